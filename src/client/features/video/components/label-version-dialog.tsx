import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useLabelScriptVersion } from "@/features/video/api/label-script-version.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { SCRIPT_VERSION_LABEL_MAX, type ScriptVersionSummary } from "../../../../shared/schemas/script-versions.ts";

/** A version's optional label ('sent to editor'); blank removes it. */
export function LabelVersionDialog({
  videoId,
  version,
  open,
  onOpenChange,
}: {
  videoId: string;
  version: ScriptVersionSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("video");
  const [label, setLabel] = useState(version.label ?? "");
  const save = useLabelScriptVersion();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { videoId, number: version.number, label },
      {
        onSuccess: () => {
          toast.success(label.trim() ? t("Label saved") : t("Label removed"));
          onOpenChange(false);
        },
        onError: (error) => showFailure(t("Failed to save the label"), error),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("Label version {number}", { number: version.number })}</DialogTitle>
          <DialogDescription>
            {t('A short note such as "sent to editor". Leave it blank to remove the label.')}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="version-label">{t("Label")}</Label>
            <Input
              id="version-label"
              value={label}
              maxLength={SCRIPT_VERSION_LABEL_MAX}
              onChange={(event) => setLabel(event.target.value)}
              placeholder={t("sent to editor")}
              autoComplete="off"
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={save.isPending}>
                {t("Cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {save.isPending ? t("Saving...") : t("Save label")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
