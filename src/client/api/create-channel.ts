import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Channel, CreateChannelInput } from "../../shared/schemas/library.ts";
import { libraryKeys } from "./query-keys.ts";

/**
 * Connects a channel by its YouTube address (spec §5: name and description default from it), or
 * creates one by name alone (the studio's inline "new channel").
 */
export const createChannel = (input: CreateChannelInput): Promise<{ message: string; channel: Channel }> =>
  unwrap(api.api.channels.$post({ json: input }));

export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.channels(), exact: true }),
  });
}
