import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ideasKeys, libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";

/** "Add to board": the video at the Idea stage in the channel's folder of this month, linked to the idea. */
export const addIdeaToBoard = ({ id, channelId }: { id: string; channelId: string }) =>
  unwrap(api.api.ideas[":id"].board.$post({ param: { id: encodeURIComponent(id) }, json: { channelId } }));

export function useAddIdeaToBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIdeaToBoard,
    // The idea's status, and the channel's folders and every board (a new card at Idea).
    onSuccess: (_idea, { channelId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideasKeys.bank() }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.channel(channelId) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.boards() }),
      ]),
  });
}
