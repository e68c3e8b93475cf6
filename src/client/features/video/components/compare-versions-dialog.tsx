import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useScriptVersion } from "@/api/get-script-version.ts";
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
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { WordDiffView } from "@/components/word-diff-view.tsx";
import { errorMessage } from "@/lib/api.ts";
import type { ScriptVersionSummary } from "../../../../shared/schemas/script-versions.ts";

/** Two versions side by side as one text: the words removed from the first and added in the second. */
export function CompareVersionsDialog({
  videoId,
  versions,
  initialFrom,
  initialTo,
  language,
  open,
  onOpenChange,
}: {
  videoId: string;
  /** The script's language: its words, and the unit changes are counted in. */
  language: string;
  versions: ScriptVersionSummary[];
  initialFrom: number;
  initialTo: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("video");
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const before = useScriptVersion(videoId, from);
  const after = useScriptVersion(videoId, to);
  const failed = before.error ?? after.error;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("Compare versions")}</DialogTitle>
          <DialogDescription>{t("Words removed are struck through; words added are underlined.")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <VersionSelect id="compare-from" label={t("From")} value={from} versions={versions} onChange={setFrom} />
          <VersionSelect id="compare-to" label={t("To")} value={to} versions={versions} onChange={setTo} />
        </div>
        {failed ? (
          <p role="alert" className="text-destructive text-sm">
            {t("The versions could not be loaded: {reason}", { reason: errorMessage(failed) })}
          </p>
        ) : !before.data || !after.data ? (
          <Skeleton className="h-48 w-full" aria-label={t("Loading the versions")} />
        ) : (
          <WordDiffView
            before={before.data.content}
            after={after.data.content}
            beforeLabel={t("Version {number}", { number: from })}
            afterLabel={t("Version {number}", { number: to })}
            language={language}
          />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("Close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function VersionSelect(props: {
  id: string;
  label: string;
  value: number;
  versions: ScriptVersionSummary[];
  onChange: (number: number) => void;
}) {
  const { t } = useTranslation("video");
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={String(props.value)} onValueChange={(value) => props.onChange(Number(value))}>
        <SelectTrigger id={props.id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.versions.map((version) => (
            <SelectItem key={version.number} value={String(version.number)}>
              {version.label
                ? t("Version {number} · {label}", { number: version.number, label: version.label })
                : t("Version {number}", { number: version.number })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
