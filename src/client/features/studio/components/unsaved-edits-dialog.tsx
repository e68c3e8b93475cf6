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
  return (
    <AlertDialog open onOpenChange={(open) => !open && onContinue()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>You have unsaved edits for this video</AlertDialogTitle>
          <AlertDialogDescription>
            The script in your work in progress differs from the saved version {savedVersion}. Continue where you left
            off, or open the saved version instead: your unsaved edits would then be discarded.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onOpenSaved}>
            Discard my edits and open version {savedVersion}
          </AlertDialogAction>
          <AlertDialogCancel>Continue my edits</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
