import { Minus, Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { chapterProblems, formatTimestamp, parseTimestamp } from "../../../../shared/packaging-rules.ts";
import type { Chapter } from "../../../../shared/schemas/packaging.ts";
import { useRuleText } from "../lib/rule-text.ts";

/** A chapter's start, typed as YouTube writes it (1:05); applied on blur or Enter. */
function TimeInput({
  id,
  seconds,
  label,
  onCommit,
}: {
  id: string;
  seconds: number;
  label: string;
  onCommit: (s: number) => void;
}) {
  const [text, setText] = useState(formatTimestamp(seconds));
  useEffect(() => setText(formatTimestamp(seconds)), [seconds]);
  const parsed = parseTimestamp(text);
  const commit = () => {
    if (parsed === null) setText(formatTimestamp(seconds));
    else if (parsed !== seconds) onCommit(parsed);
  };
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Input
        id={id}
        value={text}
        inputMode="numeric"
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        }}
        aria-invalid={parsed === null}
        className="h-8 w-20 tabular-nums"
      />
    </>
  );
}

/** issue 12 §3: the chapters computed from the script; rename them and nudge their times. */
export function ChaptersList({
  chapters,
  totalSeconds,
  note,
  onChange,
}: {
  chapters: Chapter[];
  /** The script's spoken length, when known: checks the last chapter too. */
  totalSeconds?: number;
  note: string | null;
  onChange: (chapters: Chapter[]) => void;
}) {
  const { t } = useTranslation("packaging");
  const ruleText = useRuleText();
  const id = useId();
  const problems = chapterProblems(chapters, totalSeconds).map(ruleText);
  const set = (index: number, change: Partial<Chapter>) =>
    onChange(chapters.map((c, i) => (i === index ? { ...c, ...change } : c)));
  const nudge = (index: number, by: number) => set(index, { seconds: Math.max(0, chapters[index].seconds + by) });

  return (
    <div className="grid gap-2" aria-labelledby={`${id}-heading`} role="group">
      <h4 id={`${id}-heading`} className="font-medium text-sm">
        {t("Chapters")}
      </h4>
      {chapters.length === 0 ? (
        <p className="text-muted-foreground text-sm" data-testid="chapters-note">
          {note ?? t("No chapters: generate the description to compute them from the script's sections.")}
        </p>
      ) : (
        <ol className="grid gap-1.5">
          {chapters.map((chapter, index) => (
            <li key={index} className="flex items-center gap-1.5">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                disabled={index === 0}
                onClick={() => nudge(index, -1)}
                aria-label={t("Move chapter {n} one second earlier", { n: index + 1 })}
              >
                <Minus aria-hidden="true" />
              </Button>
              <TimeInput
                id={`${id}-time-${index}`}
                seconds={chapter.seconds}
                label={t("Chapter {n} start", { n: index + 1 })}
                onCommit={(seconds) => set(index, { seconds })}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                disabled={index === 0}
                onClick={() => nudge(index, 1)}
                aria-label={t("Move chapter {n} one second later", { n: index + 1 })}
              >
                <Plus aria-hidden="true" />
              </Button>
              <Label htmlFor={`${id}-name-${index}`} className="sr-only">
                {t("Chapter {n} name", { n: index + 1 })}
              </Label>
              <Input
                id={`${id}-name-${index}`}
                value={chapter.title}
                onChange={(event) => set(index, { title: event.target.value })}
                aria-invalid={!chapter.title.trim()}
                className="h-8 min-w-0 flex-1"
              />
            </li>
          ))}
        </ol>
      )}
      {problems.length > 0 ? (
        <ul className="grid gap-0.5 text-destructive text-xs" aria-live="polite">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : (
        chapters.length > 0 && (
          <p className="text-muted-foreground text-xs">
            {t("Meets YouTube's chapter rules: first at 0:00, at least three, ascending, each at least 10 seconds.")}
          </p>
        )
      )}
    </div>
  );
}
