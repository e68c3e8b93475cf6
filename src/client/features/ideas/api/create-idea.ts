import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ideasKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { IdeaInput } from "../../../../shared/schemas/ideas.ts";

/** "New idea" by hand, or "Save as idea" on an outlier (with its id as the source). */
export const createIdea = (input: IdeaInput) => unwrap(api.api.ideas.$post({ json: input }));

export function useCreateIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIdea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideasKeys.bank() }),
  });
}
