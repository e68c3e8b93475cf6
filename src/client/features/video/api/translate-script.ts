import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { TranslateScriptInput } from "../../../../shared/schemas/scripts.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** "Translate script": a new video in the same folder with the script in another language. */
export const translateScript = (input: TranslateScriptInput) =>
  unwrap(api.api.studio.translations.$post({ json: input }));

export function useTranslateScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: translateScript,
    // The folder gains a video and the original lists its new translation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
