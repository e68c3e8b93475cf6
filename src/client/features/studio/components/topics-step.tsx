import { ArrowRight, ListChecks, RefreshCw, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Progress } from "@/components/ui/progress.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { TOPICS_PROGRESS } from "../lib/studio-steps.ts";
import type { StudioWork } from "../lib/studio-work.ts";
import { CustomTopics } from "./custom-topics.tsx";

interface TopicsStepProps {
  work: Pick<StudioWork, "topicsView" | "generatedTopics" | "customTopics" | "selectedTopics">;
  isGenerating: boolean;
  onGenerate: () => void;
  onRegenerate: () => void;
  onToggle: (topic: string) => void;
  onAddCustom: (input: string) => boolean;
  onRemoveCustom: (topic: string) => void;
  onContinue: () => void;
}

/** spec §2 topics step: button view, then the suggestions with selection; custom topics. */
export function TopicsStep(props: TopicsStepProps) {
  const { work, isGenerating } = props;
  const selectedCount = work.selectedTopics.length;
  const { t } = useTranslation("studio");
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ListChecks className="size-5 text-primary" aria-hidden="true" />
            <h2>{t("Topic Selection")}</h2>
          </CardTitle>
          <CardDescription>{t("Choose the topics your script should cover.")}</CardDescription>
        </CardHeader>
        <CardContent>
          {work.topicsView === "button" ? (
            <TopicButtonView isGenerating={isGenerating} onGenerate={props.onGenerate} />
          ) : (
            <div className="grid gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-muted-foreground text-sm">
                  {t("{suggestions, plural, one {# suggestion} other {# suggestions}}", {
                    suggestions: work.generatedTopics.length,
                  })}
                </p>
                <Button variant="outline" size="sm" onClick={props.onRegenerate} disabled={isGenerating}>
                  <RefreshCw aria-hidden="true" />
                  {t("Regenerate Topics")}
                </Button>
              </div>
              <ul className="grid gap-2" aria-label={t("Suggested topics")} data-testid="suggested-topics">
                {work.generatedTopics.map((topic, index) => {
                  const id = `topic-${index}`;
                  const checked = work.selectedTopics.includes(topic);
                  return (
                    <li key={`${index}:${topic}`}>
                      <Label
                        htmlFor={id}
                        className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal leading-snug transition-colors hover:bg-accent has-[[data-state=checked]]:border-primary/50 has-[[data-state=checked]]:bg-primary/5"
                      >
                        <Checkbox
                          id={id}
                          checked={checked}
                          onCheckedChange={() => props.onToggle(topic)}
                          className="mt-0.5"
                        />
                        <span>{topic}</span>
                      </Label>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </CardContent>
      </Card>

      <CustomTopics
        topics={work.customTopics}
        selected={work.selectedTopics}
        onAdd={props.onAddCustom}
        onToggle={props.onToggle}
        onRemove={props.onRemoveCustom}
      />

      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {t("{selected, plural, one {# topic selected} other {# topics selected}}", { selected: selectedCount })}
        </p>
        <Button onClick={props.onContinue} disabled={isGenerating} data-testid="continue-to-configure">
          {t("Continue to Configuration")}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

function TopicButtonView({ isGenerating, onGenerate }: { isGenerating: boolean; onGenerate: () => void }) {
  const { t } = useTranslation("studio");
  return (
    <div className="grid justify-items-center gap-4 rounded-lg border border-dashed px-4 py-8 text-center">
      <p className="max-w-md text-muted-foreground text-sm">
        {t("Get topic suggestions based on your research, then pick the ones to include.")}
      </p>
      {isGenerating && (
        <div className="grid w-full max-w-sm gap-2" role="status">
          <div className="flex items-center justify-between text-sm">
            <span className="text-muted-foreground">{t("Generating topic suggestions...")}</span>
            <span className="text-muted-foreground tabular-nums">{TOPICS_PROGRESS}%</span>
          </div>
          <Progress value={TOPICS_PROGRESS} aria-label={t("Topic generation progress")} />
        </div>
      )}
      <Button onClick={onGenerate} disabled={isGenerating}>
        {isGenerating ? <Spinner aria-hidden="true" role="presentation" /> : <Sparkles aria-hidden="true" />}
        {isGenerating ? t("Generating...") : t("Generate Topic Suggestions")}
      </Button>
    </div>
  );
}
