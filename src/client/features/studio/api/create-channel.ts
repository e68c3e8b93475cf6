import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { Channel } from "../../../../shared/schemas/library.ts";
import { type ChannelOption, sortChannelOptions } from "./get-channels.ts";
import { studioKeys } from "./query-keys.ts";

/** The studio's inline "new channel": POST /api/channels with a name and no URL. */
export const createChannel = (name: string): Promise<{ message: string; channel: Channel }> =>
  apiRequest("/api/channels", { method: "POST", body: { name } });

export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannel,
    onSuccess: ({ channel }) => {
      // The select shows the new channel at once; the list is then read again.
      queryClient.setQueryData<ChannelOption[]>(studioKeys.channels(), (old) =>
        sortChannelOptions([...(old ?? []), { id: channel.id, name: channel.name }]),
      );
      return queryClient.invalidateQueries({ queryKey: studioKeys.channels(), exact: true });
    },
  });
}
