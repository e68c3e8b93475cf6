import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { RestoreScriptVersionInput, ScriptVersionAnswer } from "../../../../shared/schemas/script-versions.ts";
import { invalidateScriptViews } from "../../../api/invalidate-script-views.ts";

/** Restores an old version: its text becomes a new, newest version (nothing is overwritten). */
export const restoreScriptVersion = ({
  videoId,
  number,
  ...input
}: RestoreScriptVersionInput & { videoId: string; number: number }): Promise<ScriptVersionAnswer> =>
  unwrap(
    api.api.videos[":id"].script.versions[":number"].restore.$post({
      param: { id: encodeURIComponent(videoId), number: String(number) },
      json: input,
    }),
  );

export function useRestoreScriptVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreScriptVersion,
    onSuccess: (_answer, { videoId }) => invalidateScriptViews(queryClient, videoId),
  });
}
