import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { SavedScript, SaveScriptInput } from "../../../../shared/schemas/scripts.ts";
import { studioKeys } from "./query-keys.ts";

/** Save to library: one operation creates the draft video and its script (POST /api/scripts). */
export const saveScript = (input: SaveScriptInput): Promise<SavedScript> =>
  apiRequest<SavedScript>("/api/scripts", { method: "POST", body: input });

export function useSaveScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScript,
    // The folder's video count changed.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => studioKeys.isFolders(query.queryKey) }),
  });
}
