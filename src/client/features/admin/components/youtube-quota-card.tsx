import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Progress } from "@/components/ui/progress.tsx";
import { activeLanguage } from "@/lib/i18n.ts";
import { useYouTubeQuota } from "../api/get-youtube-quota.ts";

const units = (n: number) => n.toLocaleString(activeLanguage());

/** The admin panel's 'YouTube quota today': units spent of YOUTUBE_DAILY_QUOTA, reset at midnight Pacific time. */
export function YouTubeQuotaCard() {
  const { t } = useTranslation("admin");
  const quota = useYouTubeQuota();
  const data = quota.data;
  if (!data) return null;
  const share = Math.min(100, Math.round((data.unitsSpent / data.dailyQuota) * 100));
  return (
    <Card className="gap-3" data-testid="youtube-quota">
      <CardHeader>
        <CardTitle className="text-base">{t("YouTube quota today")}</CardTitle>
        <CardDescription>
          {t("Resets at midnight Pacific time ({time} your time)", {
            time: new Date(data.resetsAt).toLocaleString(activeLanguage(), { timeStyle: "short" }),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-sm" data-testid="youtube-quota-used">
          {t("{spent} of {quota} units used ({share}%)", {
            spent: units(data.unitsSpent),
            quota: units(data.dailyQuota),
            share,
          })}
        </p>
        <Progress value={share} aria-label={t("YouTube quota used today")} />
        {data.exceeded && (
          <p role="alert" className="text-destructive text-sm">
            {t("YouTube answered that the quota is used up: syncing is paused until the reset.")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
