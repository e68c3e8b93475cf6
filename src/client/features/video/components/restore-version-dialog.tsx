import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useRestoreScriptVersion } from "@/features/video/api/restore-script-version.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { ScriptVersionSummary } from "../../../../shared/schemas/script-versions.ts";

/** Restoring asks first: the old text becomes a new newest version; the versions between stay. */
export function RestoreVersionDialog({
  videoId,
  version,
  newest,
  open,
  onOpenChange,
}: {
  videoId: string;
  version: ScriptVersionSummary;
  newest: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("video");
  const restore = useRestoreScriptVersion();
  const confirm = (event: MouseEvent) => {
    event.preventDefault();
    restore.mutate(
      { videoId, number: version.number },
      {
        onSuccess: ({ version: made }) => {
          toast.success(t("Version {number} restored", { number: version.number }), {
            description: t("Its text is now version {number}, the newest.", { number: made.number }),
          });
          onOpenChange(false);
        },
        onError: (error) => showFailure(t("Failed to restore the version"), error),
      },
    );
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !restore.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("Restore version {number}?", { number: version.number })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t(
              "Its text becomes a new version after version {newest}, and the Script tab shows it. Nothing is deleted: every version stays in the history.",
              { newest },
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={restore.isPending}>{t("Cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={restore.isPending}>
            {restore.isPending && <Spinner aria-hidden="true" role="presentation" />}
            {restore.isPending ? t("Restoring...") : t("Restore version {number}", { number: version.number })}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
