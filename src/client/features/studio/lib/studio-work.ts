import type { PackagingContent } from "../../../../shared/schemas/packaging.ts";
import type { ResearchData, ScriptConfig } from "../../../../shared/schemas/studio.ts";
import { studioWorkSchema, withShorterHistory } from "../../../../shared/schemas/studio-draft.ts";
import type { NICHES } from "../../../../shared/studio-values.ts";
import { SCRIPT_CONFIG_DEFAULTS } from "../../../../shared/studio-values.ts";
import {
  applyEdit,
  commitTyping,
  createEditor,
  type EditorState,
  redoEdit,
  typeText,
  undoEdit,
} from "./edit-history.ts";
import { canGoToStep, type StudioStep } from "./studio-steps.ts";

// The studio's work in progress (spec §3 "Studio working data"): one reducer, persisted as a whole.

export interface ResearchFormValues {
  niche: (typeof NICHES)[number] | "";
  topic: string;
  angle: string;
  targetAudience: string;
  /** issue 11: the channel whose voice and speaking rate the script follows; "" for no channel. */
  channelId: string;
  /** The idea "Write script" came from (decision 035): research passes its material to the model; "" for none. */
  ideaId: string;
}

/** What the research form itself edits. */
export type ResearchFields = Omit<ResearchFormValues, "channelId" | "ideaId">;

export interface StudioWork {
  step: StudioStep;
  research: ResearchFormValues;
  researchData: ResearchData | null;
  /** spec §4 topics panel: the 'Generate Topic Suggestions' button view, or the list. */
  topicsView: "button" | "list";
  generatedTopics: string[];
  customTopics: string[];
  selectedTopics: string[];
  config: ScriptConfig;
  editor: EditorState | null;
  /**
   * Bound to a video (issue 10): the saved version the editor's text started from, sent with "Save
   * to video" so a version someone saved meanwhile is a conflict, never overwritten. Null: the video
   * had no script (or the studio is unbound).
   */
  baseVersion: number | null;
  /** The unbound studio's packaging (issue 12), kept here until the script is saved to a video. */
  packaging: PackagingContent | null;
}

export const initialWork: StudioWork = {
  step: "research",
  research: { niche: "", topic: "", angle: "", targetAudience: "", channelId: "", ideaId: "" },
  researchData: null,
  topicsView: "button",
  generatedTopics: [],
  customTopics: [],
  selectedTopics: [],
  config: { ...SCRIPT_CONFIG_DEFAULTS },
  editor: null,
  baseVersion: null,
  packaging: null,
};

/** Work with nothing of the member's in it yet: there is nothing to keep (a draft is discarded). */
export function isBlankWork(work: StudioWork): boolean {
  const { research } = work;
  return (
    work === initialWork ||
    (work.step === "research" &&
      !research.niche &&
      !research.topic &&
      !research.angle &&
      !research.targetAudience &&
      !work.researchData &&
      work.generatedTopics.length === 0 &&
      work.customTopics.length === 0 &&
      work.selectedTopics.length === 0 &&
      !work.editor)
  );
}

export type StudioAction =
  | { type: "goToStep"; step: StudioStep }
  | { type: "researchInputChanged"; research: ResearchFields & { ideaId?: string } }
  | { type: "ideaMaterialLeftOut" }
  | { type: "channelPicked"; channelId: string }
  | { type: "researchSucceeded"; researchData: ResearchData }
  | { type: "topicsGenerated"; topics: string[] }
  | { type: "showTopicButton" }
  | { type: "toggleTopic"; topic: string }
  | { type: "customTopicAdded"; topic: string }
  | { type: "customTopicRemoved"; topic: string }
  | { type: "topicsConfirmed" }
  | { type: "configChanged"; config: Partial<ScriptConfig> }
  | { type: "generationStarted" }
  | { type: "scriptGenerated"; script: string; baseVersion?: number | null }
  | { type: "savedScriptOpened"; script: string; version: number; config: Partial<ScriptConfig> }
  | { type: "savedToVideo"; version: number }
  | { type: "textTyped"; text: string }
  | { type: "typingPaused" }
  | { type: "textEdited"; text: string }
  | { type: "restoreOriginal" }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "packagingChanged"; packaging: PackagingContent | null }
  | { type: "startOver" }
  /** The work in progress read back when the studio opens (this browser's copy or the server's draft). */
  | { type: "restored"; work: StudioWork };

function withEditor(work: StudioWork, change: (editor: EditorState) => EditorState): StudioWork {
  return work.editor ? { ...work, editor: change(work.editor) } : work;
}

