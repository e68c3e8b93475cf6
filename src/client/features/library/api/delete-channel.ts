import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Deleted } from "../../../../shared/schemas/library.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** Deletes the channel with its folders and videos; the answer says how many videos went. */
export const deleteChannel = (channelId: string): Promise<Deleted> =>
  unwrap(api.api.channels[":id"].$delete({ param: { id: encodeURIComponent(channelId) } }));

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChannel,
    onSuccess: (_result, channelId) => {
      queryClient.removeQueries({ queryKey: libraryKeys.channel(channelId) });
      return queryClient.invalidateQueries({ queryKey: libraryKeys.channels(), exact: true });
    },
  });
}
