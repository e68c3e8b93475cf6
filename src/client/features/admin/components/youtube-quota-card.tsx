import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Progress } from "@/components/ui/progress.tsx";
import { useYouTubeQuota } from "../api/get-youtube-quota.ts";

const units = (n: number) => n.toLocaleString("en-US");

/** The admin panel's 'YouTube quota today': units spent of YOUTUBE_DAILY_QUOTA, reset at midnight Pacific time. */
export function YouTubeQuotaCard() {
  const quota = useYouTubeQuota();
  const data = quota.data;
  if (!data) return null;
  const share = Math.min(100, Math.round((data.unitsSpent / data.dailyQuota) * 100));
  return (
    <Card className="gap-3" data-testid="youtube-quota">
      <CardHeader>
        <CardTitle className="text-base">YouTube quota today</CardTitle>
        <CardDescription>
          Resets at midnight Pacific time ({new Date(data.resetsAt).toLocaleString("en", { timeStyle: "short" })} your
          time)
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-sm" data-testid="youtube-quota-used">
          {units(data.unitsSpent)} of {units(data.dailyQuota)} units used ({share}%)
        </p>
        <Progress value={share} aria-label="YouTube quota used today" />
        {data.exceeded && (
          <p role="alert" className="text-destructive text-sm">
            YouTube answered that the quota is used up: syncing is paused until the reset.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
