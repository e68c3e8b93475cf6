import { EllipsisVertical, Eye, GitCompareArrows, History, Tag } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useScriptVersions } from "@/api/get-script-versions.ts";
import { LoadError } from "@/components/load-error.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useLandmarkContainer } from "@/hooks/use-landmark-container.ts";
import { useSessionUser } from "@/lib/session.ts";
import { canLabelScriptVersion, type ScriptVersionSummary } from "../../../../shared/schemas/script-versions.ts";
import { CompareVersionsDialog } from "./compare-versions-dialog.tsx";
import { LabelVersionDialog } from "./label-version-dialog.tsx";
import { RestoreVersionDialog } from "./restore-version-dialog.tsx";
import { VersionFacts } from "./version-facts.tsx";
import { ViewVersionDialog } from "./view-version-dialog.tsx";

type OpenDialog =
  | { kind: "view" | "restore" | "label"; version: ScriptVersionSummary }
  | { kind: "compare"; from: number; to: number };

/** issue 10: every save is a version; listed newest first, each viewable, comparable, restorable and labelled. */
export function ScriptVersionsCard({
  videoId,
  newest,
  language,
}: {
  videoId: string;
  newest: number;
  /** The script's language: lengths are in its unit (decision 038). */
  language: string;
}) {
  const { t } = useTranslation("video");
  const versions = useScriptVersions(videoId);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const list = versions.data?.versions ?? [];
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Versions")}</h2>
        </CardTitle>
        <CardDescription>
          {t("Every save is kept. Restoring an old version saves its text as the newest.")}
        </CardDescription>
        {list.length > 1 && (
          <CardAction>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setDialog({ kind: "compare", from: list[1].number, to: list[0].number })}
            >
              <GitCompareArrows aria-hidden="true" />
              {t("Compare versions")}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <div className="grid gap-3" aria-label={t("Loading versions")} role="status">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : versions.isError ? (
          <LoadError
            title={t("Versions could not be loaded")}
            error={versions.error}
            onRetry={() => versions.refetch()}
          />
        ) : (
          <ol className="grid divide-y rounded-lg border" aria-label={t("Script versions, newest first")}>
            {list.map((version) => (
              <li
                key={version.number}
                className="flex items-start gap-3 px-4 py-3"
                data-testid="script-version-row"
                aria-label={t("Version {number}", { number: version.number })}
              >
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{t("Version {number}", { number: version.number })}</span>
                    {version.number === newest && <Badge variant="default">{t("Newest")}</Badge>}
                    {version.label && (
                      <Badge variant="outline" data-testid="version-label">
                        <Tag aria-hidden="true" />
                        {version.label}
                      </Badge>
                    )}
                    {version.restoredFrom !== null && (
                      <span className="text-muted-foreground text-xs">
                        {t("restored from version {number}", { number: version.restoredFrom })}
                      </span>
                    )}
                  </div>
                  <VersionFacts version={version} language={language} />
                </div>
                <VersionActions
                  version={version}
                  isNewest={version.number === newest}
                  canCompare={list.length > 1}
                  onOpen={(kind) =>
                    kind === "compare"
                      ? setDialog({
                          kind,
                          from: version.number === list[0].number ? list[1].number : version.number,
                          to: list[0].number,
                        })
                      : setDialog({ kind, version })
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
      {dialog?.kind === "view" && (
        <ViewVersionDialog videoId={videoId} version={dialog.version} language={language} open onOpenChange={close} />
      )}
      {dialog?.kind === "restore" && (
        <RestoreVersionDialog videoId={videoId} version={dialog.version} newest={newest} open onOpenChange={close} />
      )}
      {dialog?.kind === "label" && (
        <LabelVersionDialog videoId={videoId} version={dialog.version} open onOpenChange={close} />
      )}
      {dialog?.kind === "compare" && (
        <CompareVersionsDialog
          videoId={videoId}
          versions={list}
          initialFrom={dialog.from}
          initialTo={dialog.to}
          language={language}
          open
          onOpenChange={close}
        />
      )}
    </Card>
  );
}

function VersionActions({
  version,
  isNewest,
  canCompare,
  onOpen,
}: {
  version: ScriptVersionSummary;
  isNewest: boolean;
  canCompare: boolean;
  onOpen: (kind: "view" | "restore" | "label" | "compare") => void;
}) {
  const { t } = useTranslation("video");
  const landmark = useLandmarkContainer();
  const { user } = useSessionUser();
  // The server decides again; this keeps an entry away from members it would refuse.
  const canLabel = user ? canLabelScriptVersion(user, version.author?.id ?? null) : false;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={landmark.ref}
          variant="ghost"
          size="icon-sm"
          aria-label={t("Actions for version {number}", { number: version.number })}
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" container={landmark.container}>
        <DropdownMenuItem onSelect={() => onOpen("view")}>
          <Eye aria-hidden="true" />
          {t("View")}
        </DropdownMenuItem>
        {canCompare && (
          <DropdownMenuItem onSelect={() => onOpen("compare")}>
            <GitCompareArrows aria-hidden="true" />
            {isNewest ? t("Compare with the previous version") : t("Compare with the newest")}
          </DropdownMenuItem>
        )}
        {!isNewest && (
          <DropdownMenuItem onSelect={() => onOpen("restore")}>
            <History aria-hidden="true" />
            {t("Restore")}
          </DropdownMenuItem>
        )}
        {canLabel && (
          <DropdownMenuItem onSelect={() => onOpen("label")}>
            <Tag aria-hidden="true" />
            {version.label ? t("Edit label") : t("Add label")}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
