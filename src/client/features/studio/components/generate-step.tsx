import { ArrowLeft, CircleAlert, FilePen, RotateCcw, Square, Wand2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Progress } from "@/components/ui/progress.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { countWords, formatDurationLabel, targetWordCount } from "../../../../shared/studio.ts";
import type { GenerationState } from "../hooks/use-script-generation.ts";
import { generationMessage } from "../lib/generation-progress.ts";

interface GenerateStepProps {
  generation: GenerationState;
  durationMinutes: number;
  onStart: () => void;
  onCancel: () => void;
  onBack: () => void;
  /** Edit the text received before a failure or a cancel. */
  onKeepPartial: (text: string) => void;
}

/** spec §2, §4 generate step: progress, status messages and the text as it streams in. */
export function GenerateStep({
  generation,
  durationMinutes,
  onStart,
  onCancel,
  onBack,
  onKeepPartial,
}: GenerateStepProps) {
  const { status, text, progress } = generation;
  const running = status === "running";
  const stopped = status === "failed" || status === "cancelled";
  const preview = useRef<HTMLDivElement>(null);

  // Follow the text as it arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new piece of text is what triggers the scroll.
  useEffect(() => {
    const box = preview.current;
    if (box && running) box.scrollTop = box.scrollHeight;
  }, [text, running]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wand2 className="size-5 text-primary" aria-hidden="true" />
          <h2>AI Generation</h2>
        </CardTitle>
        <CardDescription>
          Target length: {formatDurationLabel(durationMinutes)} (about{" "}
          {targetWordCount(durationMinutes).toLocaleString()} words), written from your research and topics.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {status === "idle" && !text ? (
          <div className="grid justify-items-center gap-4 rounded-lg border border-dashed px-4 py-8 text-center">
            <p className="max-w-md text-muted-foreground text-sm">Ready to write your script.</p>
            <Button onClick={onStart}>
              <Wand2 aria-hidden="true" />
              Generate Script
            </Button>
          </div>
        ) : (
          <>
            <div className="grid gap-2">
              <div className="flex items-center justify-between gap-3 text-sm" role="status" aria-live="polite">
                <span className="flex items-center gap-2">
                  {running && <Spinner aria-hidden="true" role="presentation" />}
                  {status === "cancelled"
                    ? "Generation cancelled."
                    : status === "failed"
                      ? "Generation failed."
                      : generationMessage(progress)}
                </span>
                <span className="text-muted-foreground tabular-nums">{progress}%</span>
              </div>
              <Progress value={progress} aria-label="Script generation progress" />
            </div>
            <div
              ref={preview}
              className="max-h-[55vh] min-h-40 overflow-y-auto whitespace-pre-wrap break-words rounded-lg border bg-muted/30 p-4 text-sm leading-relaxed"
              data-testid="script-preview"
              role="region"
              aria-label="Script so far"
              aria-busy={running}
            >
              {text || <span className="text-muted-foreground">Waiting for the first words...</span>}
            </div>
            <p className="text-muted-foreground text-xs tabular-nums">
              {countWords(text).toLocaleString()} words so far
            </p>
          </>
        )}

        {stopped && (
          <div className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <span>
              {status === "cancelled" ? "You stopped the generation." : "The script could not be finished."}
              {text ? " The text written so far is kept above: edit it as it is, or try again." : ""}
            </span>
          </div>
        )}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to configuration
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {running && (
              <Button variant="outline" onClick={onCancel}>
                <Square aria-hidden="true" />
                Cancel
              </Button>
            )}
            {stopped && text.trim() && (
              <Button variant="outline" onClick={() => onKeepPartial(text)}>
                <FilePen aria-hidden="true" />
                Edit this text
              </Button>
            )}
            {stopped && (
              <Button onClick={onStart}>
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
