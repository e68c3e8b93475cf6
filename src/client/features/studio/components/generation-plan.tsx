import { Check, Circle, CircleSlash, PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import type { PlannedSection } from "../../../../shared/schemas/studio.ts";
import type { SectionRole } from "../../../../shared/studio-values.ts";
import { type GenerationState, type SectionProgress, sectionProgress } from "../lib/script-generation.ts";

/**
 * The planned sections of a long script in the order they are spoken (issue 11): title, role and word
 * budget, and which are written, which is being written and which are still to come.
 */
export function GenerationPlan({
  plan,
  generation,
}: {
  plan: PlannedSection[];
  generation: Pick<GenerationState, "status" | "section">;
}) {
  const written = plan.filter((_, i) => sectionProgress(generation, i) === "done").length;
  const { t } = useTranslation("studio");
  const roles: Record<SectionRole, string> = {
    hook: t("Hook"),
    intro: t("Intro"),
    body: t("Topic"),
    transition: t("Transition"),
    cta: t("Call to action"),
  };
  const states: Record<SectionProgress, string> = {
    done: t("written"),
    writing: t("being written"),
    stopped: t("stopped part-way"),
    waiting: t("to come"),
  };
  return (
    <section aria-labelledby="generation-plan-title" className="grid content-start gap-2">
      <h3 id="generation-plan-title" className="font-medium text-sm">
        {t("Plan: {sections, plural, one {# section} other {# sections}}", { sections: plan.length })}{" "}
        <span className="font-normal text-muted-foreground">{t("({written} written)", { written })}</span>
      </h3>
      {/* A long plan scrolls: focusable, so keyboard users can scroll it too. */}
      <ol
        className="grid max-h-[55vh] gap-1 overflow-y-auto rounded-md pr-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-labelledby="generation-plan-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        data-testid="generation-plan"
      >
        {plan.map((section, index) => {
          const state = sectionProgress(generation, index);
          return (
            <li
              // The plan never changes while it is shown, so its order is its identity (titles may repeat).
              key={index}
              data-state={state}
              aria-current={state === "writing" ? "step" : undefined}
              className={cn(
                "flex items-start gap-2 rounded-md px-2 py-1.5 text-sm",
                state === "writing" && "bg-primary/10",
                state === "waiting" && "text-muted-foreground",
              )}
            >
              <SectionIcon state={state} />
              <span className="grid min-w-0 gap-0.5">
                <span className="break-words font-medium leading-snug">{section.title}</span>
                <span className="text-muted-foreground text-xs">
                  {t("{role} · about {words, plural, one {# word} other {# words}}", {
                    role: roles[section.role],
                    words: section.words,
                  })}
                  <span className="sr-only">, {states[state]}</span>
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function SectionIcon({ state }: { state: SectionProgress }) {
  const className = "mt-0.5 size-4 shrink-0";
  if (state === "done") return <Check className={cn(className, "text-primary")} aria-hidden="true" />;
  if (state === "writing")
    return <PenLine className={cn(className, "animate-pulse text-primary")} aria-hidden="true" />;
  if (state === "stopped") return <CircleSlash className={cn(className, "text-destructive")} aria-hidden="true" />;
  return <Circle className={className} aria-hidden="true" />;
}
