import { Settings2, Wand2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { Slider } from "@/components/ui/slider.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { formatLength, targetLength } from "../../../../shared/length.ts";
import type { ScriptConfig } from "../../../../shared/schemas/studio.ts";
import { formatDurationLabel } from "../../../../shared/studio.ts";
import {
  DURATION_MAX,
  DURATION_MIN,
  DURATION_STEP,
  SCRIPT_FORMAT_LABELS,
  SCRIPT_FORMATS,
  type ScriptFormat,
  TONE_LABELS,
  TONES,
  type Tone,
} from "../../../../shared/studio-values.ts";
import { ChannelLessons } from "./channel-lessons.tsx";

const SWITCHES: Array<{ key: "includeHooks" | "includeCTA" | "includeTransitions"; label: string; hint: string }> = [
  { key: "includeHooks", label: "Include hooks", hint: "An opening that makes viewers keep watching" },
  { key: "includeCTA", label: "Include call to action", hint: "Ask viewers to like, subscribe or comment" },
  { key: "includeTransitions", label: "Include transitions", hint: "Smooth lines between the sections" },
];

/**
 * The shadcn Slider doesn't pass props to its thumb (the element with role slider), so its name and
 * spoken value are set on the thumb here.
 */
function DurationSlider({ value, onChange }: { value: number; onChange: (minutes: number) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const label = formatDurationLabel(value);
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
  /** issue 11: the picked channel's speaking rate and name; without a channel, 150 words a minute. */
  channel?: { id: string; name: string; wordsPerMinute: number };
  selectedTopics: string[];
  onChange: (config: Partial<ScriptConfig>) => void;
  onGenerate: () => void;
}

/** spec §2 configure step; §9 duration slider 0.5–120 minutes, step 0.5, default 10. */
export function ConfigureStep({ config, channel, selectedTopics, onChange, onGenerate }: ConfigureStepProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings2 className="size-5 text-primary" aria-hidden="true" />
          <h2>Script Configuration</h2>
        </CardTitle>
        <CardDescription>Set the length, tone and format of your script.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Label id="duration-label">Duration</Label>
            <span className="text-sm">
              <span className="font-semibold" data-testid="duration-value">
                {formatDurationLabel(config.duration)}
              </span>
              <span className="text-muted-foreground">
                {" "}
                · about{" "}
                {formatLength(targetLength(config.duration, config.language, channel?.wordsPerMinute), config.language)}
                {channel && ` at ${channel.name}'s ${channel.wordsPerMinute} words a minute`}
              </span>
            </span>
          </div>
          <DurationSlider value={config.duration} onChange={(duration) => onChange({ duration })} />
          <div className="flex justify-between text-muted-foreground text-xs">
            <span>{formatDurationLabel(DURATION_MIN)}</span>
            <span>{formatDurationLabel(DURATION_MAX)}</span>
          </div>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="config-tone">Tone</Label>
            <Select value={config.tone} onValueChange={(tone) => onChange({ tone: tone as Tone })}>
              <SelectTrigger id="config-tone" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TONES.map((tone) => (
                  <SelectItem key={tone} value={tone}>
                    {TONE_LABELS[tone]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="config-format">Script format</Label>
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
                    {SCRIPT_FORMAT_LABELS[format]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <div className="grid gap-3 sm:grid-cols-3">
          {SWITCHES.map((item) => (
            <div key={item.key} className="flex items-start justify-between gap-3 rounded-lg border p-3">
              <div className="grid gap-1">
                <Label htmlFor={`config-${item.key}`}>{item.label}</Label>
                <p className="text-muted-foreground text-xs">{item.hint}</p>
              </div>
              <Switch
                id={`config-${item.key}`}
                checked={config[item.key]}
                onCheckedChange={(checked) => onChange({ [item.key]: checked })}
              />
            </div>
          ))}
        </div>

        <ChannelLessons channelId={channel?.id} config={config} onChange={onChange} />

        <Separator />

        <div className="grid gap-2">
          <h3 className="font-medium text-sm">
            Selected topics <span className="text-muted-foreground">({selectedTopics.length})</span>
          </h3>
          <ul className="flex flex-wrap gap-1.5" aria-label="Selected topics">
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
            Generate Script
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
