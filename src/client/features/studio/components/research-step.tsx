import { zodResolver } from "@hookform/resolvers/zod";
import { Search, Sparkles } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Progress } from "@/components/ui/progress.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { type ResearchInput, researchInputSchema } from "../../../../shared/schemas/studio.ts";
import { NICHES } from "../../../../shared/studio-values.ts";
import { useStudioLabels } from "../hooks/use-studio-labels.ts";
import { RESEARCH_PROGRESS } from "../lib/studio-steps.ts";
import type { ResearchFields, ResearchFormValues } from "../lib/studio-work.ts";

type FormValues = z.input<typeof researchInputSchema>;

/** 'Try Demo Workflow' (spec §2): research starts with these sample values. */
export const DEMO_RESEARCH: ResearchInput = {
  niche: "Technology & AI",
  topic: "AI-powered time management",
  angle: "Practical tools anyone can start using today",
  targetAudience: "Busy professionals who are new to AI",
};

interface ResearchStepProps {
  values: ResearchFormValues;
  isResearching: boolean;
  onChange: (values: ResearchFields) => void;
  onResearch: (input: ResearchInput) => void;
  /** issue 11: the optional channel pick, shown above the research inputs. */
  channelPicker?: ReactNode;
  /** Research stops passing the idea's material to the model (decision 035). */
  onLeaveOutIdea: () => void;
}

/** spec §2 research step: niche and topic required, angle and target audience optional. */
export function ResearchStep({
  values,
  isResearching,
  onChange,
  onResearch,
  channelPicker,
  onLeaveOutIdea,
}: ResearchStepProps) {
  const { t } = useTranslation("studio");
  const { niches } = useStudioLabels();
  const form = useForm<FormValues, unknown, ResearchInput>({
    resolver: zodResolver(researchInputSchema),
    defaultValues: {
      niche: values.niche || undefined,
      topic: values.topic,
      angle: values.angle,
      targetAudience: values.targetAudience,
    },
  });
  const { errors } = form.formState;

  // The inputs are part of the work in progress that survives a reload.
  useEffect(() => {
    const subscription = form.watch((next) =>
      onChange({
        niche: next.niche ?? "",
        topic: next.topic ?? "",
        angle: next.angle ?? "",
        targetAudience: next.targetAudience ?? "",
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const startDemo = () => {
    onLeaveOutIdea();
    form.reset(DEMO_RESEARCH);
    onChange({
      ...DEMO_RESEARCH,
      angle: DEMO_RESEARCH.angle ?? "",
      targetAudience: DEMO_RESEARCH.targetAudience ?? "",
    });
    onResearch(DEMO_RESEARCH);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Search className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Research & Concept")}</h2>
        </CardTitle>
        <CardDescription>
          {t("Tell the studio what your video is about. It researches the audience, key points and hooks for you.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onResearch)} noValidate className="grid gap-5">
          {channelPicker && <div className="sm:w-1/2 sm:pr-2.5">{channelPicker}</div>}
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="research-niche">{t("Niche")}</Label>
              <Controller
                control={form.control}
                name="niche"
                render={({ field }) => (
                  <Select value={field.value ?? ""} onValueChange={field.onChange} disabled={isResearching}>
                    <SelectTrigger
                      id="research-niche"
                      className="w-full"
                      onBlur={field.onBlur}
                      aria-invalid={Boolean(errors.niche)}
                      aria-describedby={errors.niche ? "research-niche-error" : undefined}
                    >
                      <SelectValue placeholder={t("Choose a niche")} />
                    </SelectTrigger>
                    <SelectContent>
                      {NICHES.map((niche) => (
                        <SelectItem key={niche} value={niche}>
                          {niches[niche]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              <FieldError id="research-niche-error" message={errors.niche?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="research-topic">{t("Topic")}</Label>
              <Input
                id="research-topic"
                placeholder={t("e.g. Morning routines that actually stick")}
                disabled={isResearching}
                aria-invalid={Boolean(errors.topic)}
                aria-describedby={errors.topic ? "research-topic-error" : undefined}
                {...form.register("topic")}
              />
              <FieldError id="research-topic-error" message={errors.topic?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="research-angle">
                {t("Angle")} <span className="font-normal text-muted-foreground">{t("(optional)")}</span>
              </Label>
              <Input
                id="research-angle"
                placeholder={t("e.g. Science-backed, no fluff")}
                disabled={isResearching}
                aria-invalid={Boolean(errors.angle)}
                {...form.register("angle")}
              />
              <FieldError message={errors.angle?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="research-audience">
                {t("Target audience")} <span className="font-normal text-muted-foreground">{t("(optional)")}</span>
              </Label>
              <Input
                id="research-audience"
                placeholder={t("e.g. Students and young professionals")}
                disabled={isResearching}
                aria-invalid={Boolean(errors.targetAudience)}
                {...form.register("targetAudience")}
              />
              <FieldError message={errors.targetAudience?.message} />
            </div>
          </div>

          {values.ideaId && (
            <div
              className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              data-testid="idea-material"
            >
              <p>
                {t(
                  "From an idea: its notes and the outlier it comes from (title, description and tags) go to the model with this research.",
                )}
              </p>
              <Button type="button" variant="outline" size="sm" onClick={onLeaveOutIdea} disabled={isResearching}>
                {t("Leave out")}
              </Button>
            </div>
          )}

          {isResearching && (
            <div className="grid gap-2" role="status">
              <div className="flex items-center justify-between text-sm">
                <span className="text-muted-foreground">{t("Researching your topic...")}</span>
                <span className="text-muted-foreground tabular-nums">{RESEARCH_PROGRESS}%</span>
              </div>
              <Progress value={RESEARCH_PROGRESS} aria-label={t("Research progress")} />
            </div>
          )}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="outline"
              onClick={startDemo}
              disabled={isResearching}
              data-testid="demo-workflow"
            >
              <Sparkles aria-hidden="true" />
              {t("Try Demo Workflow")}
            </Button>
            <Button type="submit" disabled={isResearching}>
              {isResearching ? <Spinner aria-hidden="true" role="presentation" /> : <Search aria-hidden="true" />}
              {isResearching ? t("Researching...") : t("Start Research")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function FieldError({ id, message }: { id?: string; message?: string }) {
  const { t } = useTranslation("studio");
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      {/* The schema's message, marked with msg() in src/shared: the "server" catalogue holds it. */}
      {t(message)}
    </p>
  );
}
