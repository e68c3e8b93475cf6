import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ideasKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";

export const deleteIdea = (id: string) =>
  unwrap(api.api.ideas[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

export function useDeleteIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIdea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideasKeys.bank() }),
  });
}
