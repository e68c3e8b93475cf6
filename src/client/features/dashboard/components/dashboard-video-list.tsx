import { Eye, MessageSquare, ThumbsUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "@/lib/format-date.ts";
import type { DashboardVideo } from "../../../../shared/schemas/dashboard.ts";
import { commentsText, compact, engagementText, likesText } from "../format.ts";

/** Recent Videos and Top Performers: each video with its counts and engagement rate. */
export function DashboardVideoList({
  videos,
  emptyText,
  ranked,
  label,
}: {
  videos: DashboardVideo[];
  emptyText: string;
  ranked?: boolean;
  label: string;
}) {
  const { t } = useTranslation("dashboard");
  if (videos.length === 0) {
    return (
      <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground text-sm">{emptyText}</p>
    );
  }
  return (
    <ol className="divide-y rounded-lg border" aria-label={label}>
      {videos.map((video, index) => (
        <li key={video.id}>
          <Link
            to={`/video/${encodeURIComponent(video.id)}`}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
          >
            {ranked && (
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary text-xs">
                {index + 1}
              </span>
            )}
            <span className="grid min-w-0 flex-1 basis-48">
              <span className="truncate font-medium text-sm">{video.title}</span>
              <span className="text-muted-foreground text-xs">
                {t("Engagement {rate} · {date}", {
                  rate: engagementText(video.metrics),
                  date: formatDate(video.createdAt),
                })}
              </span>
            </span>
            <span className="flex items-center gap-4 text-muted-foreground text-xs tabular-nums">
              <span className="flex items-center gap-1" title={t("Views")}>
                <Eye className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t("Views")}</span>
                {compact(video.metrics.views)}
              </span>
              <span className="flex items-center gap-1" title={t("Likes")}>
                <ThumbsUp className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t("Likes")}</span>
                {likesText(video.metrics.likes)}
              </span>
              <span className="flex items-center gap-1" title={t("Comments")}>
                <MessageSquare className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t("Comments")}</span>
                {commentsText(video.metrics.comments)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
