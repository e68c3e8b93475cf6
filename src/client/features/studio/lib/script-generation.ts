import { DEFAULT_LANGUAGE } from "../../../../shared/languages.ts";
import { lengthAdded } from "../../../../shared/length.ts";
import type { LessonView } from "../../../../shared/schemas/audience-lessons.ts";
import type { PlannedSection, ScriptStreamEvent } from "../../../../shared/schemas/studio.ts";

// What the generate step knows of a script while it streams (issue 11): the text so far and its length,
// the plan once the server tells it, and which section the arriving text belongs to.

export type GenerationStatus = "idle" | "running" | "succeeded" | "failed" | "cancelled";

export interface GenerationState {
  status: GenerationStatus;
  /** The text received so far; kept after a failure or a cancel. */
  text: string;
  /** The script's language (decision 038): what `length` is counted in. */
  language: string;
  /** The length of `text` in its language's unit (words, or characters), counted as it grows. */
  length: number;
  /** The planned sections, once known; a script written in one call has none. */
  plan: PlannedSection[] | null;
  /** issue 30: the channel's lessons the writer said it applies; none until it says. */
  lessons: LessonView[];
  /** The index of the section the text now arriving belongs to; null before the first. */
  section: number | null;
  progress: number;
  /**
   * What the generation waits for, until the next words come: the model is thinking, or the provider was
   * busy and is asked again at `retryAt` (ms since the epoch).
   */
  waitingFor: { state: "thinking" } | { state: "waiting"; retryAt: number; seconds: number } | null;
}

export const IDLE_GENERATION: GenerationState = {
  status: "idle",
  text: "",
  language: DEFAULT_LANGUAGE,
  length: 0,
  plan: null,
  lessons: [],
  section: null,
  progress: 0,
  waitingFor: null,
};

/**
 * The state after one event of the stream (`done` and `error` end it and are the hook's to handle);
 * `now` dates a "waiting" status.
 */
export function applyScriptEvent(state: GenerationState, event: ScriptStreamEvent, now = Date.now()): GenerationState {
  switch (event.type) {
    case "plan":
      return { ...state, plan: event.sections, waitingFor: null };
    case "lessons":
      return { ...state, lessons: event.applied };
    case "section":
      return { ...state, section: event.index };
    case "delta":
      return {
        ...state,
        text: state.text + event.text,
        length: state.length + lengthAdded(state.text, event.text, state.language),
        waitingFor: null,
      };
    case "status":
      return {
        ...state,
        waitingFor:
          event.state === "thinking"
            ? { state: "thinking" }
            : { state: "waiting", seconds: event.seconds ?? 0, retryAt: now + (event.seconds ?? 0) * 1000 },
      };
    default:
      return state;
  }
}

export type SectionProgress = "done" | "writing" | "stopped" | "waiting";

/**
 * Where a planned section stands: those before the current one are written; the current one is being
 * written (or stopped, after a cancel or failure); after success every section is done.
 */
export function sectionProgress(state: Pick<GenerationState, "status" | "section">, index: number): SectionProgress {
  if (state.status === "succeeded") return "done";
  if (state.section === null || index > state.section) return "waiting";
  if (index < state.section) return "done";
  return state.status === "running" ? "writing" : "stopped";
}

/** Whether a stopped generation holds text the member has not yet kept or discarded. */
export function holdsWrittenText(state: Pick<GenerationState, "status" | "text">): boolean {
  return (
    (state.status === "running" || state.status === "failed" || state.status === "cancelled") &&
    state.text.trim().length > 0
  );
}
