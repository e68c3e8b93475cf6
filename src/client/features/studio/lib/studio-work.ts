import { z } from "zod";
import {
  type ResearchData,
  researchDataSchema,
  type ScriptConfig,
  scriptConfigSchema,
} from "../../../../shared/schemas/studio.ts";
import { NICHES, SCRIPT_CONFIG_DEFAULTS } from "../../../../shared/studio-values.ts";
import {
  applyEdit,
  commitTyping,
  createEditor,
  type EditorState,
  redoEdit,
  typeText,
  undoEdit,
} from "./edit-history.ts";
import { canGoToStep, STUDIO_STEP_IDS, type StudioStep } from "./studio-steps.ts";

// The studio's work in progress (spec §3 "Studio working data"): one reducer, persisted as a whole.

export interface ResearchFormValues {
  niche: (typeof NICHES)[number] | "";
  topic: string;
  angle: string;
  targetAudience: string;
}

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
}

export const initialWork: StudioWork = {
  step: "research",
  research: { niche: "", topic: "", angle: "", targetAudience: "" },
  researchData: null,
  topicsView: "button",
  generatedTopics: [],
  customTopics: [],
  selectedTopics: [],
  config: { ...SCRIPT_CONFIG_DEFAULTS },
  editor: null,
};

export type StudioAction =
  | { type: "goToStep"; step: StudioStep }
  | { type: "researchInputChanged"; research: ResearchFormValues }
  | { type: "researchSucceeded"; researchData: ResearchData }
  | { type: "topicsGenerated"; topics: string[] }
  | { type: "showTopicButton" }
  | { type: "toggleTopic"; topic: string }
  | { type: "customTopicAdded"; topic: string }
  | { type: "customTopicRemoved"; topic: string }
  | { type: "topicsConfirmed" }
  | { type: "configChanged"; config: Partial<ScriptConfig> }
  | { type: "generationStarted" }
  | { type: "scriptGenerated"; script: string }
  | { type: "textTyped"; text: string }
  | { type: "typingPaused" }
  | { type: "textEdited"; text: string }
  | { type: "restoreOriginal" }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "startOver" };

function withEditor(work: StudioWork, change: (editor: EditorState) => EditorState): StudioWork {
  return work.editor ? { ...work, editor: change(work.editor) } : work;
}

export function studioReducer(work: StudioWork, action: StudioAction): StudioWork {
  switch (action.type) {
    case "goToStep":
      return canGoToStep(work.step, action.step) ? { ...work, step: action.step } : work;
    case "researchInputChanged":
      return { ...work, research: action.research };
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
      return { ...work, step: "edit", editor: createEditor(action.script) };
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
    case "startOver":
      return initialWork;
  }
}

// ---------------------------------------------------------------------------------------------
// Persistence: localStorage under a versioned key; a stored value of another shape is ignored.

export const WORK_STORAGE_VERSION = 1;

export function workStorageKey(userId: string): string {
  return `scriptloom.studio.v${WORK_STORAGE_VERSION}:${userId}`;
}

const historySchema = z.object({ past: z.array(z.string()), present: z.string(), future: z.array(z.string()) });

const storedWorkSchema = z.object({
  step: z.enum(STUDIO_STEP_IDS),
  research: z.object({
    niche: z.union([z.enum(NICHES), z.literal("")]),
    topic: z.string(),
    angle: z.string(),
    targetAudience: z.string(),
  }),
  researchData: researchDataSchema.nullable(),
  topicsView: z.enum(["button", "list"]),
  generatedTopics: z.array(z.string()),
  customTopics: z.array(z.string()),
  selectedTopics: z.array(z.string()),
  config: scriptConfigSchema,
  editor: z.object({ original: z.string(), text: z.string(), history: historySchema }).nullable(),
});

/** The stored work, or the initial work when there is none or it can't be read. */
export function parseStoredWork(raw: string | null): StudioWork {
  if (!raw) return initialWork;
  try {
    const parsed = storedWorkSchema.safeParse(JSON.parse(raw));
    return parsed.success ? restorable(parsed.data) : initialWork;
  } catch {
    // Not JSON (hand-edited or truncated): start fresh rather than break the page.
    return initialWork;
  }
}

/** A reload never lands in the middle of a generation: that step waits for the user again. */
function restorable(work: StudioWork): StudioWork {
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
  if (work.editor) {
    const { history } = work.editor;
    for (const keep of [10, 0]) {
      const trimmed = {
        ...work,
        editor: {
          ...work.editor,
          history: {
            past: keep ? history.past.slice(-keep) : [],
            present: history.present,
            future: history.future.slice(0, keep),
          },
        },
      };
      candidates.push(JSON.stringify(trimmed));
    }
  }
  return candidates;
}
