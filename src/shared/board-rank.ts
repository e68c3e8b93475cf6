// Where a card sits in its board column: ranks are numbers, lower first, and a card placed between
// two others takes the halfway rank, so a move writes one row. The server writes the rank; the board
// shows the move at once with the same number before the server's answer comes.

/** Below this gap two neighbours' ranks are renumbered before a card goes between them. */
export const MIN_RANK_GAP = 1e-6;

/**
 * The rank of a card placed after `previous` and before `next` (null: no card on that side): halfway
 * between two cards, one past the last card, one above the first, 0 in an empty column.
 */
export function rankBetween(previous: number | null, next: number | null): number {
  if (next === null) return previous === null ? 0 : previous + 1;
  if (previous === null) return next - 1;
  return (previous + next) / 2;
}

/** Whether two neighbours are too close to place a card between them (the column is renumbered first). */
export const rankGapTooSmall = (previous: number, next: number) => next - previous < MIN_RANK_GAP;
