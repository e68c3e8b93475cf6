import { queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { apiRequest } from "@/lib/api.ts";
import type { Board, BoardCard } from "../../../../shared/schemas/production.ts";

/** Issue 13: every video not archived as a card, in board order; of one channel when given. */
export const getBoard = (channelId: string | null): Promise<Board> =>
  apiRequest(`/api/production/board${channelId ? `?channelId=${encodeURIComponent(channelId)}` : ""}`);

/**
 * The board's cards joined with their channel, folder and assignee, which the answer names once
 * (issue 13 item 8), in rank order (the answer groups them by channel).
 */
export function joinBoard(board: Board): { cards: BoardCard[]; count: number } {
  const channels = new Map(board.channels.map((c) => [c.id, c]));
  const folders = new Map(board.folders.map((f) => [f.id, { id: f.id, name: f.name }]));
  const members = new Map(board.members.map((m) => [m.id, m]));
  const cards = board.cards
    .map(({ channelId, folderId, assigneeId, ...card }) => ({
      ...card,
      channel: channels.get(channelId) ?? { id: channelId, name: "" },
      folder: folders.get(folderId) ?? { id: folderId, name: "" },
      assignee: assigneeId === null ? null : (members.get(assigneeId) ?? { id: assigneeId, name: "" }),
    }))
    .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { cards, count: board.count };
}

// Other members move cards too: read again whenever the board is shown. The cache holds the answer
// as sent (a move updates it in place); `select` joins it, once per answer.
export const getBoardQueryOptions = (channelId: string | null) =>
  queryOptions({
    queryKey: libraryKeys.board(channelId),
    queryFn: () => getBoard(channelId),
    staleTime: 0,
    select: joinBoard,
  });

export const useBoard = (channelId: string | null) => useQuery(getBoardQueryOptions(channelId));
