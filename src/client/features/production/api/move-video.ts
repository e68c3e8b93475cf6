import { arrayMove } from "@dnd-kit/sortable";
import { matchQuery, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { i18n } from "@/lib/i18n.ts";
import { rankBetween } from "../../../../shared/board-rank.ts";
import type { ProductionStage } from "../../../../shared/production-stages.ts";
import type { Video } from "../../../../shared/schemas/library.ts";
import type { Board, BoardCardAnswer, MoveVideoInput } from "../../../../shared/schemas/production.ts";

export const moveVideo = ({
  videoId,
  ...input
}: MoveVideoInput & { videoId: string }): Promise<{ message: string; video: Video }> =>
  unwrap(api.api.videos[":id"].move.$post({ param: { id: encodeURIComponent(videoId) }, json: input }));

/** The rank the server will give a card placed above `beforeId` in `stage` (or at the end). */
export function rankForMove(
  cards: Pick<BoardCardAnswer, "id" | "stage" | "rank">[],
  videoId: string,
  stage: ProductionStage,
  beforeId: string | null,
) {
  const column = cards.filter((c) => c.stage === stage && c.id !== videoId).sort((a, b) => a.rank - b.rank);
  const index = beforeId === null ? -1 : column.findIndex((c) => c.id === beforeId);
  if (index < 0) return rankBetween(column.at(-1)?.rank ?? null, null);
  return rankBetween(column[index - 1]?.rank ?? null, column[index].rank);
}

/**
 * Where a dropped card lands in its column's ids (`list`, the card in it): its index once moved over
 * `overId`, and the card it now sits above. Dropped last in a column sent in part, it sits above the
 * first card not sent (`next`), not at the column's very end.
 */
export function dropPlace(list: string[], activeId: string, overId: string, next: string | null) {
  const overIndex = list.indexOf(overId);
  const activeIndex = list.indexOf(activeId);
  const placed = overIndex >= 0 && overIndex !== activeIndex ? arrayMove(list, activeIndex, overIndex) : list;
  const index = placed.indexOf(activeId);
  return { index, beforeId: placed[index + 1] ?? next };
}

/**
 * Shows the move on every cached board at once, before the server answers. The cards' review states
 * are cached under the boards too (a board change reads them again) but are no board.
 */
export function applyMove(queryClient: QueryClient, videoId: string, stage: ProductionStage, beforeId: string | null) {
  const boards = queryClient.getQueriesData<Board>({
    queryKey: libraryKeys.boards(),
    predicate: (query) => !matchQuery({ queryKey: libraryKeys.reviewSummaries(), exact: true }, query),
  });
  for (const [key, board] of boards) {
    const moved = board?.cards.find((card) => card.id === videoId);
    // A board without the card (filtered out, or further down a column than it was sent) is read again.
    if (!board || !moved) continue;
    const rank = rankForMove(board.cards, videoId, stage, beforeId);
    const cards = board.cards
      .map((card) => (card.id === videoId ? { ...card, stage, rank } : card))
      .sort((a, b) => a.rank - b.rank);
    const columns = { ...board.columns };
    if (moved.stage !== stage) {
      columns[moved.stage] = { ...columns[moved.stage], total: columns[moved.stage].total - 1 };
      columns[stage] = { ...columns[stage], total: columns[stage].total + 1 };
    }
    queryClient.setQueryData<Board>(key, { ...board, cards, columns });
  }
}

/** Issue 13: a card dropped on the board; order within a column is kept on the server. */
export function useMoveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveVideo,
    // Shown at once in the drop's own frame (no flicker back), then confirmed by reading the board again.
    onMutate: ({ videoId, stage, beforeId }) => applyMove(queryClient, videoId, stage, beforeId),
    onError: (error) => showFailure(i18n.t("Failed to move the card", { ns: "production" }), error),
    onSettled: (_answer, _error, { videoId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.boards() }),
        // Its stage and status show on the video page, its activity log has a new line.
        queryClient.invalidateQueries({ queryKey: libraryKeys.video(videoId) }),
      ]),
  });
}
