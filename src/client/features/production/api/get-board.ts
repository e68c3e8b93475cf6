import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { Board, BoardCard, BoardQuery } from "../../../../shared/schemas/production.ts";

/**
 * Issue 13: of each column, the first cards that match the board's query (its filters and column
 * lengths, from boardQuery), with each column's count.
 */
export const getBoard = (query: BoardQuery): Promise<Board> => unwrap(api.api.production.board.$get({ query }));

/** "Mine": every video assigned to me and not yet published. */
export const getMyWork = (): Promise<Board> => unwrap(api.api.production.mine.$get());

export interface JoinedBoard {
  cards: BoardCard[];
  columns: Board["columns"];
  count: number;
}

/**
 * The board's cards joined with their channel, folder and assignee, which the answer names once
 * (issue 13 item 8), in rank order.
 */
export function joinBoard(board: Board): JoinedBoard {
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
  return { cards, columns: board.columns, count: board.count };
}

// Other members move cards too: read again whenever the board is shown. The cache holds the answer
// as sent (a move updates it in place); `select` joins it, once per answer. While new filters are
// asked for, the board shows the last answer rather than blinking empty.
export const getBoardQueryOptions = (channelId: string | null, query: BoardQuery) =>
  queryOptions({
    queryKey: libraryKeys.boardPage(channelId, query),
    queryFn: () => getBoard(query),
    staleTime: 0,
    select: joinBoard,
    placeholderData: keepPreviousData,
  });

export const useBoard = (channelId: string | null, query: BoardQuery) =>
  useQuery(getBoardQueryOptions(channelId, query));

export const useMyWork = () =>
  useQuery({ queryKey: libraryKeys.myWork(), queryFn: getMyWork, staleTime: 0, select: joinBoard });
