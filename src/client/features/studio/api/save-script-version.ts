import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { SaveScriptVersionInput, ScriptVersionAnswer } from "../../../../shared/schemas/script-versions.ts";
import { invalidateScriptViews } from "../../../api/invalidate-script-views.ts";

/**
 * Saves the editor's text as the video's newest script version (issue 10). `baseVersion` is the
 * version the editor started from: when someone saved a newer one meanwhile the server answers 409
 * (an ApiError with status 409) and stores nothing.
 */
export const saveScriptVersion = ({
  videoId,
  ...input
}: SaveScriptVersionInput & { videoId: string }): Promise<ScriptVersionAnswer> =>
  unwrap(api.api.videos[":id"].script.$post({ param: { id: encodeURIComponent(videoId) }, json: input }));

export function useSaveScriptVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScriptVersion,
    onSuccess: (_answer, { videoId }) => invalidateScriptViews(queryClient, videoId),
  });
}
