import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ideasKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";

/** "Watch channel": a channel address, @handle or id into the niche; its uploads are read after. */
export const watchChannel = ({ nicheId, address }: { nicheId: string; address: string }) =>
  unwrap(api.api.ideas.niches[":id"].channels.$post({ param: { id: encodeURIComponent(nicheId) }, json: { address } }));

export function useWatchChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: watchChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideasKeys.niches() }),
  });
}
