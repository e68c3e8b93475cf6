// Where a review comment sits in a script (decision 036). A comment is anchored as the W3C Web
// Annotation model anchors text (https://www.w3.org/TR/annotation-model/#text-quote-selector): the
// quoted words with some context on each side (TextQuoteSelector) and their offsets in the version
// they were made on (TextPositionSelector). On a later version the quote is found again the way the
// Hypothesis client does it (src/annotator/anchoring/match-quote.ts): exact occurrences first, then
// approximate ones (approx-string-match, Myers' bit-parallel algorithm), each scored on the quote,
// its context and its distance from the old position. Words that can no longer be found leave the
// comment "on text that has changed", with its old quote — never dropped.
import approxSearch from "approx-string-match";

/** Characters of context kept on each side of a quote. */
export const ANCHOR_CONTEXT = 32;

export interface TextAnchor {
  exact: string;
  prefix: string;
  suffix: string;
  start: number;
  end: number;
}

/** The anchor of `text.slice(start, end)`. */
export function anchorOf(text: string, start: number, end: number): TextAnchor {
  return {
    exact: text.slice(start, end),
    prefix: text.slice(Math.max(0, start - ANCHOR_CONTEXT), start),
    suffix: text.slice(end, end + ANCHOR_CONTEXT),
    start,
    end,
  };
}

/** Where an anchor's words are in a text: `exact` when the quote is found unchanged. */
export interface Located {
  start: number;
  end: number;
  exact: boolean;
}

/** Below this many characters a quote must be found unchanged: a few edits would make it anything. */
const MIN_FUZZY_QUOTE = 12;

/** Score weights of Hypothesis's matchQuote: the quote counts most, then its context, then its position. */
const WEIGHT = { quote: 50, prefix: 20, suffix: 20, position: 2 };

/**
 * Finds the anchor's words in `text`: where they were, elsewhere unchanged (the occurrence whose
 * context and position fit best), or changed by at most a quarter of their characters. Null when they
 * are gone (the comment is then "on text that has changed").
 */
export function locate(text: string, anchor: TextAnchor): Located | null {
  const { exact } = anchor;
  if (exact.length === 0) return null;
  if (text.slice(anchor.start, anchor.end) === exact && contextFits(text, anchor, anchor.start, anchor.end)) {
    return { start: anchor.start, end: anchor.end, exact: true };
  }
  const candidates = exactMatches(text, exact);
  const fuzzy = candidates.length === 0 && exact.length >= MIN_FUZZY_QUOTE;
  if (fuzzy) candidates.push(...approxSearch(text, exact, Math.floor(exact.length / 4)));
  let best: { start: number; end: number; errors: number; score: number } | null = null;
  for (const match of candidates) {
    const score = scoreOf(text, anchor, match);
    if (!best || score > best.score) best = { ...match, score };
  }
  if (!best) return null;
  return { start: best.start, end: best.end, exact: best.errors === 0 };
}

function exactMatches(text: string, quote: string) {
  const matches: Array<{ start: number; end: number; errors: number }> = [];
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    matches.push({ start: at, end: at + quote.length, errors: 0 });
  }
  return matches;
}

function contextFits(text: string, anchor: TextAnchor, start: number, end: number): boolean {
  return (
    text.slice(Math.max(0, start - anchor.prefix.length), start) === anchor.prefix &&
    text.slice(end, end + anchor.suffix.length) === anchor.suffix
  );
}

/** Similarity of a and b in [0, 1]: 1 - edit distance / length (approximately, capped at half). */
function similarity(a: string, b: string): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const [match] = approxSearch(a, b, Math.max(1, Math.floor(b.length / 2)));
  return match ? 1 - match.errors / b.length : 0;
}

function scoreOf(text: string, anchor: TextAnchor, match: { start: number; end: number; errors: number }): number {
  const quoteScore = 1 - match.errors / anchor.exact.length;
  const before = text.slice(Math.max(0, match.start - anchor.prefix.length), match.start);
  const after = text.slice(match.end, match.end + anchor.suffix.length);
  const prefixScore = anchor.prefix ? similarity(before, anchor.prefix) : 1;
  const suffixScore = anchor.suffix ? similarity(after, anchor.suffix) : 1;
  const positionScore = 1 - Math.abs(match.start - anchor.start) / Math.max(text.length, 1);
  return (
    (WEIGHT.quote * quoteScore +
      WEIGHT.prefix * prefixScore +
      WEIGHT.suffix * suffixScore +
      WEIGHT.position * positionScore) /
    (WEIGHT.quote + WEIGHT.prefix + WEIGHT.suffix + WEIGHT.position)
  );
}