export function studioReducer(work: StudioWork, action: StudioAction): StudioWork {
  switch (action.type) {
    case "goToStep":
      if (!canGoToStep(work.step, action.step)) return work;
      // Back from an editor opened on a saved script (issue 10): the steps between need research first.
      if (!work.researchData && action.step !== "edit") return { ...work, step: "research" };
      return { ...work, step: action.step };
    case "researchInputChanged":
      return { ...work, research: { ...work.research, ...action.research } };
    case "ideaMaterialLeftOut":
      return { ...work, research: { ...work.research, ideaId: "" } };
    case "channelPicked":
      return work.research.channelId === action.channelId
        ? work
        : { ...work, research: { ...work.research, channelId: action.channelId } };
    case "researchSucceeded":
      // spec §4: research leads to the topics step, where topics are generated automatically.
      return { ...work, researchData: action.researchData, step: "topics", topicsView: "button" };
    case "topicsGenerated": {
      const keep = new Set([...action.topics, ...work.customTopics]);
      return {
        ...work,
        generatedTopics: action.topics,
        topicsView: "list",
        selectedTopics: work.selectedTopics.filter((topic) => keep.has(topic)),
      };
    }
    case "showTopicButton":
      return { ...work, topicsView: "button" };
    case "toggleTopic":
      return {
        ...work,
        selectedTopics: work.selectedTopics.includes(action.topic)
          ? work.selectedTopics.filter((topic) => topic !== action.topic)
          : [...work.selectedTopics, action.topic],
      };
    case "customTopicAdded":
      // spec §2: a custom topic is selected automatically.
      return {
        ...work,
        customTopics: work.customTopics.includes(action.topic)
          ? work.customTopics
          : [...work.customTopics, action.topic],
        selectedTopics: work.selectedTopics.includes(action.topic)
          ? work.selectedTopics
          : [...work.selectedTopics, action.topic],
      };
    case "customTopicRemoved":
      // spec §2: removing a custom topic also deselects it (unless a suggestion has the same words).
      return {
        ...work,
        customTopics: work.customTopics.filter((topic) => topic !== action.topic),
        selectedTopics: work.generatedTopics.includes(action.topic)
          ? work.selectedTopics
          : work.selectedTopics.filter((topic) => topic !== action.topic),
      };
    case "topicsConfirmed":
      // spec §5: continuing needs at least one selected topic.
      return work.selectedTopics.length > 0 ? { ...work, step: "configure" } : work;
    case "configChanged":
      return { ...work, config: { ...work.config, ...action.config } };
    case "generationStarted":
      return work.researchData && work.selectedTopics.length > 0 ? { ...work, step: "generate" } : work;
    case "scriptGenerated":
      return { ...work, step: "edit", editor: createEditor(action.script), baseVersion: action.baseVersion ?? null };
    case "savedScriptOpened":
      // 'Edit script': the editor on the saved text ('Restore a previous version' comes back to it).
      return {
        ...work,
        step: "edit",
        editor: createEditor(action.script),
        baseVersion: action.version,
        config: { ...work.config, ...action.config },
      };
    case "savedToVideo":
      // The next save builds on the version just stored.
      return { ...work, baseVersion: action.version };
    case "textTyped":
      return withEditor(work, (editor) => typeText(editor, action.text));
    case "typingPaused":
      return withEditor(work, commitTyping);
    case "textEdited":
      return withEditor(work, (editor) => applyEdit(editor, action.text));
    case "restoreOriginal":
      return withEditor(work, (editor) => applyEdit(editor, editor.original));
    case "undo":
      return withEditor(work, undoEdit);
    case "redo":
      return withEditor(work, redoEdit);
    case "packagingChanged":
      return { ...work, packaging: action.packaging };
    case "startOver":
      return initialWork;
    case "restored":
      return action.work;
  }
}

// ---------------------------------------------------------------------------------------------
// Persistence (the key is local-work-copy.ts's): a stored value of another shape is ignored.

/** The stored work, or the initial work when there is none or it can't be read. */
export function parseStoredWork(raw: string | null): StudioWork {
  if (!raw) return initialWork;
  try {
    return parseWork(JSON.parse(raw)) ?? initialWork;
  } catch {
    // Not JSON (hand-edited or truncated): start fresh rather than break the page.
    return initialWork;
  }
}

/** Work read back from storage or the server, ready to continue; null when it is not studio work. */
export function parseWork(value: unknown): StudioWork | null {
  const parsed = studioWorkSchema.safeParse(value);
  return parsed.success ? restorable(parsed.data) : null;
}

/** A reload never lands in the middle of a generation: that step waits for the user again. */
function restorable(work: StudioWork): StudioWork {
  // An editor opened on a saved script (issue 10) has no research behind it, and needs none.
  if (work.step === "edit" && work.editor) return work;
  if (work.step === "edit" && !work.editor) return { ...work, step: "configure" };
  if (work.step !== "research" && !work.researchData) return { ...work, step: "research" };
  return work;
}

/**
 * The value to store, smaller ones first when the browser's quota is reached: the whole work, then
 * the work with a shorter undo history, then without history.
 */
export function serializedWorkCandidates(work: StudioWork): string[] {
  const candidates = [JSON.stringify(work)];
  if (work.editor) for (const keep of [10, 0]) candidates.push(JSON.stringify(withShorterHistory(work, keep)));
  return candidates;
}
