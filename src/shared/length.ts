import { canonicalLanguageTag, DEFAULT_LANGUAGE, primaryLanguage, writtenWithoutSpaces } from "./languages.ts";

/**
 * A script's length in its language's own unit (decision 038). Languages written with spaces between
 * words are counted and timed in words; those written without (Japanese, Chinese, Thai, Lao, Khmer,
 * Burmese) in characters, as their broadcasters time them (NHK: characters a minute). Both are counted
 * with Intl.Segmenter, never by splitting on whitespace.
 */
export type LengthUnit = "words" | "characters";

export function lengthUnit(language: string = DEFAULT_LANGUAGE): LengthUnit {
  return writtenWithoutSpaces(language) ? "characters" : "words";
}

/** The studio's rate for English and for every language without a cited rate of its own (spec §9). */
export const ENGLISH_WORDS_PER_MINUTE = 150;

/**
 * Default speaking rates, per minute in the language's unit, each from a cited source (the sources are in
 * docs/decisions/038-length-in-the-languages-own-unit.md). A language not listed takes the default of
 * its unit: 150 words a minute, or Japanese's 300 characters a minute for the other languages written
 * without spaces, until its channel sets a pace.
 */
const SPEAKING_RATES: Record<string, number> = {
  en: ENGLISH_WORDS_PER_MINUTE,
  // NHK's rule for news reading: 300 characters a minute.
  ja: 300,
  // CCTV's news readers: 250 to 270 characters a minute; the middle of the range.
  zh: 260,
  yue: 260,
  // Centro Virtual Cervantes (Diccionario de términos clave de ELE, "velocidad de habla"): normal Spanish
  // runs 150 to 200 words a minute; the RAE's Libro de estilo gives 130 to 200. Pellegrino, Coupé & Marsico
  // (2011) measured Spanish at 7.82 syllables a second against English's 6.19, with Spanish words longer
  // in syllables: a little above English's 150, at the low end of the normal range.
  es: 160,
};

const CHARACTER_DEFAULT = SPEAKING_RATES.ja;

/** The language's default speaking rate, per minute in its own unit. */
export function defaultSpeakingRate(language: string = DEFAULT_LANGUAGE): number {
  const primary = primaryLanguage(language);
  return (
    SPEAKING_RATES[primary] ?? (lengthUnit(language) === "characters" ? CHARACTER_DEFAULT : ENGLISH_WORDS_PER_MINUTE)
  );
}

/**
 * The rate a script is timed at, per minute in its language's unit. A channel's rate is its presenter's
 * pace, set in words a minute against English's 150 (channels.words_per_minute, 100 to 200): a presenter
 * at 180 speaks a fifth faster than the average, in any language, so the language's default is scaled
 * by it. For English this is the channel's rate exactly.
 */
export function speakingRate(language: string = DEFAULT_LANGUAGE, channelWordsPerMinute?: number): number {
  const base = defaultSpeakingRate(language);
  if (!channelWordsPerMinute || channelWordsPerMinute === ENGLISH_WORDS_PER_MINUTE) return base;
  return Math.round((base * channelWordsPerMinute) / ENGLISH_WORDS_PER_MINUTE);
}

/** How many of the language's units a spoken word is worth: 1 in words, 2 in Japanese characters. */
export function unitsPerWord(language: string = DEFAULT_LANGUAGE): number {
  return defaultSpeakingRate(language) / ENGLISH_WORDS_PER_MINUTE;
}

const wordSegmenters = new Map<string, Intl.Segmenter>();
const graphemes = new Intl.Segmenter(DEFAULT_LANGUAGE, { granularity: "grapheme" });

function wordSegmenter(language: string): Intl.Segmenter {
  const tag = canonicalLanguageTag(language) ?? DEFAULT_LANGUAGE;
  let segmenter = wordSegmenters.get(tag);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(tag, { granularity: "word" });
    wordSegmenters.set(tag, segmenter);
  }
  return segmenter;
}

const SPACE = /^\s+$/u;

/**
 * Words: runs of text between whitespace that hold at least one word-like segment. "well-known", "3.5"
 * and "isn't" are one word each, as a presenter says them; a bullet "•" or a dash "—" standing alone is
 * none. Word-like segments come from Intl.Segmenter, which knows Devanagari's and Arabic's marks.
 */
export function countWords(text: string, language: string = DEFAULT_LANGUAGE): number {
  let words = 0;
  let inRun = false;
  let runCounted = false;
  for (const { segment, isWordLike } of wordSegmenter(language).segment(text)) {
    if (SPACE.test(segment)) {
      inRun = false;
      continue;
    }
    if (!inRun) {
      inRun = true;
      runCounted = false;
    }
    if (isWordLike && !runCounted) {
      words++;
      runCounted = true;
    }
  }
  return words;
}

/** A grapheme that is spoken: not whitespace, punctuation, a symbol, a control or a lone combining mark. */
const SILENT = /^[\p{White_Space}\p{P}\p{S}\p{Cc}\p{Cf}\p{M}]/u;

