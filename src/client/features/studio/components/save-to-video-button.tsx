import { useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { type Dispatch, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { getScriptVersionsQueryOptions } from "@/api/get-script-versions.ts";
import { libraryKeys } from "@/api/query-keys.ts";
import { useSaveScriptVersion } from "@/api/save-script-version.ts";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ApiError, errorMessage } from "@/lib/api.ts";
import type { Tone } from "../../../../shared/studio-values.ts";
import type { StudioAction } from "../lib/studio-work.ts";
import { ScriptConflictDialog } from "./script-conflict-dialog.tsx";

interface SaveToVideoButtonProps {
  videoId: string;
  script: string;
  baseVersion: number | null;
  duration: number;
  tone: Tone;
  dispatch: Dispatch<StudioAction>;
}

/**
 * The bound studio's primary action (issue 10): the editor's text becomes the video's newest script
 * version; no video is created. A newer version saved meanwhile opens the conflict dialog, and the
 * editor's text stays as it is whatever the answer.
 */
export function SaveToVideoButton({ videoId, script, baseVersion, duration, tone, dispatch }: SaveToVideoButtonProps) {
  const save = useSaveScriptVersion();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);

  const saveAs = async (base: number | null) => {
    try {
      const { version } = await save.mutateAsync({ videoId, content: script, baseVersion: base, duration, tone });
      dispatch({ type: "savedToVideo", version: version.number });
      setConflict(false);
      toast.success("Script saved to the video", {
        description: `Saved as version ${version.number}.`,
        action: { label: "Open video", onClick: () => navigate(`/video/${encodeURIComponent(videoId)}?tab=script`) },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // What the others saved is read afresh before the dialog shows it; the video page's views too.
        void queryClient.invalidateQueries({ queryKey: libraryKeys.video(videoId), refetchType: "none" });
        await queryClient
          .fetchQuery({ ...getScriptVersionsQueryOptions(videoId), staleTime: 0 })
          .catch(() => undefined); // the dialog shows the failure and its own retry
        setConflict(true);
        return;
      }
      toast.error("Failed to save script", { description: errorMessage(error) });
    }
  };

  return (
    <>
      <Button size="sm" disabled={!script.trim() || save.isPending} onClick={() => saveAs(baseVersion)}>
        {save.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Save aria-hidden="true" />}
        {save.isPending ? "Saving..." : "Save to video"}
      </Button>
      {conflict && (
        <ScriptConflictDialog
          videoId={videoId}
          yours={script}
          baseVersion={baseVersion}
          saving={save.isPending}
          onSaveMine={(newest) => saveAs(newest)}
          onClose={() => setConflict(false)}
        />
      )}
    </>
  );
}
