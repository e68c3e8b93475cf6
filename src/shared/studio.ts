import { DEFAULT_LANGUAGE } from "./languages.ts";
import { countWords as countWordsIn, readingMinutes } from "./length.ts";
import { READING_WORDS_PER_MINUTE, SELECTION_PREVIEW_CHARS, SPOKEN_WORDS_PER_MINUTE } from "./studio-values.ts";

/**
 * spec §9: under 1 minute '30 seconds'; 1 '1 minute'; under 60 'N minutes'; otherwise 'Nh Mm', or
 * 'N hour(s)' on a whole hour.
 */
export function formatDurationLabel(minutes: number): string {
  if (minutes < 1) return "30 seconds";
  if (minutes === 1) return "1 minute";
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes - hours * 60;
  if (rest === 0) return hours === 1 ? "1 hour" : `${hours} hours`;
  return `${hours}h ${rest}m`;
}

/**
 * spec §9: the words of a text, by Intl.Segmenter (decision 038): runs between whitespace holding a word;
 * a language written without spaces is measured in characters instead (shared/length.ts countLength).
 */
export function countWords(text: string, language: string = DEFAULT_LANGUAGE): number {
  return countWordsIn(text, language);
}

/** spec §9: words divided by 200, rounded up; in other languages their own unit at their reading rate. */
export function readingTimeMinutes(text: string, language: string = DEFAULT_LANGUAGE): number {
  return language === DEFAULT_LANGUAGE
    ? Math.ceil(countWords(text) / READING_WORDS_PER_MINUTE)
    : readingMinutes(text, language);
}

/** The spoken length a script of `minutes` aims at (about 150 words a minute unless a rate is given). */
export function targetWordCount(minutes: number, wordsPerMinute = SPOKEN_WORDS_PER_MINUTE): number {
  return Math.round(minutes * wordsPerMinute);
}

/**
 * spec §5: a custom topic is trimmed and non-empty; a duplicate of an existing custom topic is
 * ignored. Returns the new list and the topic added, or null when nothing is added.
 */
export function addCustomTopic(
  customTopics: readonly string[],
  input: string,
): { customTopics: string[]; topic: string } | null {
  const topic = input.trim();
  if (!topic || customTopics.includes(topic)) return null;
  return { customTopics: [...customTopics, topic], topic };
}

/** spec §9: the selected text is previewed up to 50 characters. */
export function previewSelection(text: string): string {
  return text.length > SELECTION_PREVIEW_CHARS ? `${text.slice(0, SELECTION_PREVIEW_CHARS)}...` : text;
}
