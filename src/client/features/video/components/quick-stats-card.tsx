import { Gauge } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { formatCompact } from "@/lib/format-date.ts";
import { activeLanguage } from "@/lib/i18n.ts";
import { formatComments, formatEngagementRate, formatLikes, NOT_AVAILABLE } from "../../../../shared/format.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { figureWords } from "./figure-words.ts";
import { VideoThumbnail } from "./video-thumbnail.tsx";

/**
 * spec §2 Quick Stats: thumbnail, views, likes, comments and engagement rate; 'N/A' without metrics.
 * A like count YouTube hides shows 'Hidden', comments turned off 'N/A'; the engagement rate then
 * counts the known part and says so (docs/decisions/013-unknown-metrics.md).
 */
export function QuickStatsCard({ video }: { video: VideoDetail }) {
  const { t } = useTranslation("video");
  const { metrics } = video;
  const stats = [
    { label: t("Views"), value: formatCompact(metrics?.views) },
    { label: t("Likes"), value: metrics ? formatLikes(metrics.likes, activeLanguage()) : NOT_AVAILABLE },
    { label: t("Comments"), value: metrics ? formatComments(metrics.comments, activeLanguage()) : NOT_AVAILABLE },
    { label: t("Engagement rate"), value: formatEngagementRate(metrics) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Quick Stats")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <VideoThumbnail youtubeVideoId={video.youtubeVideoId} title={video.title} />
        <dl className="grid grid-cols-2 gap-3" aria-label={t("Quick stats")}>
          {stats.map((stat) => (
            <div key={stat.label} className="grid gap-0.5 rounded-lg bg-muted/50 p-3" data-testid="quick-stat">
              <dt className="text-muted-foreground text-xs">{stat.label}</dt>
              <dd className="font-semibold text-lg tabular-nums">{figureWords(stat.value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
