import { useCallback, useEffect, useRef, useState } from "react";
import { showFailure } from "@/lib/failure-toast.tsx";
import { i18n } from "@/lib/i18n.ts";
import { DEFAULT_LANGUAGE } from "../../../../shared/languages.ts";
import type { ScriptInput } from "../../../../shared/schemas/studio.ts";
import { generateScript } from "../api/generate-script.ts";
import { generationProgress } from "../lib/generation-progress.ts";
import { applyScriptEvent, type GenerationState, IDLE_GENERATION } from "../lib/script-generation.ts";

/** spec §4, §9: about half a second after success, the edit step. */
export const EDIT_STEP_DELAY_MS = 500;

/**
 * Streams a script from POST /api/studio/script: its plan and the section under way as the server
 * tells them, the text as it arrives, the progress by the length received (in the script's language's unit); Cancel through an
 * AbortController (the server then aborts the provider request). After a cancel or a failure the
 * text written so far stays until the member keeps or discards it.
 */
export function useScriptGeneration(onComplete: (script: string) => void) {
  const [state, setState] = useState<GenerationState>(IDLE_GENERATION);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const complete = useRef(onComplete);
  complete.current = onComplete;

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    window.clearTimeout(timer.current);
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    /** `wordsPerMinute`: the picked channel's rate, so progress is measured against its target (issue 11). */
    async (input: ScriptInput, wordsPerMinute?: number) => {
      stop();
      const current = new AbortController();
      controller.current = current;
      const duration = input.scriptConfig.duration;
      const language = input.scriptConfig.language ?? DEFAULT_LANGUAGE;
      setState({ ...IDLE_GENERATION, status: "running", language });
      try {
        const result = await generateScript(input, {
          signal: current.signal,
          onEvent: (event) =>
            setState((s) => {
              const next = applyScriptEvent(s, event);
              return next.length === s.length
                ? next
                : { ...next, progress: generationProgress(next.length, duration, language, wordsPerMinute) };
            }),
        });
        if (current.signal.aborted) return;
        if (!result.text.trim()) throw new Error("The script came back empty");
        setState((s) => ({ ...s, status: "succeeded", text: result.text, progress: 100 }));
        timer.current = window.setTimeout(() => {
          setState(IDLE_GENERATION);
          complete.current(result.text);
        }, EDIT_STEP_DELAY_MS);
      } catch (error) {
        if (current.signal.aborted) {
          // Cancel keeps the text; a reset (controller already dropped) has cleared it.
          if (controller.current === current) setState((s) => ({ ...s, status: "cancelled", progress: 0 }));
          return;
        }
        setState((s) => ({ ...s, status: "failed", progress: 0 }));
        showFailure(
          i18n.t("Script Generation Failed", { ns: "studio" }),
          error,
          i18n.t("Failed to generate script. Please try again.", { ns: "studio" }),
        );
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [stop],
  );

  /** Cancel: stops the stream (and the provider call) and keeps what was written so far. */
  const cancel = useCallback(() => controller.current?.abort(), []);

  /** Discarding, leaving the step or starting over: stops everything and forgets the text. */
  const reset = useCallback(() => {
    stop();
    setState(IDLE_GENERATION);
  }, [stop]);

  return { ...state, start, cancel, reset };
}
