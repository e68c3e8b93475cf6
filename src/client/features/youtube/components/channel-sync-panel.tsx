import { AlertTriangle, Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import type { SyncRunAnswer } from "../../../../shared/schemas/sync.ts";
import { useChannelSyncStatus } from "../api/get-channel-sync-status.ts";

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** '5 minutes ago', 'in 3 hours'. */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const diff = Date.parse(iso) - now;
  for (const [unit, ms] of STEPS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return diff < 0 ? "just now" : "in a moment";
}

const formatDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" }) : "—";

const TRIGGERS: Record<SyncRunAnswer["trigger"], string> = {
  scheduled: "Scheduled",
  manual: "Manual",
  connected: "After connecting",
};
const STATUSES: Record<SyncRunAnswer["status"], string> = {
  queued: "Queued",
  running: "Running",
  succeeded: "Done",
  failed: "Failed",
  skipped: "Skipped",
};

/**
 * Issue 14 on the channel dashboard: 'Last synced …', the next scheduled run, a quota pause or a
 * refresh that keeps failing, and the sync history (started, finished, videos updated, quota units,
 * error), with the uploads YouTube no longer returns and those beyond the uploads playlist's 20,000.
 * Composed into the dashboard in router.tsx.
 */
export function ChannelSyncPanel({ channelId }: { channelId: string }) {
  const status = useChannelSyncStatus(channelId);
  const data = status.data;
  if (!data) return null;
  return (
    <Card className="gap-4" data-testid="channel-sync-panel">
      <CardHeader>
        <CardTitle className="text-base">YouTube sync</CardTitle>
        <CardDescription className="flex flex-wrap gap-x-4 gap-y-1">
          <span data-testid="last-synced">
            {data.lastSyncedAt ? `Last synced ${formatRelativeTime(data.lastSyncedAt)}` : "Not synced with YouTube yet"}
          </span>
          <span data-testid="next-sync" className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {data.nextRunAt
              ? `Next scheduled sync ${formatRelativeTime(data.nextRunAt)} (${formatDateTime(data.nextRunAt)})`
              : data.schedule
                ? "Not synced on a schedule: the channel has no YouTube address"
                : "Scheduled syncs are off (SYNC_SCHEDULE=off)"}
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
            <p className="font-medium">No longer on YouTube</p>
            <p className="text-muted-foreground">
              YouTube no longer returns these videos (private or deleted); they stay in the library with their last
              figures.
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
          <p className="text-muted-foreground text-sm">No syncs yet.</p>
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
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Sync history</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Started
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Finished
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Videos updated
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Quota units
            </th>
            <th scope="col" className="py-1 font-medium">
              Error
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} className="border-t align-top" data-testid="sync-run">
              <td className="py-1.5 pr-3 whitespace-nowrap">
                {formatDateTime(run.startedAt ?? run.queuedAt)}
                <div className="text-muted-foreground text-xs">{TRIGGERS[run.trigger]}</div>
              </td>
              <td className="py-1.5 pr-3 whitespace-nowrap">{formatDateTime(run.finishedAt)}</td>
              <td className="py-1.5 pr-3">
                <Badge variant={run.status === "failed" ? "destructive" : "secondary"}>{STATUSES[run.status]}</Badge>
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums">
                {run.videosUpdated ?? "—"}
                {(run.videosImported ?? 0) > 0 && (
                  <div className="text-muted-foreground text-xs">+{run.videosImported} new</div>
                )}
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{run.quotaUnits}</td>
              <td className="py-1.5">
                {run.error ?? ""}
                {run.unavailableVideos.length > 0 && (
                  <div className="text-muted-foreground text-xs">
                    No longer on YouTube (private or deleted): {run.unavailableVideos.map((v) => v.title).join(", ")}
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
