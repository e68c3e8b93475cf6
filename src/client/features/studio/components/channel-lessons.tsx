import { Lightbulb } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useChannelLessons } from "@/api/get-channel-lessons.ts";
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { type LessonId, STUDIO_LESSONS_MAX } from "../../../../shared/audience-lessons.ts";
import type { ScriptConfig } from "../../../../shared/schemas/studio.ts";
import { useLessonText } from "../hooks/use-lesson-text.ts";

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * issue 30: the picked channel's strongest lessons from its audience, each with a switch (on until the
 * member turns it off). The ids of those on go into the configuration (`lessons`), which the server
 * checks against the channel's lessons; the switched-off ones are remembered with the draft.
 */
export function ChannelLessons({
  channelId,
  config,
  onChange,
}: {
  channelId: string | undefined;
  config: ScriptConfig;
  onChange: (config: Partial<ScriptConfig>) => void;
}) {
  const { t } = useTranslation("studio");
  const words = useLessonText();
  const query = useChannelLessons(channelId);
  const shown = channelId ? (query.data?.lessons.slice(0, STUDIO_LESSONS_MAX) ?? []) : [];
  const off = config.lessonsOff ?? [];
  const on = shown.filter((lesson) => !off.includes(lesson.id)).map((lesson) => lesson.id);
  const known = !channelId || query.isSuccess;
  const sent = config.lessons ?? [];
  const onKey = on.join();

  useEffect(() => {
    // Once the channel's lessons are known, the configuration carries exactly the ones on.
    if (known && !sameIds(onKey ? onKey.split(",") : [], sent)) {
      onChange({ lessons: (onKey ? onKey.split(",") : []) as LessonId[] });
    }
  }, [known, onKey, sent, onChange]);

  if (!channelId || !query.data) return null;
  const { needed } = query.data;
  if (needed > 0) {
    return (
      <p className="text-muted-foreground text-sm" data-testid="channel-lessons-needed">
        {t(
          "Lessons from your audience appear once {needed, plural, one {# more published video has} other {# more published videos have}} a retention curve and a script.",
          { needed },
        )}
      </p>
    );
  }
  if (shown.length === 0) return null;

  const toggle = (id: LessonId, checked: boolean) =>
    onChange({ lessonsOff: checked ? off.filter((o) => o !== id) : [...off, id] });

  return (
    <section aria-labelledby="channel-lessons-title" className="grid gap-3" data-testid="channel-lessons">
      <div className="grid gap-1">
        <h3 id="channel-lessons-title" className="flex items-center gap-2 font-medium text-sm">
          <Lightbulb className="size-4 text-primary" aria-hidden="true" />
          {t("What your audience tells you")}
        </h3>
        <p className="text-muted-foreground text-xs">
          {t("Lessons from this channel's published videos. Those switched on guide the plan and every section.")}
        </p>
      </div>
      <ul className="grid gap-2">
        {shown.map((lesson) => {
          const text = words(lesson);
          const id = `lesson-${lesson.id}`;
          return (
            <li key={lesson.id} className="flex items-start justify-between gap-3 rounded-lg border p-3">
              <div className="grid gap-1">
                <Label htmlFor={id}>{text.title}</Label>
                <p id={`${id}-detail`} className="text-muted-foreground text-xs">
                  {text.detail}
                </p>
              </div>
              <Switch
                id={id}
                aria-describedby={`${id}-detail`}
                checked={!off.includes(lesson.id)}
                onCheckedChange={(checked) => toggle(lesson.id, checked)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
