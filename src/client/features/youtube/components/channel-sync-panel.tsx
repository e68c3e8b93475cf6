import { AlertTriangle, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { formatDateTime, formatNumber, formatRelativeTime } from "@/lib/format-date.ts";
import { i18n } from "@/lib/i18n.ts";
import type { SyncRunAnswer } from "../../../../shared/schemas/sync.ts";
import { useChannelSyncStatus } from "../api/get-channel-sync-status.ts";

// '5 minutes ago', 'in 3 hours' and dates in the interface's language (decision 040).
const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

/** How a run started, in the interface's language: each name a literal, so the extraction finds it. */
function triggerLabel(trigger: SyncRunAnswer["trigger"]): string {
  switch (trigger) {
    case "scheduled":
      return i18n.t("Scheduled", { ns: "youtube" });
    case "manual":
      return i18n.t("Manual", { ns: "youtube" });
    case "connected":
      return i18n.t("After connecting", { ns: "youtube" });
  }
}

function statusLabel(status: SyncRunAnswer["status"]): string {
  switch (status) {
    case "queued":
      return i18n.t("Queued", { ns: "youtube" });
    case "running":
      return i18n.t("Running", { ns: "youtube" });
    case "succeeded":
      return i18n.t("Done", { ns: "youtube" });
    case "failed":
      return i18n.t("Failed", { ns: "youtube" });
    case "skipped":
      return i18n.t("Skipped", { ns: "youtube" });
  }
}

/**
 * Issue 14 on the channel dashboard: 'Last synced …', the next scheduled run, a quota pause or a
 * refresh that keeps failing, and the sync history (started, finished, videos updated, quota units,
 * error), with the uploads YouTube no longer returns and those beyond the uploads playlist's 20,000.
 * Composed into the dashboard in router.tsx.
 */
export function ChannelSyncPanel({ channelId }: { channelId: string }) {
  const { t } = useTranslation("youtube");
  const status = useChannelSyncStatus(channelId);
  const data = status.data;
  if (!data) return null;
  return (
    <Card className="gap-4" data-testid="channel-sync-panel">
      <CardHeader>
        <CardTitle className="text-base">{t("YouTube sync")}</CardTitle>
        <CardDescription className="flex flex-wrap gap-x-4 gap-y-1">
          <span data-testid="last-synced">
            {data.lastSyncedAt
              ? t("Last synced {when}", { when: formatRelativeTime(data.lastSyncedAt) })
              : t("Not synced with YouTube yet")}
          </span>
          <span data-testid="next-sync" className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {data.nextRunAt
              ? t("Next scheduled sync {when} ({date})", {
                  when: formatRelativeTime(data.nextRunAt),
                  date: dateTime(data.nextRunAt),
                })
              : data.schedule
                ? t("Not synced on a schedule: the channel has no YouTube address")
                : t("Scheduled syncs are off (SYNC_SCHEDULE=off)")}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {data.quotaPaused && <Warning text={data.quotaPaused.message} />}
        {data.refreshWarning && <Warning text={data.refreshWarning} />}
        {data.uploadsNotListed && (
          <p
            data-testid="uploads-not-listed"
            className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {data.uploadsNotListed.message}
          </p>
        )}
        {data.noLongerOnYouTube.length > 0 && (
          <div className="text-sm" data-testid="no-longer-on-youtube">
            <p className="font-medium">{t("No longer on YouTube")}</p>
            <p className="text-muted-foreground">
              {t(
                "YouTube no longer returns these videos (private or deleted); they stay in the library with their last figures.",
              )}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {data.noLongerOnYouTube.map((v) => (
                <li key={v.videoId}>
                  <Link className="underline underline-offset-2" to={`/video/${encodeURIComponent(v.videoId)}`}>
                    {v.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {data.runs.length > 0 ? (
          <SyncHistory runs={data.runs} />
        ) : (
          <p className="text-muted-foreground text-sm">{t("No syncs yet.")}</p>
        )}
      </CardContent>
    </Card>
  );
}

function Warning({ text }: { text: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

function SyncHistory({ runs }: { runs: SyncRunAnswer[] }) {
  const { t } = useTranslation("youtube");
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("Sync history")}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("Started")}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("Finished")}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("Status")}
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              {t("Videos updated")}
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              {t("Quota units")}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t("Error")}
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} className="border-t align-top" data-testid="sync-run">
              <td className="py-1.5 pr-3 whitespace-nowrap">
                {dateTime(run.startedAt ?? run.queuedAt)}
                <div className="text-muted-foreground text-xs">{triggerLabel(run.trigger)}</div>
              </td>
              <td className="py-1.5 pr-3 whitespace-nowrap">{dateTime(run.finishedAt)}</td>
              <td className="py-1.5 pr-3">
                <Badge variant={run.status === "failed" ? "destructive" : "secondary"}>{statusLabel(run.status)}</Badge>
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums">
                {run.videosUpdated === null ? "—" : formatNumber(run.videosUpdated)}
                {(run.videosImported ?? 0) > 0 && (
                  <div className="text-muted-foreground text-xs">
                    {t("+{n, number} new", { n: run.videosImported ?? 0 })}
                  </div>
                )}
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{formatNumber(run.quotaUnits)}</td>
              <td className="py-1.5">
                {run.error ?? ""}
                {run.unavailableVideos.length > 0 && (
                  <div className="text-muted-foreground text-xs">
                    {t("No longer on YouTube (private or deleted): {titles}", {
                      titles: run.unavailableVideos.map((v) => v.title).join(", "),
                    })}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
