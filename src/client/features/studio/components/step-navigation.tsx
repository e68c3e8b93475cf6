import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Progress } from "@/components/ui/progress.tsx";
import { cn } from "@/lib/cn.ts";
import { canGoToStep, STUDIO_STEPS, type StudioStep, stepIndex, stepProgress } from "../lib/studio-steps.ts";

/** spec §2: five steps with 20–100 % progress; the current and earlier steps can be clicked. */
export function StepNavigation({ current, onSelect }: { current: StudioStep; onSelect: (step: StudioStep) => void }) {
  const currentIndex = stepIndex(current);
  const progress = stepProgress(current);
  const { t } = useTranslation("studio");
  const titles: Record<StudioStep, string> = {
    research: t("Research & Concept"),
    topics: t("Topic Selection"),
    configure: t("Script Configuration"),
    generate: t("AI Generation"),
    edit: t("Edit & Export"),
  };
  return (
    <nav aria-label={t("Studio steps")} className="grid gap-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium">
          {t("Step {step} of {total}: {title}", {
            step: currentIndex + 1,
            total: STUDIO_STEPS.length,
            title: titles[current],
          })}
        </span>
        <span className="text-muted-foreground tabular-nums">{progress}%</span>
      </div>
      <Progress value={progress} aria-label={t("Studio progress")} />
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {STUDIO_STEPS.map((step, index) => {
          const reachable = canGoToStep(current, step.id);
          const isCurrent = step.id === current;
          const done = index < currentIndex;
          return (
            <li key={step.id} className="min-w-0">
              <button
                type="button"
                onClick={() => onSelect(step.id)}
                disabled={!reachable}
                aria-current={isCurrent ? "step" : undefined}
                className={cn(
                  "group flex w-full flex-col items-center gap-1.5 rounded-lg px-1 py-2 text-center outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:gap-2 sm:px-2 sm:text-left",
                  reachable ? "cursor-pointer hover:bg-accent" : "cursor-not-allowed opacity-60",
                )}
              >
                <span
                  className={cn(
                    "flex size-7 shrink-0 items-center justify-center rounded-full border font-semibold text-xs tabular-nums",
                    isCurrent && "border-primary bg-primary text-primary-foreground",
                    done && "border-primary/40 bg-primary/10 text-primary",
                    !isCurrent && !done && "text-muted-foreground",
                  )}
                  aria-hidden="true"
                >
                  {done ? <Check className="size-3.5" /> : index + 1}
                </span>
                <span
                  className={cn(
                    "sr-only min-w-0 text-sm leading-tight sm:not-sr-only",
                    isCurrent ? "font-medium text-foreground" : "text-muted-foreground",
                  )}
                >
                  {titles[step.id]}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
