// Shorts made from a long video's script (decision 046): how long they run, how fast they are spoken,
// where their text comes from, and the packaging YouTube reads a Short by. One place for both sides.
import { DEFAULT_LANGUAGE } from "./languages.ts";
import { speakingRate } from "./length.ts";
import { SHORT_MAX_SECONDS } from "./outlier-score.ts";
import { fullDescription } from "./packaging-rules.ts";
import { type PackagingContent, YOUTUBE_LIMITS } from "./schemas/packaging.ts";

export const SHORT_SECONDS = {
  min: 15,
  /** What a proposal aims at unless the member changes it. */
  default: 45,
  /** Proposals stay within a minute; a member may raise one up to YouTube's limit for a Short. */
  proposedMax: 60,
  max: SHORT_MAX_SECONDS,
} as const;

/** How many Shorts one long script gives, and how many one "Accept" makes. */
export const SHORTS_PROPOSED = { min: 3, max: 8 } as const;

/** A Short's length is held within this share of its target, as the long scripts' sections are. */
export const SHORT_LENGTH_TOLERANCE = 0.1;

/**
 * Shorts are spoken faster than long videos: a fifth above the presenter's pace, in every language.
 * Sources: Tauroza & Allison, "Speech rates in British English", Applied Linguistics 11(1), 1990,
 * measured conversation at about 210 words a minute and interviews at about 190, against 160 for radio
 * monologue and 140 for lectures; creators' guides put fast-paced on-camera delivery at 160–180 words a
 * minute (prepublish.ai, "YouTube Script Length: Words per Min") and simple, high-energy Shorts at 150–200
 * (Biteable's study of its 100 best spoken videos). 180 words a minute against the studio's 150 sits at the
 * top of the creators' range and below conversation. The code has no measured pace of a channel's Shorts:
 * the channel's set pace (words a minute) is scaled by this, so a channel at 180 is timed at 216.
 */
export const SHORTS_PACE = 180 / 150;

/** The rate a Short is timed at, per minute in its language's unit (decision 038), a fifth faster. */
export function shortsSpeakingRate(language: string = DEFAULT_LANGUAGE, channelWordsPerMinute?: number): number {
  return Math.round(speakingRate(language, channelWordsPerMinute) * SHORTS_PACE);
}

/** The length a Short of `seconds` aims at, in its language's unit. */
export function shortTargetLength(
  seconds: number,
  language: string = DEFAULT_LANGUAGE,
  channelWordsPerMinute?: number,
): number {
  return Math.max(1, Math.round((seconds / 60) * shortsSpeakingRate(language, channelWordsPerMinute)));
}

/** A Short's seconds as the studio stores a script's duration: minutes. */
export const secondsToMinutes = (seconds: number) => seconds / 60;

// ---------------------------------------------------------------------------------------------
// Quotes: every proposal points at text the long script really says

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

export const SHORTS_HASHTAG = "shorts";

/** A Short's title within YouTube's 100 characters, with "#shorts" when there is room for it. */
export function shortTitle(title: string): string {
  const clean = title.replace(/\s+/g, " ").replace(/[<>]/g, "").trim();
  const tag = ` #${SHORTS_HASHTAG}`;
  if (clean.toLowerCase().includes(`#${SHORTS_HASHTAG}`)) return clean.slice(0, YOUTUBE_LIMITS.title).trim();
  if (clean.length + tag.length <= YOUTUBE_LIMITS.title) return clean + tag;
  return clean.slice(0, YOUTUBE_LIMITS.title).trimEnd();
}

/** The long video a Short points back to: its YouTube address once published, else its title. */
export interface LongVideoRef {
  title: string;
  youtubeUrl: string | null;
}

/**
 * A Short's package: its title, a description that leads to the long video, `#shorts` (YouTube reads the
 * hashtag in the title or description: YouTube Help, "Upload YouTube Shorts"), and no chapters (a Short is
 * too short for three of 10 seconds).
 */
export function shortPackaging(
  title: string,
  hook: string,
  long: LongVideoRef,
  language: string | null,
): PackagingContent {
  const chosen = shortTitle(title);
  const link = long.youtubeUrl ? `Full video: ${long.youtubeUrl}` : `From the full video "${long.title}"`;
  const description = `${hook.replace(/[<>]/g, "").trim()}\n\n${link.replace(/[<>]/g, "")}`.slice(
    0,
    YOUTUBE_LIMITS.description - 20,
  );
  return {
    titles: [chosen],
    chosenTitle: chosen,
    description,
    chapters: [],
    hashtags: [SHORTS_HASHTAG],
    tags: [],
    thumbnailTexts: [],
    source: "offline",
    defaultLanguage: language,
    translations: [],
  };
}

/** Whether a package is a Short's as YouTube reads it: `#shorts` in the title or the description as pasted. */
export function hasShortsHashtag(content: PackagingContent): boolean {
  const tag = `#${SHORTS_HASHTAG}`;
  return (
    fullDescription(content).toLowerCase().includes(tag) || (content.chosenTitle ?? "").toLowerCase().includes(tag)
  );
}
