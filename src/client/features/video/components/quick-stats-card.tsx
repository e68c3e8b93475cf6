import { Gauge } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { formatCompactNumber, formatEngagementRate } from "../../../../shared/format.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { VideoThumbnail } from "./video-thumbnail.tsx";

/** spec §2 Quick Stats: thumbnail, views, likes, comments and engagement rate; 'N/A' without metrics. */
export function QuickStatsCard({ video }: { video: VideoDetail }) {
  const { metrics } = video;
  const stats = [
    { label: "Views", value: formatCompactNumber(metrics?.views) },
    { label: "Likes", value: formatCompactNumber(metrics?.likes) },
    { label: "Comments", value: formatCompactNumber(metrics?.comments) },
    { label: "Engagement rate", value: formatEngagementRate(metrics) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="size-5 text-primary" aria-hidden="true" />
          <h2>Quick Stats</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <VideoThumbnail youtubeVideoId={video.youtubeVideoId} title={video.title} />
        <dl className="grid grid-cols-2 gap-3" aria-label="Quick stats">
          {stats.map((stat) => (
            <div key={stat.label} className="grid gap-0.5 rounded-lg bg-muted/50 p-3" data-testid="quick-stat">
              <dt className="text-muted-foreground text-xs">{stat.label}</dt>
              <dd className="font-semibold text-lg tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
