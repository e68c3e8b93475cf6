import { type ScriptConfig, scriptConfigSchema } from "../../../../shared/schemas/studio.ts";
import type { Script } from "../../../../shared/schemas/video.ts";
import type { EditorState } from "./edit-history.ts";
import type { ResearchFormValues } from "./studio-work.ts";

// The studio bound to a video (issue 10): what it takes from the video, and when reopening its saved
// script would replace text the member has not saved.

/** The research step's longest angle (shared research input schema). */
export const ANGLE_MAX = 300;

/**
 * A fresh bound studio starts research from the video: its title as the topic, its target keywords
 * in the angle (the research input the writer reads as context), as many whole keywords as fit.
 */
export function researchFromVideo(
  research: ResearchFormValues,
  video: { title: string; targetKeywords: string[] },
): ResearchFormValues {
  let angle = research.angle;
  if (!angle.trim() && video.targetKeywords.length > 0) {
    angle = "Target keywords:";
    for (const [index, keyword] of video.targetKeywords.entries()) {
      const next = `${angle}${index === 0 ? " " : ", "}${keyword}`;
      if (next.length > ANGLE_MAX) break;
      angle = next;
    }
    if (angle === "Target keywords:") angle = "";
  }
  return { ...research, topic: research.topic.trim() ? research.topic : video.title.slice(0, 200), angle };
}

/** Nothing typed into the research step yet: a bound studio may start it from the video. */
export function isBlankResearch(research: ResearchFormValues): boolean {
  return Object.values(research).every((value) => value === "");
}

/** The saved script's duration and tone, when they are values the configure step can hold. */
export function configFromSavedScript(script: Pick<Script, "duration" | "tone">): Partial<ScriptConfig> {
  const config: Partial<ScriptConfig> = {};
  const duration = scriptConfigSchema.shape.duration.safeParse(script.duration);
  if (duration.success) config.duration = duration.data;
  const tone = scriptConfigSchema.shape.tone.safeParse(script.tone);
  if (tone.success) config.tone = tone.data;
  return config;
}

/**
 * 'Edit script' with work in progress for the video: its editor text would be replaced by the saved
 * text. Only text that differs from the saved one is at stake; anything else opens without asking.
 */
export function hasUnsavedText(editor: EditorState | null, savedContent: string): boolean {
  return editor !== null && editor.text.trim() !== "" && editor.text !== savedContent;
}
