import { Settings2, Wand2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { Slider } from "@/components/ui/slider.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { DEFAULT_LANGUAGE } from "../../../../shared/languages.ts";
import { lengthUnit, targetLength } from "../../../../shared/length.ts";
import type { ScriptConfig } from "../../../../shared/schemas/studio.ts";
import {
  DURATION_MAX,
  DURATION_MIN,
  DURATION_STEP,
  SCRIPT_FORMATS,
  type ScriptFormat,
  TONES,
  type Tone,
} from "../../../../shared/studio-values.ts";
import { useStudioLabels } from "../hooks/use-studio-labels.ts";
import { LanguagePicker } from "./language-picker.tsx";

type SwitchKey = "includeHooks" | "includeCTA" | "includeTransitions";
const SWITCHES: SwitchKey[] = ["includeHooks", "includeCTA", "includeTransitions"];

/**
 * The shadcn Slider doesn't pass props to its thumb (the element with role slider), so its name and
 * spoken value are set on the thumb here.
 */
function DurationSlider({ value, onChange }: { value: number; onChange: (minutes: number) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const label = useStudioLabels().duration(value);
  useEffect(() => {
    const thumb = container.current?.querySelector('[role="slider"]');
    thumb?.setAttribute("aria-labelledby", "duration-label");
    thumb?.setAttribute("aria-valuetext", label);
  }, [label]);
  return (
    <div ref={container}>
      <Slider
        min={DURATION_MIN}
        max={DURATION_MAX}
        step={DURATION_STEP}
        value={[value]}
        onValueChange={([minutes]) => onChange(minutes)}
      />
    </div>
  );
}

interface ConfigureStepProps {
  config: ScriptConfig;
  /**
   * issue 11: the picked channel's speaking rate and name; without a channel, the language's default rate.
   * `config.language` is the script's language: the member's pick, else the channel's (issue 29).
   */
  channel?: { name: string; wordsPerMinute: number };
  selectedTopics: string[];
  onChange: (config: Partial<ScriptConfig>) => void;
  onGenerate: () => void;
}

/** spec §2 configure step; §9 duration slider 0.5–120 minutes, step 0.5, default 10. */
export function ConfigureStep({ config, channel, selectedTopics, onChange, onGenerate }: ConfigureStepProps) {
  const { t } = useTranslation("studio");
  const labels = useStudioLabels();
  const language = config.language ?? DEFAULT_LANGUAGE;
  // The target in the language's own unit (decision 038): characters for Japanese, Chinese, Thai…
  const length = targetLength(config.duration, language, channel?.wordsPerMinute);
  const unit = lengthUnit(language);
  const switches: Record<SwitchKey, { label: string; hint: string }> = {
    includeHooks: { label: t("Include hooks"), hint: t("An opening that makes viewers keep watching") },
    includeCTA: { label: t("Include call to action"), hint: t("Ask viewers to like, subscribe or comment") },
    includeTransitions: { label: t("Include transitions"), hint: t("Smooth lines between the sections") },
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings2 className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Script Configuration")}</h2>
        </CardTitle>
        <CardDescription>{t("Set the length, tone and format of your script.")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Label id="duration-label">{t("Duration")}</Label>
            <span className="text-sm">
              <span className="font-semibold" data-testid="duration-value">
                {labels.duration(config.duration)}
              </span>
              <span className="text-muted-foreground">
                {" · "}
                {channel
                  ? t(
                      "about {unit, select, characters {{length, plural, one {# character} other {# characters}}} other {{length, plural, one {# word} other {# words}}}} at {channel}'s {rate} words a minute",
                      { unit, length, channel: channel.name, rate: channel.wordsPerMinute },
                    )
                  : t(
                      "about {unit, select, characters {{length, plural, one {# character} other {# characters}}} other {{length, plural, one {# word} other {# words}}}}",
                      { unit, length },
                    )}
              </span>
            </span>
          </div>
          <DurationSlider value={config.duration} onChange={(duration) => onChange({ duration })} />
          <div className="flex justify-between text-muted-foreground text-xs">
            <span>{labels.duration(DURATION_MIN)}</span>
            <span>{labels.duration(DURATION_MAX)}</span>
          </div>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <LanguagePicker value={language} onChange={(picked) => onChange({ language: picked })} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="config-tone">{t("Tone")}</Label>
            <Select value={config.tone} onValueChange={(tone) => onChange({ tone: tone as Tone })}>
              <SelectTrigger id="config-tone" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TONES.map((tone) => (
                  <SelectItem key={tone} value={tone}>
                    {labels.tones[tone]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="config-format">{t("Script format")}</Label>
            <Select
              value={config.scriptType}
              onValueChange={(scriptType) => onChange({ scriptType: scriptType as ScriptFormat })}
            >
              <SelectTrigger id="config-format" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SCRIPT_FORMATS.map((format) => (
                  <SelectItem key={format} value={format}>
                    {labels.formats[format]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <div className="grid gap-3 sm:grid-cols-3">
          {SWITCHES.map((key) => (
            <div key={key} className="flex items-start justify-between gap-3 rounded-lg border p-3">
              <div className="grid min-w-0 gap-1">
                <Label htmlFor={`config-${key}`}>{switches[key].label}</Label>
                <p className="text-muted-foreground text-xs">{switches[key].hint}</p>
              </div>
              <Switch
                id={`config-${key}`}
                checked={config[key]}
                onCheckedChange={(checked) => onChange({ [key]: checked })}
              />
            </div>
          ))}
        </div>

        <Separator />

        <div className="grid gap-2">
          <h3 className="font-medium text-sm">
            {t("Selected topics")} <span className="text-muted-foreground">({selectedTopics.length})</span>
          </h3>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("Selected topics")}>
            {selectedTopics.map((topic) => (
              <li key={topic}>
                <Badge variant="secondary" className="whitespace-normal text-left">
                  {topic}
                </Badge>
              </li>
            ))}
          </ul>
        </div>

        <div className="flex justify-end">
          <Button onClick={onGenerate} className="w-full sm:w-auto">
            <Wand2 aria-hidden="true" />
            {t("Generate Script")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
