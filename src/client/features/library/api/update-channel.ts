import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Channel, UpdateChannelInput } from "../../../../shared/schemas/library.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

export const updateChannel = ({
  channelId,
  ...input
}: UpdateChannelInput & { channelId: string }): Promise<{ message: string; channel: Channel }> =>
  unwrap(api.api.channels[":id"].$patch({ param: { id: encodeURIComponent(channelId) }, json: input }));

export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChannel,
    onSuccess: ({ channel }) => {
      queryClient.setQueryData(libraryKeys.channel(channel.id), channel);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.all });
    },
  });
}
