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
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api.ts";
import type { ScriptVersionSummary } from "../../../../shared/schemas/script-versions.ts";
import { VersionFacts } from "./version-facts.tsx";

/** One saved version's text, read-only. */
export function ViewVersionDialog({
  videoId,
  version,
  language,
  open,
  onOpenChange,
}: {
  videoId: string;
  version: ScriptVersionSummary;
  language: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("video");
  const full = useScriptVersion(videoId, version.number);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("Version {number}", { number: version.number })}</DialogTitle>
          <DialogDescription asChild>
            <div>
              <VersionFacts version={version} language={language} />
            </div>
          </DialogDescription>
        </DialogHeader>
        {full.isPending ? (
          <Skeleton className="h-48 w-full" aria-label={t("Loading the version")} />
        ) : full.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t("The version could not be loaded: {reason}", { reason: errorMessage(full.error) })}
          </p>
        ) : (
          <div
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
            tabIndex={0}
            role="region"
            aria-label={t("Text of version {number}", { number: version.number })}
            dir="auto"
            className="max-h-[55vh] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border bg-muted/30 p-4 text-sm leading-relaxed focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            data-testid="version-content"
          >
            {full.data.content}
          </div>
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