/**
 * Characters: user-perceived characters (Intl.Segmenter graphemes, so Thai's vowel and tone marks belong
 * to their consonant) that are spoken, leaving out whitespace and punctuation ("。", "、", "「") as NHK's
 * count of a news text's characters does in effect when it times them. A grapheme cut in two between
 * streamed pieces counts once: its trailing mark alone counts nothing.
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const { segment } of graphemes.segment(text)) if (!SILENT.test(segment)) count++;
  return count;
}

/** The text's length in its language's unit. */
export function countLength(text: string, language: string = DEFAULT_LANGUAGE): number {
  return lengthUnit(language) === "characters" ? countCharacters(text) : countWords(text, language);
}

/**
 * The length `text` adds after `before`: in words, a word cut between the two counts once; characters
 * simply add up.
 */
export function lengthAdded(before: string, text: string, language: string = DEFAULT_LANGUAGE): number {
  const added = countLength(text, language);
  if (lengthUnit(language) === "characters") return added;
  const last = /\S+$/.exec(before)?.[0];
  const first = /^\S+/.exec(text)?.[0];
  const joined = last && first && countWords(last, language) > 0 && countWords(first, language) > 0 ? 1 : 0;
  return added - joined;
}

/** The length a script of `minutes` aims at, in its language's unit. */
export function targetLength(minutes: number, language: string = DEFAULT_LANGUAGE, channelWordsPerMinute?: number) {
  return Math.round(minutes * speakingRate(language, channelWordsPerMinute));
}

/** Seconds a presenter takes to say `length` units at `perMinute`. */
export const secondsAt = (length: number, perMinute: number) => Math.round((length * 60) / perMinute);

/** Spoken minutes of a text, rounded up ("about 5 min"); 0 for an empty text. */
export function speakingMinutes(text: string, language: string = DEFAULT_LANGUAGE, channelWordsPerMinute?: number) {
  return Math.ceil(countLength(text, language) / speakingRate(language, channelWordsPerMinute));
}

/**
 * Silent reading is faster than speaking: spec §9 reads English at 200 words a minute against 150
 * spoken, and every language keeps that ratio of its own spoken rate.
 */
export const READING_TO_SPEAKING = 200 / 150;

/** Minutes to read a text silently, rounded up (spec §9 for English: words ÷ 200). */
export function readingMinutes(text: string, language: string = DEFAULT_LANGUAGE): number {
  return Math.ceil(countLength(text, language) / (defaultSpeakingRate(language) * READING_TO_SPEAKING));
}

/** "1,480 characters", "1 word": a length with its unit, numbers in the reader's locale. */
export function formatLength(length: number, language: string = DEFAULT_LANGUAGE, locale?: string): string {
  const unit = lengthUnit(language);
  const noun = length === 1 ? unit.slice(0, -1) : unit;
  return `${length.toLocaleString(locale)} ${noun}`;
}

/**
 * Everything the studio's length loop needs about a script's language: its unit, its rate, how to count,
 * and how many of its units a spoken word is worth (to scale limits written for words).
 */
export interface LengthRule {
  language: string;
  unit: LengthUnit;
  /** Spoken units a minute: the language's default, scaled by the channel's pace. */
  perMinute: number;
  /** Units per spoken word: 1 in words, 2 in Japanese characters. */
  scale: number;
  count(text: string): number;
  added(before: string, text: string): number;
}

export function lengthRule(language: string = DEFAULT_LANGUAGE, channelWordsPerMinute?: number): LengthRule {
  return {
    language,
    unit: lengthUnit(language),
    perMinute: speakingRate(language, channelWordsPerMinute),
    scale: unitsPerWord(language),
    count: (text) => countLength(text, language),
    added: (before, text) => lengthAdded(before, text, language),
  };
}

/**
 * The text cut into the pieces its length counts, in order, each worth one unit: in words, each word with
 * the punctuation around it ("—" alone joins the word before); in characters, each spoken character with
 * the punctuation and spaces after it ("す。"). Joined back (words with a space, characters with nothing)
 * they read as the text, with its line breaks and runs of spaces made single. The teleprompter moves by them.
 */
export function lengthPieces(text: string, language: string = DEFAULT_LANGUAGE): string[] {
  const pieces: string[] = [];
  if (lengthUnit(language) === "characters") {
    let pending = ""; // silent graphemes before the first spoken one
    for (const { segment } of graphemes.segment(text)) {
      if (SILENT.test(segment)) {
        if (pieces.length === 0) pending += segment.trim();
        else if (!SPACE.test(segment)) pieces[pieces.length - 1] += segment;
        continue;
      }
      pieces.push(pending + segment);
      pending = "";
    }
    return pieces;
  }
  let pending = ""; // runs without a word before the first word
  let run = "";
  const flush = () => {
    if (!run) return;
    if (countWords(run, language) > 0) {
      pieces.push(pending ? `${pending} ${run}` : run);
      pending = "";
    } else if (pieces.length > 0) pieces[pieces.length - 1] += ` ${run}`;
    else pending = pending ? `${pending} ${run}` : run;
    run = "";
  };
  for (const { segment } of wordSegmenter(language).segment(text)) {
    if (SPACE.test(segment)) flush();
    else run += segment;
  }
  flush();
  return pieces;
}

/** Whether a text reads right to left: its first strongly directional letter is Hebrew, Arabic, Syriac, Thaana or N'Ko. */
export function readsRightToLeft(text: string): boolean {
  const first = /[\p{L}]/u.exec(text)?.[0];
  return (
    first !== undefined &&
    /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(first)
  );
}
