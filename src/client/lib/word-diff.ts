import { diffWords } from "diff";
import type { TFunction } from "i18next";
import { DEFAULT_LANGUAGE } from "../../shared/languages.ts";
import { countLength, type LengthUnit, lengthUnit } from "../../shared/length.ts";

// Word-level differences between two texts of a script (issue 10: versions and conflicts), with the
// `diff` package (jsdiff). One model for every view, so the comparison reads the same everywhere.

export type DiffPart = { kind: "same" | "inserted" | "deleted"; text: string };

export interface WordComparison {
  parts: DiffPart[];
  /** In the script's language's unit (decision 038): words, or characters in Japanese, Chinese, Thai… */
  wordsInserted: number;
  wordsDeleted: number;
  unit: LengthUnit;
}

/**
 * Past this many milliseconds two very different long scripts are not compared word by word: the
 * browser would freeze (jsdiff is O(N·D)); the views then say so instead.
 */
export const DIFF_TIMEOUT_MS = 1_500;

/**
 * What changed from `before` to `after`, or null when it took too long to work out. Words are the
 * language's own (Intl.Segmenter): Japanese, written without spaces, is compared word by word too, not
 * as one run per sentence.
 */
export function compareWords(
  before: string,
  after: string,
  language: string = DEFAULT_LANGUAGE,
  timeout = DIFF_TIMEOUT_MS,
): WordComparison | null {
  const intlSegmenter = new Intl.Segmenter(language, { granularity: "word" });
  const changes = diffWords(before, after, { timeout, intlSegmenter });
  if (!changes) return null;
  const parts: DiffPart[] = [];
  let wordsInserted = 0;
  let wordsDeleted = 0;
  for (const change of changes) {
    const kind = change.added ? "inserted" : change.removed ? "deleted" : "same";
    if (kind === "inserted") wordsInserted += countLength(change.value, language);
    if (kind === "deleted") wordsDeleted += countLength(change.value, language);
    const last = parts.at(-1);
    // jsdiff may split one run into several objects: one part per run reads better to a screen reader.
    if (last?.kind === kind) last.text += change.value;
    else parts.push({ kind, text: change.value });
  }
  return { parts, wordsInserted, wordsDeleted, unit: lengthUnit(language) };
}

/** '3 words added, 1 word removed', 'Only spacing differs' or 'No differences', in the interface's language. */
export function describeComparison({ parts, wordsInserted, wordsDeleted, unit }: WordComparison, t: TFunction): string {
  if (wordsInserted === 0 && wordsDeleted === 0) {
    return parts.some((part) => part.kind !== "same") ? t("Only spacing differs") : t("No differences");
  }
  if (unit === "characters") {
    return t(
      "{added, plural, one {# character added} other {# characters added}}, {removed, plural, one {# character removed} other {# characters removed}}",
      { added: wordsInserted, removed: wordsDeleted },
    );
  }
  return t(
    "{added, plural, one {# word added} other {# words added}}, {removed, plural, one {# word removed} other {# words removed}}",
    { added: wordsInserted, removed: wordsDeleted },
  );
}
