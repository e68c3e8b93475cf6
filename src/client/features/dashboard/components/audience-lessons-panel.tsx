import { Download, Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useChannelLessons } from "@/api/get-channel-lessons.ts";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { audienceLessonsCsvUrl } from "../api/audience-lessons-csv.ts";
import { AudienceLessonItem } from "./audience-lesson-item.tsx";

/**
 * "What your audience tells you" (decision 043): lessons across the channel's published videos that
 * have both a retention curve and a script, plain statistics shown only when the difference is larger
 * than the spread. Below the minimum it says how many more videos are needed; the figures behind the
 * lessons download as CSV, one row per section per video.
 */
export function AudienceLessonsPanel({ channelId }: { channelId: string }) {
  const { t } = useTranslation("dashboard");
  const query = useChannelLessons(channelId);
  const data = query.data;

  return (
    <Card
      className="min-w-0 gap-4"
      aria-labelledby="audience-lessons-title"
      data-testid="audience-lessons"
      role="region"
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <h3 id="audience-lessons-title">{t("What your audience tells you")}</h3>
        </CardTitle>
        <CardDescription>
          {t(
            "Plain statistics from your published videos that have a retention curve and a script. A lesson shows only when its difference is larger than its spread.",
          )}
        </CardDescription>
        {data && data.rows.length > 0 && (
          <CardAction>
            <Button asChild variant="outline" size="sm">
              <a href={audienceLessonsCsvUrl(channelId)} download data-testid="audience-lessons-csv">
                <Download aria-hidden="true" />
                {t("Download CSV")}
              </a>
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        {query.isPending ? (
          <Skeleton className="h-24 rounded-lg" role="status" aria-label={t("Loading lessons")} />
        ) : query.isError || !data ? (
          <LoadError title={t("Could not load the lessons")} error={query.error} onRetry={() => query.refetch()} />
        ) : data.needed > 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="audience-lessons-needed">
            {t(
              "Lessons appear once {needed, plural, one {# more published video has} other {# more published videos have}} a retention curve and a script ({videos} of {minimum} so far).",
              { needed: data.needed, videos: data.videos, minimum: data.minimum },
            )}
          </p>
        ) : data.lessons.length === 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="audience-lessons-empty">
            {t(
              "No clear lesson yet: across your {videos} videos with a curve and a script, every difference is smaller than its spread.",
              { videos: data.videos },
            )}
          </p>
        ) : (
          <ul className="grid min-w-0 gap-3 lg:grid-cols-2" aria-label={t("Lessons")}>
            {data.lessons.map((lesson) => (
              <AudienceLessonItem key={lesson.id} lesson={lesson} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
