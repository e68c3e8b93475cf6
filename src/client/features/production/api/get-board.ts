import { queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { apiRequest } from "@/lib/api.ts";
import type { Board } from "../../../../shared/schemas/production.ts";

/** Issue 13: every video not archived as a card, in board order; of one channel when given. */
export const getBoard = (channelId: string | null): Promise<Board> =>
  apiRequest(`/api/production/board${channelId ? `?channelId=${encodeURIComponent(channelId)}` : ""}`);

// Other members move cards too: read again whenever the board is shown.
export const getBoardQueryOptions = (channelId: string | null) =>
  queryOptions({ queryKey: libraryKeys.board(channelId), queryFn: () => getBoard(channelId), staleTime: 0 });

export const useBoard = (channelId: string | null) => useQuery(getBoardQueryOptions(channelId));
