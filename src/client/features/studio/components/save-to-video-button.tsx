import { useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { type Dispatch, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { libraryKeys } from "@/api/query-keys.ts";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useSaveScriptVersion } from "@/features/studio/api/save-script-version.ts";
import { ApiError, conflictOf } from "@/lib/api.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { type ScriptVersion, scriptConflictSchema } from "../../../../shared/schemas/script-versions.ts";
import type { Tone } from "../../../../shared/studio-values.ts";
import type { StudioAction } from "../lib/studio-work.ts";
import { ScriptConflictDialog } from "./script-conflict-dialog.tsx";

interface SaveToVideoButtonProps {
  videoId: string;
  script: string;
  baseVersion: number | null;
  duration: number;
  tone: Tone;
  /** The language the studio writes in: the video keeps it, and counts the script in it (decision 038). */
  language?: string;
  dispatch: Dispatch<StudioAction>;
}

/**
 * The bound studio's primary action (issue 10): the editor's text becomes the video's newest script
 * version; no video is created. A newer version saved meanwhile opens the conflict dialog, and the
 * editor's text stays as it is whatever the answer.
 */
export function SaveToVideoButton({
  videoId,
  script,
  baseVersion,
  duration,
  tone,
  language,
  dispatch,
}: SaveToVideoButtonProps) {
  const { t } = useTranslation("studio");
  const save = useSaveScriptVersion();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The refused save's answer: the newest version, which the dialog compares with the editor's text.
  const [conflict, setConflict] = useState<{ newest: ScriptVersion | null } | null>(null);

  const saveAs = async (base: number | null) => {
    try {
      const { version } = await save.mutateAsync({
        videoId,
        content: script,
        baseVersion: base,
        duration,
        tone,
        language,
      });
      dispatch({ type: "savedToVideo", version: version.number });
      setConflict(null);
      toast.success(t("Script saved to the video"), {
        description: t("Saved as version {number}.", { number: version.number }),
        action: {
          label: t("Open video"),
          onClick: () => navigate(`/video/${encodeURIComponent(videoId)}?tab=script`),
        },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The video page's views are read again when next shown; the dialog has what it needs.
        void queryClient.invalidateQueries({ queryKey: libraryKeys.video(videoId), refetchType: "none" });
        setConflict({ newest: conflictOf(error, scriptConflictSchema)?.latest ?? null });
        return;
      }
      showFailure(t("Failed to save script"), error);
    }
  };

  return (
    <>
      <Button size="sm" disabled={!script.trim() || save.isPending} onClick={() => saveAs(baseVersion)}>
        {save.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Save aria-hidden="true" />}
        {save.isPending ? t("Saving...") : t("Save to video")}
      </Button>
      {conflict && (
        <ScriptConflictDialog
          newest={conflict.newest}
          yours={script}
          language={language}
          baseVersion={baseVersion}
          saving={save.isPending}
          onSaveMine={(newest) => saveAs(newest)}
          onClose={() => setConflict(null)}
        />
      )}
    </>
  );
}
