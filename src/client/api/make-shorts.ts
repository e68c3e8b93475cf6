import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { MakeShortsInput } from "../../shared/schemas/shorts.ts";
import { libraryKeys } from "./query-keys.ts";

/** "Make Shorts": 3 to 8 proposals built on moments of the video's script (nothing is stored). */
export const proposeShorts = (videoId: string) =>
  unwrap(api.api.videos[":id"].shorts.proposals.$post({ param: { id: encodeURIComponent(videoId) } }));

export function useProposeShorts() {
  return useMutation({ mutationFn: proposeShorts });
}

/** The chosen proposals made into Shorts: one video each, linked to this one. */
export const makeShorts = ({ videoId, ...input }: MakeShortsInput & { videoId: string }) =>
  unwrap(api.api.videos[":id"].shorts.$post({ param: { id: encodeURIComponent(videoId) }, json: input }));

export function useMakeShorts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeShorts,
    // The folder gains videos, the board a card each, and the long video lists its Shorts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
