import { ArrowLeft, CircleAlert, RotateCcw, Square, Wand2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Progress } from "@/components/ui/progress.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { lengthUnit, targetLength } from "../../../../shared/length.ts";
import { useStudioLabels } from "../hooks/use-studio-labels.ts";
import { generationMessage } from "../lib/generation-progress.ts";
import { type GenerationState, sectionProgress } from "../lib/script-generation.ts";
import { AppliedLessons } from "./applied-lessons.tsx";
import { GenerationPlan } from "./generation-plan.tsx";
import { WrittenTextChoice } from "./written-text-choice.tsx";

interface GenerateStepProps {
  generation: GenerationState;
  durationMinutes: number;
  /** issue 11: the picked channel's speaking rate (150 without a channel). */
  wordsPerMinute?: number;
  onStart: () => void;
  onCancel: () => void;
  onBack: () => void;
  /** Edit exactly the text written before a cancel or a failure. */
  onKeepPartial: (text: string) => void;
  /** Throw that text away (confirmed) and go back to the configuration. */
  onDiscard: () => void;
}

/**
 * spec §2, §4 generate step: progress, status messages and the text as it streams in; for a planned
 * script its sections and the one being written; after a cancel or a failure, the choice to keep or
 * discard what was written (issue 11).
 */
