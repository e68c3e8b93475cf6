import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { LessonView } from "../../../../shared/schemas/audience-lessons.ts";
import { useLessonText } from "../hooks/use-lesson-text.ts";

/** issue 30: which of the channel's lessons the writer said it applies to this script. */
export function AppliedLessons({ lessons }: { lessons: LessonView[] }) {
  const { t, i18n } = useTranslation("studio");
  const words = useLessonText();
  if (lessons.length === 0) return null;
  const titles = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
    lessons.map((lesson) => words(lesson).title),
  );
  return (
    <p className="flex items-start gap-2 text-muted-foreground text-sm" data-testid="applied-lessons">
      <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      {t("Applied: {lessons}", { lessons: titles })}
    </p>
  );
}
