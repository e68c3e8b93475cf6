// A Short made from a long video's script (decision 046): its quote is the script's own text, and its
// package is a Short's (a title within 100 characters with #shorts, a description that leads to the long
// video, the hashtag, no chapters).
import { type PackagingContent, YOUTUBE_LIMITS } from "./schemas/packaging.ts";

const NORMALISED_QUOTES: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2013": "-",
  "\u2014": "-",
};
const normalisedChar = (c: string) => NORMALISED_QUOTES[c] ?? c;

/**
 * The text of `script` that `quote` stands for, exactly as the script writes it, or null. A model that
 * copies a passage sometimes changes its spacing, line breaks or curly quotes, so those are matched
 * loosely; any other difference (a word changed, added or left out) is no quote.
 */
export function verbatimQuote(script: string, quote: string): string | null {
  const whole = quote.trim();
  // Quotation marks a model put around the passage are not the passage's own.
  const wanted = whole.replace(/^["'“”‘’「『]+|["'“”‘’」』]+$/gu, "").trim();
  if (!wanted) return null;
  if (script.includes(whole)) return whole;
  if (script.includes(wanted)) return wanted;
  // The script's code units without whitespace, each remembering where it stood in the script.
  let squeezed = "";
  const at: number[] = [];
  for (let i = 0; i < script.length; i++) {
    if (/\s/.test(script[i])) continue;
    squeezed += normalisedChar(script[i]);
    at.push(i);
  }
  const needle = [...wanted]
    .filter((c) => !/\s/.test(c))
    .map(normalisedChar)
    .join("");
  const found = needle ? squeezed.indexOf(needle) : -1;
  if (found < 0) return null;
  return script.slice(at[found], at[found + needle.length - 1] + 1);
}

// ---------------------------------------------------------------------------------------------
// Packaging

/** The hashtag a Short's package carries (its `hashtags` are written without "#"). */
export const SHORTS_HASHTAG_WORD = "shorts";

/** A Short's title within YouTube's 100 characters, with "#shorts" when there is room for it. */
export function shortTitle(title: string): string {
  const clean = title.replace(/\s+/g, " ").replace(/[<>]/g, "").trim();
  const tag = ` #${SHORTS_HASHTAG_WORD}`;
  if (clean.toLowerCase().includes(`#${SHORTS_HASHTAG_WORD}`)) return clean.slice(0, YOUTUBE_LIMITS.title).trim();
  if (clean.length + tag.length <= YOUTUBE_LIMITS.title) return clean + tag;
  return clean.slice(0, YOUTUBE_LIMITS.title).trimEnd();
}

/**
 * A Short's package: its title, a description that leads to the long video, `#shorts` (YouTube reads the
 * hashtag in the title or description: YouTube Help, "Upload YouTube Shorts"), and no chapters (a Short is
 * too short for three of 10 seconds).
 */
export function shortPackaging(
  title: string,
  hook: string,
  /** The line that leads to the long video, in the script's language: its address once published. */
  link: string,
  language: string | null,
): PackagingContent {
  const chosen = shortTitle(title);
  const description = `${hook.replace(/[<>]/g, "").trim()}\n\n${link.replace(/[<>]/g, "")}`.slice(
    0,
    YOUTUBE_LIMITS.description - 20,
  );
  return {
    titles: [chosen],
    chosenTitle: chosen,
    description,
    chapters: [],
    hashtags: [SHORTS_HASHTAG_WORD],
    tags: [],
    thumbnailTexts: [],
    source: "offline",
    defaultLanguage: language,
    translations: [],
  };
}
