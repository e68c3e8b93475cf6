// issue 30: what the offline writer can do with a channel's lessons by itself. It has no sponsor reads
// and never changes the length the member chose, so it applies a hook-length limit and a shorter hook,
// intro or call to action; the other lessons stay with the model writers' prompts.
import type { Lesson } from "../../../shared/audience-lessons.ts";
import type { ScriptInput } from "../../../shared/schemas/studio.ts";
import { countWords } from "../../../shared/studio.ts";
import type { WithChannel } from "../studio-writer.ts";

/** The framing sections the offline writer can shorten to one line. */
export type ShortenedKind = "hook" | "intro" | "cta";

export interface OfflineLessons {
  /** The most words the hook may have. */
  hookMaxWords?: number;
  /** Framing sections written as one line. */
  short: Set<ShortenedKind>;
  /** The lessons these come from, as the plan step names them. */
  applied: Lesson[];
}

export function offlineLessons(input: WithChannel<ScriptInput>): OfflineLessons {
  const config = input.scriptConfig;
  const result: OfflineLessons = { short: new Set(), applied: [] };
  for (const lesson of input.channel?.lessons ?? []) {
    const max = lesson.apply.hookMaxWords;
    if (max !== undefined && config.includeHooks) {
      result.hookMaxWords = max;
      result.applied.push(lesson);
      continue;
    }
    const kind = lesson.apply.shortKind;
    const shortens =
      (kind === "hook" && config.includeHooks) || kind === "intro" || (kind === "cta" && config.includeCTA);
    if (shortens) {
      result.short.add(kind);
      result.applied.push(lesson);
    }
  }
  return result;
}

/**
 * The hook's sentences within `max` words: whole sentences while they fit, else the first sentence's
 * first `max` words (a hook the lesson says is too long is cut rather than kept).
 */
export function fitHook(sentences: string[], max: number | undefined): string[] {
  if (max === undefined) return sentences;
  const kept: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const more = countWords(sentence);
    if (words + more > max) break;
    kept.push(sentence);
    words += more;
  }
  if (kept.length > 0 || sentences.length === 0) return kept;
  return [firstWords(sentences[0], Math.max(1, max))];
}

/** The first `max` words of an English sentence, ended with a full stop (counted by Intl.Segmenter). */
function firstWords(sentence: string, max: number): string {
  let words = 0;
  let end = sentence.length;
  for (const segment of new Intl.Segmenter("en", { granularity: "word" }).segment(sentence)) {
    if (!segment.isWordLike) continue;
    if (++words === max) {
      end = segment.index + segment.segment.length;
      break;
    }
  }
  return `${sentence.slice(0, end).replace(/[\s,;:.!?]+$/, "")}.`;
}
