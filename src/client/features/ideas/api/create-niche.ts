import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ideasKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";

/** "New niche". */
export const createNiche = (name: string) => unwrap(api.api.ideas.niches.$post({ json: { name } }));

export function useCreateNiche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNiche,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideasKeys.niches() }),
  });
}
