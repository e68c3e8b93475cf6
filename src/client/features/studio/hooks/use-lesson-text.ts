import { useTranslation } from "react-i18next";
import type { LessonView } from "../../../../shared/schemas/audience-lessons.ts";

// issue 30: a lesson in the member's language, from its figures (the server words it in English for
// the prompts). One message per sentence; the section kind is an ICU select inside it.

export interface LessonText {
  /** What to do ("Keep the hook under 40 words"). */
  title: string;
  /** The evidence, with its n. */
  detail: string;
}

/** Words a lesson in the interface's language. */
export function useLessonText(): (lesson: LessonView) => LessonText {
  const { t } = useTranslation("studio");
  return lessonText;

  function lessonText(lesson: LessonView): LessonText {
    const points = lesson.difference;
    const videos = lesson.n;
    if (lesson.id === "hook-length") {
      const words = lesson.cut ?? lesson.apply.hookMaxWords ?? 0;
      return lesson.shorter === false
        ? {
            title: t("Give the hook more than {words} words", { words }),
            detail: t("Your videos with longer hooks hold {points, number} points more at 30 s (n = {videos})", {
              points,
              videos,
            }),
          }
        : {
            title: t("Keep the hook under {words} words", { words }),
            detail: t("Your videos with short hooks hold {points, number} points more at 30 s (n = {videos})", {
              points,
              videos,
            }),
          };
    }
    if (lesson.id === "section-kind") {
      const kind = lesson.apply.shortKind ?? "body";
      return {
        title: t(
          "Shorten and tighten {kind, select, hook {hook} intro {intro} sponsor {sponsor} conclusion {conclusion} cta {call to action} other {main part}} sections",
          { kind },
        ),
        detail: t(
          "{kind, select, hook {Hook} intro {Intro} sponsor {Sponsor} conclusion {Conclusion} cta {Call to action} other {Main part}} sections lose the most viewers: {worst, number} points a minute against {others, number} in your other sections (n = {videos})",
          { kind, worst: lesson.groups[0].mean, others: lesson.groups[1].mean, videos },
        ),
      };
    }
    const minutes = lesson.cut ?? 0;
    return lesson.shorter === false
      ? {
          title: t("Longer videos keep their viewers"),
          detail: t("Your longer videos keep {points, number} points more viewers to the end (n = {videos})", {
            points,
            videos,
          }),
        }
      : {
          title: t("Aim for under {minutes, number} minutes", { minutes }),
          detail: t("Your shorter videos keep {points, number} points more viewers to the end (n = {videos})", {
            points,
            videos,
          }),
        };
  }
}
