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
import { buttonVariants } from "@/components/ui/button.tsx";

/**
 * 'Edit script' while this member's work in progress for the video holds text that differs from the
 * saved version (issue 10): never replaced without asking. Continuing is the default (Escape too).
 */
export function UnsavedEditsDialog({
  savedVersion,
  onContinue,
  onOpenSaved,
}: {
  savedVersion: number;
  onContinue: () => void;
  onOpenSaved: () => void;
}) {
  const { t } = useTranslation("studio");
  return (
    <AlertDialog open onOpenChange={(open) => !open && onContinue()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("You have unsaved edits for this video")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t(
              "The script in your work in progress differs from the saved version {version}. Continue where you left off, or open the saved version instead: your unsaved edits would then be discarded.",
              { version: savedVersion },
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onOpenSaved}>
            {t("Discard my edits and open version {version}", { version: savedVersion })}
          </AlertDialogAction>
          <AlertDialogCancel>{t("Continue my edits")}</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
