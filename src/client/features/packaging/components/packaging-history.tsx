import { History, RotateCcw } from "lucide-react";
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
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { formatDateTime } from "@/lib/format-date.ts";
import { PACKAGING_VERSIONS_KEPT, type PackagingVersion } from "../../../../shared/schemas/packaging.ts";
import { usePackagingVersions } from "../api/get-packaging-versions.ts";

/** A version's line in the list: its number, whether it is the newest, and what it restored. */
function useVersionLine() {
  const { t } = useTranslation("packaging");
  return (n: number, isNewest: boolean, restoredFrom: number | null) => {
    if (restoredFrom === null) return isNewest ? t("Version {n} (newest)", { n }) : t("Version {n}", { n });
    return isNewest
      ? t("Version {n} (newest) · restored from {from}", { n, from: restoredFrom })
      : t("Version {n} · restored from {from}", { n, from: restoredFrom });
  };
}

/** The kept versions (the last 20); restoring one asks first and saves it as the newest version. */
export function PackagingHistory({
  videoId,
  newest,
  unsaved,
  restoring,
  onRestore,
}: {
  videoId: string;
  newest: number;
  unsaved: boolean;
  restoring: boolean;
  onRestore: (version: PackagingVersion) => Promise<boolean>;
}) {
  const { t } = useTranslation("packaging");
  const versionLine = useVersionLine();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<PackagingVersion | null>(null);
  const versions = usePackagingVersions(videoId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <History aria-hidden="true" />
          {t("Versions")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("Packaging versions")}</DialogTitle>
          <DialogDescription>
            {t("The last {n} saves are kept. Restoring one saves it as the newest version.", {
              n: PACKAGING_VERSIONS_KEPT,
            })}
          </DialogDescription>
        </DialogHeader>
        {versions.isPending ? (
          <Spinner aria-label={t("Loading versions")} />
        ) : versions.isError ? (
          <p className="text-destructive text-sm">{t("Failed to load the versions.")}</p>
        ) : (
          <ol className="grid gap-2">
            {versions.data.versions.map((version) => (
              <li key={version.number} className="flex items-start justify-between gap-3 rounded-lg border p-3 text-sm">
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium">
                    {versionLine(version.number, version.number === newest, version.restoredFrom)}
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {version.author?.name ?? t("A former member")} · {formatDateTime(version.createdAt)}
                  </span>
                  <span className="truncate text-xs">
                    {version.content.chosenTitle ?? version.content.titles[0] ?? t("No title")}
                  </span>
                </div>
                {version.number !== newest && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => setAsking(version)}
                    disabled={restoring}
                    aria-label={t("Restore version {n}", { n: version.number })}
                  >
                    <RotateCcw aria-hidden="true" />
                    {t("Restore")}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
        <AlertDialog open={asking !== null} onOpenChange={(next) => !next && !restoring && setAsking(null)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("Restore version {n}?", { n: asking?.number ?? "" })}</AlertDialogTitle>
              <AlertDialogDescription>
                {unsaved
                  ? t(
                      "Its packaging becomes a new version after version {newest}. Your unsaved edits in the editor are replaced.",
                      { newest },
                    )
                  : t("Its packaging becomes a new version after version {newest}. Nothing is deleted.", { newest })}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={restoring}>{t("Cancel")}</AlertDialogCancel>
              <AlertDialogAction
                disabled={restoring}
                onClick={async (event) => {
                  event.preventDefault();
                  if (asking && (await onRestore(asking))) {
                    setAsking(null);
                    setOpen(false);
                  }
                }}
              >
                {restoring && <Spinner aria-hidden="true" role="presentation" />}
                {t("Restore")}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </DialogContent>
    </Dialog>
  );
}