export function GenerateStep({
  generation,
  durationMinutes,
  wordsPerMinute,
  onStart,
  onCancel,
  onBack,
  onKeepPartial,
  onDiscard,
}: GenerateStepProps) {
  const { status, text, length, language, progress, plan, section, waitingFor } = generation;
  const running = status === "running";
  const stopped = status === "failed" || status === "cancelled";
  const written = text.trim().length > 0;
  const preview = useRef<HTMLDivElement>(null);
  const { t } = useTranslation("studio");
  const labels = useStudioLabels();
  // generationMessage's English lines (spec §4), as the member reads them.
  const messages: Record<string, string> = {
    "Analyzing research data...": t("Analyzing research data..."),
    "Writing compelling content...": t("Writing compelling content..."),
    "Adding hooks and transitions...": t("Adding hooks and transitions..."),
    "Finalizing your script...": t("Finalizing your script..."),
  };
  // In the script's language's unit (decision 038): characters in Japanese, words in Spanish.
  const unit = lengthUnit(language);
  const target = targetLength(durationMinutes, language, wordsPerMinute);

  // Follow the text as it arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new piece of text is what triggers the scroll.
  useEffect(() => {
    const box = preview.current;
    if (box && running) box.scrollTop = box.scrollHeight;
  }, [text, running]);

  const sectionsWritten = plan
    ? t("{complete} of {total} sections complete", {
        complete: plan.filter((_, i) => sectionProgress(generation, i) === "done").length,
        total: plan.length,
      })
    : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wand2 className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("AI Generation")}</h2>
        </CardTitle>
        <CardDescription>
          {t(
            "Target length: {duration} (about {unit, select, characters {{target, plural, one {# character} other {# characters}}} other {{target, plural, one {# word} other {# words}}}}), written from your research and topics.",
            { duration: labels.duration(durationMinutes), target, unit },
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {status === "idle" && !text ? (
          <div className="grid justify-items-center gap-4 rounded-lg border border-dashed px-4 py-8 text-center">
            <p className="max-w-md text-muted-foreground text-sm">{t("Ready to write your script.")}</p>
            <Button onClick={onStart}>
              <Wand2 aria-hidden="true" />
              {t("Generate Script")}
            </Button>
          </div>
        ) : (
          <>
            <div className="grid gap-2">
              <div className="flex items-center justify-between gap-3 text-sm" role="status" aria-live="polite">
                <span className="flex items-center gap-2">
                  {running && <Spinner aria-hidden="true" role="presentation" />}
                  {status === "cancelled" ? (
                    t("Generation cancelled.")
                  ) : status === "failed" ? (
                    t("Generation failed.")
                  ) : waitingFor?.state === "thinking" ? (
                    <span data-testid="model-waiting">{t("The model is thinking…")}</span>
                  ) : waitingFor?.state === "waiting" ? (
                    <BusyProvider retryAt={waitingFor.retryAt} seconds={waitingFor.seconds} />
                  ) : (
                    messages[generationMessage(progress)]
                  )}
                </span>
                <span className="text-muted-foreground tabular-nums">{progress}%</span>
              </div>
              <Progress value={progress} aria-label={t("Script generation progress")} />
              {running && plan && section !== null && (
                <p className="text-muted-foreground text-xs" data-testid="section-under-way">
                  {t("Writing section {section} of {total}: {title}", {
                    section: section + 1,
                    total: plan.length,
                    title: plan[section]?.title ?? "",
                  })}
                </p>
              )}
            </div>
            <AppliedLessons lessons={generation.lessons} />
            <div className={cn("grid gap-4", plan && "lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]")}>
              {plan && <GenerationPlan plan={plan} generation={generation} />}
              <div className="grid min-w-0 content-start gap-2">
                <div
                  ref={preview}
                  dir="auto"
                  className="max-h-[55vh] min-h-40 overflow-y-auto whitespace-pre-wrap break-words rounded-lg border bg-muted/30 p-4 text-sm leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a long script scrolls here; keyboard users must reach it (WCAG 2.1.1).
                  tabIndex={0}
                  data-testid="script-preview"
                  role="region"
                  aria-label={t("Script so far")}
                  aria-busy={running}
                >
                  {text || <span className="text-muted-foreground">{t("Waiting for the first words...")}</span>}
                </div>
                <p className="text-muted-foreground text-xs tabular-nums" data-testid="words-written">
                  {t(
                    "{length, number} of about {unit, select, characters {{target, plural, one {# character} other {# characters}}} other {{target, plural, one {# word} other {# words}}}} written",
                    { length, target, unit },
                  )}
                </p>
              </div>
            </div>
          </>
        )}

        {stopped && written && (
          <WrittenTextChoice
            reason={status}
            length={length}
            unit={unit}
            sections={sectionsWritten}
            onKeep={() => onKeepPartial(text)}
            onDiscard={onDiscard}
          />
        )}
        {stopped && !written && (
          <div className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <span>
              {status === "cancelled"
                ? t(
                    "You stopped the generation before any text was written. Try again, or go back to change the configuration.",
                  )
                : t(
                    "The script could not be written before any text was written. Try again, or go back to change the configuration.",
                  )}
            </span>
          </div>
        )}

        {/* Once text is written, leaving goes through Keep or Discard, so nothing is lost by a stray click. */}
        {!running && !(stopped && written) && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="ghost" onClick={onBack}>
              <ArrowLeft aria-hidden="true" />
              {t("Back to configuration")}
            </Button>
            {stopped && (
              <Button onClick={onStart}>
                <RotateCcw aria-hidden="true" />
                {t("Try again")}
              </Button>
            )}
          </div>
        )}
        {running && (
          <div className="flex justify-end">
            <Button variant="outline" onClick={onCancel}>
              <Square aria-hidden="true" />
              {t("Cancel")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * "The provider is busy — trying again in N s", counting down to the retry. Screen readers hear the
 * sentence once, with the wait as it was announced; the count itself is only seen.
 */
function BusyProvider({ retryAt, seconds }: { retryAt: number; seconds: number }) {
  const { t } = useTranslation("studio");
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((retryAt - now) / 1000));
  return (
    <span data-testid="model-waiting">
      <Trans
        t={t}
        i18nKey="The provider is busy — trying again in <seen>{left}</seen><heard>{seconds}</heard> s"
        values={{ left, seconds }}
        components={{ seen: <span aria-hidden="true" />, heard: <span className="sr-only" /> }}
      />
    </span>
  );
}
