import { CircleAlert, FilePen, Trash2 } from "lucide-react";
import { useState } from "react";
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
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import type { LengthUnit } from "../../../../shared/length.ts";

/**
 * After a cancel or a failure with text written (issue 11): the member keeps it (the editor opens
 * with exactly that text) or discards it, after confirming, and goes back to the configuration.
 */
export function WrittenTextChoice({
  reason,
  length,
  unit,
  sections,
  onKeep,
  onDiscard,
}: {
  reason: "cancelled" | "failed";
  /** What was written, in the script's language's unit (decision 038). */
  length: number;
  unit: LengthUnit;
  /** "3 of 12 sections" when the script was planned. */
  sections: string | null;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation("studio");
  return (
    <div
      className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
      data-testid="written-text-choice"
    >
      <p className="flex items-start gap-2">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span>
          {reason === "cancelled" ? t("You stopped the generation.") : t("The script could not be finished.")}{" "}
          {sections
            ? t(
                "{unit, select, characters {{length, plural, one {# character was} other {# characters were}}} other {{length, plural, one {# word was} other {# words were}}}} written ({sections}).",
                { length, unit, sections },
              )
            : t(
                "{unit, select, characters {{length, plural, one {# character was} other {# characters were}}} other {{length, plural, one {# word was} other {# words were}}}} written.",
                { length, unit },
              )}{" "}
          {t("Keep what was written to edit it, or discard it and start again from the configuration.")}
        </span>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t("Discard")}
        </Button>
        <Button onClick={onKeep}>
          <FilePen aria-hidden="true" />
          {t("Keep what was written")}
        </Button>
      </div>
      <DiscardWrittenDialog
        open={confirming}
        onOpenChange={setConfirming}
        length={length}
        unit={unit}
        onConfirm={onDiscard}
      />
    </div>
  );
}

/** Asks before the text written so far is thrown away (Discard, or leaving the step). */
export function DiscardWrittenDialog({
  open,
  onOpenChange,
  length,
  unit,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  length: number;
  unit: LengthUnit;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("studio");
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("Discard the text written so far?")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t(
              "The {unit, select, characters {{length, plural, one {# character} other {# characters}}} other {{length, plural, one {# word} other {# words}}}} written so far will be lost. Your research, topics and configuration are kept.",
              { length, unit },
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("Cancel")}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onConfirm}>
            {t("Discard")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
