import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ideasKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { IdeaInput } from "../../../../shared/schemas/ideas.ts";

/** Edits an idea: its status, score, notes… */
export const updateIdea = ({ id, ...input }: Partial<IdeaInput> & { id: string }) =>
  unwrap(api.api.ideas[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: input }));

export function useUpdateIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIdea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideasKeys.bank() }),
  });
}
