import { z } from "zod";

/**
 * Languages a script, a channel or a packaging translation can be in: BCP 47 tags. The list is what the
 * studio's "Language" picker offers (YouTube's own i18nLanguages cover about the same set); any other
 * well-formed tag is accepted too, since a creator may speak a language we did not list.
 */
export const LISTED_LANGUAGES = [
  "af", "am", "ar", "as", "az", "be", "bg", "bn", "bs", "ca", "cs", "cy", "da", "de", "el", "en", "en-GB",
  "es", "es-419", "et", "eu", "fa", "fi", "fil", "fr", "fr-CA", "ga", "gl", "gu", "ha", "he", "hi", "hr",
  "hu", "hy", "id", "ig", "is", "it", "ja", "jv", "ka", "kk", "km", "kn", "ko", "ky", "lo", "lt", "lv",
  "mk", "ml", "mn", "mr", "ms", "my", "ne", "nl", "no", "or", "pa", "pl", "ps", "pt", "pt-BR", "pt-PT",
  "ro", "ru", "si", "sk", "sl", "so", "sq", "sr", "sv", "sw", "ta", "te", "th", "tr", "uk", "ur", "uz",
  "vi", "yo", "yue", "zh-Hans", "zh-Hant", "zu",
] as const; // biome-ignore format: one tag list reads better packed

export const DEFAULT_LANGUAGE = "en";

/** The canonical form of a well-formed BCP 47 tag ("EN-us" → "en-US"), or null for anything else. */
export function canonicalLanguageTag(tag: string): string | null {
  const trimmed = tag.trim();
  if (!trimmed || trimmed.length > 35) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(trimmed);
    return canonical ?? null;
  } catch {
    return null; // RangeError: not a well-formed tag
  }
}

/** A language tag in requests: any well-formed BCP 47 tag, stored in its canonical form. */
export const languageTagSchema = z
  .string()
  .trim()
  .refine((tag) => canonicalLanguageTag(tag) !== null, {
    message: "Language must be a BCP 47 tag such as en, es or ja",
  })
  .transform((tag) => canonicalLanguageTag(tag) as string);

/** The primary language subtag: "pt-BR" → "pt", "zh-Hant" → "zh". */
export function primaryLanguage(tag: string): string {
  return (canonicalLanguageTag(tag) ?? tag).split("-")[0]?.toLowerCase() ?? tag;
}

/** The language's name in its own language ("日本語", "Español", "हिन्दी"), as the picker shows it. */
export function languageEndonym(tag: string): string {
  return displayName(tag, tag);
}

/** The language's name in the reader's language ("Japanese" for an English reader). */
export function languageName(tag: string, readerLocale: string = DEFAULT_LANGUAGE): string {
  return displayName(tag, readerLocale);
}

/** A picker's entry: its own name, then the reader's name for it and the tag ("日本語 — Japanese (ja)"). */
export function languageLabel(tag: string, readerLocale: string = DEFAULT_LANGUAGE): string {
  const own = languageEndonym(tag);
  const reader = languageName(tag, readerLocale);
  return own === reader ? `${reader} (${tag})` : `${own} — ${reader} (${tag})`;
}

function displayName(tag: string, inLocale: string): string {
  try {
    const name = new Intl.DisplayNames([inLocale, DEFAULT_LANGUAGE], { type: "language" }).of(tag);
    if (!name) return tag;
    // Endonyms come lower-case in some languages ("español"): a picker's entries start with a capital.
    return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
  } catch {
    return tag;
  }
}

/**
 * Languages whose writing puts no spaces between words: their length is counted and timed in characters,
 * not words (Japanese, Chinese, Thai, Lao, Khmer, Burmese; Cantonese is written in Chinese characters).
 */
const WRITTEN_WITHOUT_SPACES = new Set(["ja", "zh", "yue", "th", "lo", "km", "my"]);

export function writtenWithoutSpaces(tag: string): boolean {
  return WRITTEN_WITHOUT_SPACES.has(primaryLanguage(tag));
}

/** Languages written right to left (their scripts: Arabic, Hebrew, Thaana, N'Ko, Syriac). */
const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "syr", "nqo"]);

export function languageDirection(tag: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(primaryLanguage(tag)) ? "rtl" : "ltr";
}
