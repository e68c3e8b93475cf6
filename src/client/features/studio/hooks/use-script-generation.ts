import { useCallback, useEffect, useRef, useState } from "react";
import type { ScriptInput } from "../../../../shared/schemas/studio.ts";
import { countWords } from "../../../../shared/studio.ts";
import { STUDIO_FAILURES } from "../../../../shared/studio-values.ts";
import { generateScript } from "../api/generate-script.ts";
import { showFailureToast } from "../lib/failure-toast.tsx";
import { generationProgress } from "../lib/generation-progress.ts";

export type GenerationStatus = "idle" | "running" | "succeeded" | "failed" | "cancelled";

export interface GenerationState {
  status: GenerationStatus;
  /** The text received so far; kept after a failure or a cancel. */
  text: string;
  progress: number;
}

const IDLE: GenerationState = { status: "idle", text: "", progress: 0 };
/** spec §4, §9: about half a second after success, the edit step. */
export const EDIT_STEP_DELAY_MS = 500;

/**
 * Streams a script from POST /api/studio/script: the text as it arrives, the progress by words
 * received, Cancel through an AbortController (the server then aborts the provider request).
 */
export function useScriptGeneration(onComplete: (script: string) => void) {
  const [state, setState] = useState<GenerationState>(IDLE);
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
    async (input: ScriptInput) => {
      stop();
      const current = new AbortController();
      controller.current = current;
      const duration = input.scriptConfig.duration;
      setState({ status: "running", text: "", progress: 0 });
      try {
        const result = await generateScript(input, {
          signal: current.signal,
          onText: (text) =>
            setState({ status: "running", text, progress: generationProgress(countWords(text), duration) }),
        });
        if (current.signal.aborted) return;
        if (!result.text.trim()) throw new Error("The script came back empty");
        setState({ status: "succeeded", text: result.text, progress: 100 });
        timer.current = window.setTimeout(() => {
          setState(IDLE);
          complete.current(result.text);
        }, EDIT_STEP_DELAY_MS);
      } catch (error) {
        if (current.signal.aborted) {
          // Cancel keeps the text; a reset (controller already dropped) has cleared it.
          if (controller.current === current) setState((s) => ({ ...s, status: "cancelled", progress: 0 }));
          return;
        }
        setState((s) => ({ ...s, status: "failed", progress: 0 }));
        showFailureToast("Script Generation Failed", STUDIO_FAILURES.script, error);
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [stop],
  );

  /** Cancel: stops the stream and keeps what was written so far. */
  const cancel = useCallback(() => controller.current?.abort(), []);

  /** Leaving the step or starting over: stops everything and forgets the text. */
  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { ...state, start, cancel, reset };
}
