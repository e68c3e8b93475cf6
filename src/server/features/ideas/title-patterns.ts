// Title patterns without a model (decision 035): which words and two-word phrases the outliers'
// titles share more often than the niche's typical titles, their length in words, and how often they
// carry a number or ask a question. Shares are fractions 0–1 of each group's titles.
import type { TitlePatterns } from "../../../shared/schemas/ideas.ts";

// Words that say nothing about a title's angle.
const STOP_WORDS = new Set(
  "a an and are as at be but by for from has have how i in is it its my of on or our so that the this to was what when why with you your".split(
    " ",
  ),
);
const MAX_TERMS = 12;

// Letters (Latin and beyond: everything from U+00C0 up), digits, $ and inner apostrophes. A plain
// character class: Unicode property escapes made the patterns of a page cost several milliseconds.
const WORD = /[a-z0-9$\u00c0-\uffff][a-z0-9$'\u00c0-\uffff]*/g;

export function titleWords(title: string): string[] {
  return title.toLowerCase().match(WORD) ?? [];
}

function termsOf(title: string): Set<string> {
  const words = titleWords(title);
  const terms = new Set<string>();
  for (const [i, word] of words.entries()) {
    if (!STOP_WORDS.has(word) && word.length > 1) terms.add(word);
    const next = words[i + 1];
    if (next && !(STOP_WORDS.has(word) && STOP_WORDS.has(next))) terms.add(`${word} ${next}`);
  }
  return terms;
}

const share = (titles: string[], test: (title: string) => boolean) =>
  titles.length === 0 ? 0 : titles.filter(test).length / titles.length;
const averageWords = (titles: string[]) =>
  titles.length === 0 ? 0 : titles.reduce((n, t) => n + titleWords(t).length, 0) / titles.length;
const hasNumber = (title: string) => /\d/.test(title);
const isQuestion = (title: string) =>
  title.includes("?") || /^(how|why|what|when|where|which|who|is|are|can|should|do|does)\b/i.test(title.trim());

export function titlePatterns(outliers: string[], typical: string[]): TitlePatterns {
  const counts = (titles: string[]) => {
    const found = new Map<string, number>();
    for (const title of titles) for (const term of termsOf(title)) found.set(term, (found.get(term) ?? 0) + 1);
    return found;
  };
  const inOutliers = counts(outliers);
  const inTypical = counts(typical);
  // A term must recur: two outlier titles, or every one when there is a single outlier.
  const least = Math.min(2, outliers.length);
  const terms = [...inOutliers.entries()]
    .map(([text, n]) => ({
      text,
      outliers: n / outliers.length,
      typical: typical.length ? (inTypical.get(text) ?? 0) / typical.length : 0,
      n,
    }))
    .filter((t) => t.n >= least && t.outliers > t.typical)
    .sort((a, b) => b.outliers - b.typical - (a.outliers - a.typical) || b.n - a.n || a.text.localeCompare(b.text))
    .slice(0, MAX_TERMS)
    .map(({ text, outliers: o, typical: t }) => ({ text, outliers: o, typical: t }));
  return {
    terms,
    averageWords: { outliers: averageWords(outliers), typical: averageWords(typical) },
    withNumbers: { outliers: share(outliers, hasNumber), typical: share(typical, hasNumber) },
    questions: { outliers: share(outliers, isQuestion), typical: share(typical, isQuestion) },
    outlierCount: outliers.length,
    typicalCount: typical.length,
  };
}
