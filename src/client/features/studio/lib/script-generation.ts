import type { LessonView } from "../../../../shared/schemas/audience-lessons.ts";
import type { PlannedSection, ScriptStreamEvent } from "../../../../shared/schemas/studio.ts";
import { countWords } from "../../../../shared/studio.ts";

// What the generate step knows of a script while it streams (issue 11): the text so far and its words,
// the plan once the server tells it, and which section the arriving text belongs to.

export type GenerationStatus = "idle" | "running" | "succeeded" | "failed" | "cancelled";

export interface GenerationState {
  status: GenerationStatus;
  /** The text received so far; kept after a failure or a cancel. */
  text: string;
  /** The words of `text`, counted as it grows (spec §9 counting). */
  words: number;
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
  words: 0,
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
        words: wordsAfter(state.text, state.words, event.text),
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

/**
 * The words of `text + piece`, counting only the piece: a long script's text is counted once, not at
 * every piece. A piece that continues the last word (no space between) does not add one.
 */
export function wordsAfter(text: string, words: number, piece: string): number {
  const joined = /\S$/.test(text) && /^\S/.test(piece) ? 1 : 0;
  return words + countWords(piece) - joined;
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
