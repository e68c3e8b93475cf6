import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { LabelScriptVersionInput, ScriptVersionAnswer } from "../../../../shared/schemas/script-versions.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** Sets or clears a version's label ('sent to editor'); the only change a stored version allows. */
export const labelScriptVersion = ({
  videoId,
  number,
  ...input
}: LabelScriptVersionInput & { videoId: string; number: number }): Promise<ScriptVersionAnswer> =>
  unwrap(
    api.api.videos[":id"].script.versions[":number"].$patch({
      param: { id: encodeURIComponent(videoId), number: String(number) },
      json: input,
    }),
  );

export function useLabelScriptVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: labelScriptVersion,
    // Only the version lists show labels; the library's views are untouched.
    onSuccess: (_answer, { videoId }) =>
      queryClient.invalidateQueries({ queryKey: libraryKeys.scriptVersions(videoId) }),
  });
}
