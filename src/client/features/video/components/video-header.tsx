import { ArrowLeft, CalendarDays, CircleOff, Folder, MonitorPlay } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { formatDate } from "@/lib/format-date.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { StatusSelect } from "./status-select.tsx";

/** Back to the video's folder in the library (issue 3; the spec's /admin is closed to most members). */
export function folderAddress(video: Pick<VideoDetail, "channel" | "folder">): string {
  const params = new URLSearchParams({ channel: video.channel.id, folder: video.folder.id });
  return `/content-library?${params.toString()}`;
}

/**
 * spec §2: channel name, folder name, folder month/year, title and status; and (issue 14 §5) when a
 * sync found the video gone from YouTube, that it is no longer there while its row and figures stay.
 */
export function VideoHeader({ video }: { video: VideoDetail }) {
  const { t } = useTranslation("video");
  return (
    <div className="grid gap-3">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground">
        <Link to={folderAddress(video)} aria-label={t("Back to {folder}", { folder: video.folder.name })}>
          <ArrowLeft aria-hidden="true" />
          {t("Back")}
        </Link>
      </Button>
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
        <div className="flex min-w-0 items-center gap-1.5">
          <dt>
            <MonitorPlay className="size-4" aria-hidden="true" />
            <span className="sr-only">{t("Channel")}</span>
          </dt>
          <dd data-testid="video-channel" className="break-words">
            {video.channel.name}
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-1.5">
          <dt>
            <Folder className="size-4" aria-hidden="true" />
            <span className="sr-only">{t("Folder")}</span>
          </dt>
          <dd data-testid="video-folder" className="break-words">
            {video.folder.name}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays className="size-4" aria-hidden="true" />
            <span className="sr-only">{t("Month")}</span>
          </dt>
          <dd data-testid="video-month">{video.folder.monthLabel}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 flex-1 basis-64 break-words font-bold text-2xl tracking-tight sm:text-3xl">
          {video.title}
        </h1>
        <StatusSelect videoId={video.id} status={video.status} />
      </div>
      {video.noLongerOnYouTube && (
        <p
          role="note"
          data-testid="no-longer-on-youtube"
          className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
        >
          <CircleOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans
              t={t}
              i18nKey="<strong>No longer on YouTube</strong>: since {date} YouTube does not return this video (private, deleted or removed). It stays in the library with its script, notes and last figures."
              values={{ date: formatDate(video.noLongerOnYouTube.since) }}
              components={{ strong: <strong className="font-semibold" /> }}
            />
          </span>
        </p>
      )}
    </div>
  );
}
