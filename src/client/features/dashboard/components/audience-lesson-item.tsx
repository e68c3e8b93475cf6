import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LessonView } from "../../../../shared/schemas/audience-lessons.ts";

/**
 * One lesson from the channel's audience: what to do, the evidence, how sure it is (its n, the
 * difference between the two groups against their spread) and the videos behind it, each a link to
 * its page. The words come from the server's catalogue messages, in the interface's language.
 */
export function AudienceLessonItem({ lesson }: { lesson: LessonView }) {
  const { t } = useTranslation("dashboard");
  const server = (text: LessonView["text"]["title"]) => t(text.message, { ...text.values, ns: "server" });
  const titleId = `audience-lesson-${lesson.id}`;
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border p-4" data-testid="audience-lesson">
      <div className="grid gap-1">
        <h4 id={titleId} className="break-words font-medium">
          {server(lesson.text.title)}
        </h4>
        <p className="break-words text-muted-foreground text-sm">{server(lesson.text.detail)}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm" aria-label={t("How sure this lesson is")}>
        <div className="grid gap-0.5 rounded-md bg-muted/50 p-2">
          <dt className="text-muted-foreground text-xs">{t("Videos (n)")}</dt>
          <dd className="font-semibold tabular-nums" data-testid="audience-lesson-n">
            {lesson.n}
          </dd>
        </div>
        <div className="grid gap-0.5 rounded-md bg-muted/50 p-2">
          <dt className="text-muted-foreground text-xs">{t("Difference")}</dt>
          <dd className="font-semibold tabular-nums">{t("{points, number} points", { points: lesson.difference })}</dd>
        </div>
        <div className="grid gap-0.5 rounded-md bg-muted/50 p-2">
          <dt className="text-muted-foreground text-xs">{t("Spread")}</dt>
          <dd className="font-semibold tabular-nums" data-testid="audience-lesson-spread">
            {t("±{points, number} points", { points: lesson.spread })}
          </dd>
        </div>
      </dl>
      <ul className="grid gap-1 text-sm" aria-label={t("The two groups compared")}>
        {lesson.groups.map((group, index) => (
          <li key={group.label} className="flex flex-wrap justify-between gap-x-3">
            <span className="min-w-0 break-words">{server(lesson.text.groups[index])}</span>
            <span className="text-muted-foreground tabular-nums">
              {t("mean {mean, number} (n = {n})", { mean: group.mean, n: group.n })}
            </span>
          </li>
        ))}
      </ul>
      <div className="grid gap-1">
        <h5 className="text-muted-foreground text-xs">
          {t("{n, plural, one {The video behind it} other {The # videos behind it}}", { n: lesson.videos.length })}
        </h5>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm" data-testid="audience-lesson-videos">
          {lesson.videos.map((video) => (
            <li key={video.id} className="min-w-0">
              <Link
                to={`/video/${encodeURIComponent(video.id)}`}
                className="break-words rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {video.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
