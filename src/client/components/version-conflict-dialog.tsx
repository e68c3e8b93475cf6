import { Save } from "lucide-react";
import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";

/**
 * The one answer to a versioned save's 409 (decision 033), for scripts and packaging alike: who saved
 * what meanwhile, their version beside this editor's (as the refused save's answer carried it: nothing
 * is read again), and the ways on: keep editing (nothing is lost), the editor's own way to take theirs,
 * or save mine on top of theirs. Closing is refused while a save is on its way.
 */
export function VersionConflictDialog({
  title,
  message,
  children,
  otherAction,
  saveLabel,
  saving,
  canSave,
  onSaveMine,
  onClose,
  wide = false,
}: {
  title: string;
  message: ReactNode;
  /** Their version against this editor's: a text difference, the fields that differ. */
  children?: ReactNode;
  /** The editor's way to take their version (copy it, load it). */
  otherAction?: ReactNode;
  saveLabel: string;
  saving: boolean;
  canSave: boolean;
  onSaveMine: () => void;
  onClose: () => void;
  wide?: boolean;
}) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <AlertDialogContent className={wide ? "max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl" : undefined}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription data-testid="conflict-message">{message}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter className="flex-wrap">
          <AlertDialogCancel disabled={saving}>Keep editing</AlertDialogCancel>
          {otherAction}
          <Button onClick={onSaveMine} disabled={!canSave || saving}>
            {saving ? <Spinner aria-hidden="true" role="presentation" /> : <Save aria-hidden="true" />}
            {saving ? "Saving..." : saveLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
