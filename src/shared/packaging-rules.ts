// YouTube's own rules for a video's packaging (issue 12), in one place for the client and the server:
// chapters computed from a script, the chapter rules, the tag box's length, the description as pasted.
import { DEFAULT_LANGUAGE, languageName } from "./languages.ts";
import { countLength, lengthUnit, secondsAt, speakingRate } from "./length.ts";
import { msg } from "./message.ts";
import { inEnglish, type RuleMessage } from "./rule-message.ts";
import {
  type Chapter,
  PACKAGING_LIMITS,
  type PackagingContent,
  type PackagingTranslation,
  packagingContentSchema,
  thumbnailTextLength,
  thumbnailTextLimit,
  YOUTUBE_LIMITS,
} from "./schemas/packaging.ts";

// ---------------------------------------------------------------------------------------------
// Chapters from the script

/** A section label on a line of its own, as the studio's writers write them: `[INTRO]`, `[PART 2: Lighting]`. */
const LABEL_LINE = /^\[([^\][\n]{1,80})\]\s*(.*)$/;

export interface ScriptSection {
  /** The chapter name the label gives ("Lighting" for `[PART 2: Lighting]`, "Intro" for `[INTRO]`). */
  title: string;
  /** The script's length before the section starts, in its language's unit (words, or characters). */
  startWord: number;
  /** The section's length in the same unit. */
  words: number;
}

/** `[PART 2: Lighting]` → "Lighting"; `[CALL TO ACTION]` → "Call to action". */
export function chapterNameOf(label: string): string {
  const named = /^(?:part|section|chapter)\s*\d*\s*[:\-–—]\s*(.+)$/i.exec(label.trim());
  const text = (named ? named[1] : label).trim();
  const shouted = text === text.toUpperCase() && /[A-Z]/.test(text);
  const name = shouted ? text.charAt(0) + text.slice(1).toLowerCase() : text;
  return name.slice(0, PACKAGING_LIMITS.chapterTitle).trim() || "Chapter";
}

/**
 * The script's sections in order, each with its first word's position. Words before the first
 * label make a section of their own ("Intro"); a label followed by no words is dropped.
 */
export function scriptSections(script: string, language: string = DEFAULT_LANGUAGE): ScriptSection[] {
  const sections: ScriptSection[] = [];
  let current: ScriptSection | null = null;
  let position = 0;
  for (const raw of script.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const label = LABEL_LINE.exec(line);
    let text = line;
    if (label?.[1].trim()) {
      current = { title: chapterNameOf(label[1]), startWord: position, words: 0 };
      sections.push(current);
      text = label[2];
    }
    const words = countLength(text, language);
    if (words === 0) continue;
    if (!current) {
      current = { title: "Intro", startWord: position, words: 0 };
      sections.push(current);
    }
    current.words += words;
    position += words;
  }
  return sections.filter((section) => section.words > 0);
}

export interface ChapterPlan {
  chapters: Chapter[];
  /** Why there are no chapters, when there are none. */
  note: RuleMessage | null;
  /** The script's spoken length at the rate, in seconds. */
  totalSeconds: number;
}

/**
 * Chapters from the script's sections: each starts at its first word's time at the channel's speaking
 * rate, counted and timed in the script's language's unit (characters in Japanese, at its rate). YouTube's rules are kept, never faked: the first starts at 0:00, a section shorter than
 * 10 seconds joins the next one (the last joins the one before), and fewer than three chapters left
 * means no chapters, with a note that says why.
 */
export function makeChapters(
  script: string,
  channelWordsPerMinute: number,
  language: string = DEFAULT_LANGUAGE,
): ChapterPlan {
  const sections = scriptSections(script, language);
  const wordsPerMinute = speakingRate(language, channelWordsPerMinute);
  const unit = lengthUnit(language);
  const totalWords = sections.reduce((sum, s) => sum + s.words, 0);
  const totalSeconds = secondsAt(totalWords, wordsPerMinute);
  const min = YOUTUBE_LIMITS.chapterMinSeconds;
  const need = YOUTUBE_LIMITS.chaptersMin;
  const timed = sections.map((s) => ({ title: s.title, seconds: secondsAt(s.startWord, wordsPerMinute) }));
  if (timed.length > 0) timed[0].seconds = 0;
  // A chapter too short joins the next: that one starts earlier and keeps its name.
  const merged: Chapter[] = [];
  for (let i = 0; i < timed.length; i++) {
    const end = i + 1 < timed.length ? timed[i + 1].seconds : totalSeconds;
    if (end - timed[i].seconds < min && i + 1 < timed.length) {
      timed[i + 1] = { ...timed[i + 1], seconds: timed[i].seconds };
      continue;
    }
    if (end - timed[i].seconds < min && merged.length > 0) continue; // the last one: the one before runs on
    merged.push(timed[i]);
  }
  const chapters = merged.slice(0, PACKAGING_LIMITS.chapters);
  if (chapters.length >= need) return { chapters, note: null, totalSeconds };
  const values = { length: formatTimestamp(totalSeconds), rate: wordsPerMinute, unit };
  // The rate's unit is a select, so each language words "150 words a minute" and "300 characters a minute" itself.
  const note: RuleMessage =
    sections.length === 0
      ? { text: msg("The script is empty, so there are no chapters.") }
      : totalSeconds < need * min
        ? {
            text: msg(
              "The script is too short for YouTube chapters: about {length} at {unit, select, characters {{rate} characters a minute} other {{rate} words a minute}}, and YouTube needs at least three chapters of 10 seconds or more.",
            ),
            values,
          }
        : sections.length < need
          ? {
              text: msg(
                "The script has {sections, plural, one {one section} other {# sections}}: YouTube needs at least three chapters of 10 seconds or more. Add section labels such as [PART 1: Name] on lines of their own.",
              ),
              values: { sections: sections.length },
            }
          : {
              text: msg(
                "The script's sections give only {chapters, plural, one {one chapter} other {# chapters}} of 10 seconds or more at {unit, select, characters {{rate} characters a minute} other {{rate} words a minute}}: YouTube needs at least three.",
              ),
              values: { ...values, chapters: chapters.length },
            };
  return { chapters: [], note, totalSeconds };
}

/** 0:00, 4:05, 1:02:03: the way YouTube reads a timestamp in a description. */
export function formatTimestamp(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** "1:05" / "01:05" / "1:02:03" / "65" → seconds; null when it isn't a time. */
export function parseTimestamp(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{1,5}$/.test(trimmed)) return Number(trimmed);
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const [, h, m, s] = match;
  if (Number(s) > 59 || (h !== undefined && Number(m) > 59)) return null;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
}

/**
 * YouTube's chapter rules as messages, empty when the chapters are valid (or when there are none:
 * a description without chapters is allowed). `totalSeconds`, when known, checks the last one too.
 */
export function chapterProblems(chapters: readonly Chapter[], totalSeconds?: number): RuleMessage[] {
  if (chapters.length === 0) return [];
  const problems: RuleMessage[] = [];
  const min = YOUTUBE_LIMITS.chapterMinSeconds;
  if (chapters[0].seconds !== 0) problems.push({ text: msg("The first chapter must start at 0:00") });
  if (chapters.length < YOUTUBE_LIMITS.chaptersMin) {
    problems.push({
      text: msg("YouTube needs at least {min} chapters (there are {chapters})"),
      values: { min: YOUTUBE_LIMITS.chaptersMin, chapters: chapters.length },
    });
  }
  for (let i = 1; i < chapters.length; i++) {
    const gap = chapters[i].seconds - chapters[i - 1].seconds;
    if (gap <= 0) {
      problems.push({
        text: msg('Chapter {n} ("{title}") must start after chapter {previous}'),
        values: { n: i + 1, title: chapters[i].title, previous: i },
      });
    } else if (gap < min) {
      problems.push({
        text: msg('Chapter {n} ("{title}") is {seconds} seconds long: each chapter must be at least {min} seconds'),
        values: { n: i, title: chapters[i - 1].title, seconds: gap, min },
      });
    }
  }
  const last = chapters.at(-1);
  if (totalSeconds !== undefined && last && chapters.length > 1) {
    const rest = totalSeconds - last.seconds;
    if (rest < min && rest >= 0) {
      problems.push({
        text: msg(
          'The last chapter ("{title}") is {seconds} seconds long by the script: each chapter must be at least {min} seconds',
        ),
        values: { title: last.title, seconds: rest, min },
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Tags

/** A tag as YouTube's tag box holds it: a tag with a space is wrapped in quotes. */
const tagLength = (tag: string) => tag.length + (/\s/.test(tag) ? 2 : 0);

/**
 * The tags' length as YouTube counts it against its 500 characters: each tag's characters, two
 * more for the quotes around a tag with a space in it, and the commas between tags.
 */
export function tagsLength(tags: readonly string[]): number {
  const clean = tags.map((t) => t.trim()).filter(Boolean);
  return clean.reduce((sum, tag) => sum + tagLength(tag), 0) + Math.max(0, clean.length - 1);
}

/** What is wrong with the tags, as messages; empty when YouTube would take them. */
export function tagProblems(tags: readonly string[]): RuleMessage[] {
  const problems: RuleMessage[] = [];
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag) problems.push({ text: msg("A tag can't be empty") });
    else if (seen.has(key)) problems.push({ text: msg('The tag "{tag}" is there twice'), values: { tag } });
    if (tag.length > PACKAGING_LIMITS.tag) {
      problems.push({
        text: msg('The tag "{tag}…" is over {max} characters'),
        values: { tag: tag.slice(0, 30), max: PACKAGING_LIMITS.tag },
      });
    }
    if (/[<>,]/.test(tag)) {
      problems.push({
        text: msg('The tag "{tag}" has a character YouTube refuses in tags (<, > or a comma)'),
        values: { tag },
      });
    }
    seen.add(key);
  }
  if (tags.length > PACKAGING_LIMITS.tags) {
    problems.push({ text: msg("At most {max} tags"), values: { max: PACKAGING_LIMITS.tags } });
  }
  const length = tagsLength(tags);
  if (length > YOUTUBE_LIMITS.tagsTotal) {
    problems.push({
      text: msg(
        "The tags come to {length} characters as YouTube counts them (quotes around tags with spaces, commas between): the limit is {max}",
      ),
      values: { length, max: YOUTUBE_LIMITS.tagsTotal },
    });
  }
  return problems;
}

/** Why a new tag can't be added to `tags`, or null when it can. */
export function tagRefusal(tags: readonly string[], candidate: string): RuleMessage | null {
  const tag = candidate.trim();
  if (!tag) return { text: msg("A tag can't be empty") };
  if (tags.some((t) => t.trim().toLowerCase() === tag.toLowerCase())) {
    return { text: msg('"{tag}" is already a tag'), values: { tag } };
  }
  if (tag.length > PACKAGING_LIMITS.tag) {
    return { text: msg("A tag must be at most {max} characters"), values: { max: PACKAGING_LIMITS.tag } };
  }
  if (/[<>,]/.test(tag)) return { text: msg("A tag can't contain <, > or a comma (add tags one at a time)") };
  if (tags.length >= PACKAGING_LIMITS.tags) {
    return { text: msg("At most {max} tags"), values: { max: PACKAGING_LIMITS.tags } };
  }
  const length = tagsLength([...tags, tag]);
  if (length > YOUTUBE_LIMITS.tagsTotal) {
    return {
      text: msg("With it the tags would come to {length} characters: YouTube's limit is {max}"),
      values: { length, max: YOUTUBE_LIMITS.tagsTotal },
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Titles, the description, the whole package

/** Where the main keyword sits in a title: its character index (case-insensitive), or -1. */
export const keywordPosition = (title: string, keyword: string) =>
  keyword.trim() ? title.toLowerCase().indexOf(keyword.trim().toLowerCase()) : -1;

/** The chapter lines as YouTube reads them: one `0:00 Name` a line. */
export const chapterLines = (chapters: readonly Chapter[]) =>
  chapters.map((c) => `${formatTimestamp(c.seconds)} ${c.title}`).join("\n");

/** The description as pasted into YouTube: the text, then the chapter lines, then the hashtags. */
export function fullDescription(content: Pick<PackagingContent, "description" | "chapters" | "hashtags">): string {
  const parts = [content.description.trim()];
  if (content.chapters.length > 0) parts.push(chapterLines(content.chapters));
  if (content.hashtags.length > 0) parts.push(content.hashtags.map((h) => `#${h}`).join(" "));
  return parts.filter(Boolean).join("\n\n");
}

/**
 * A translation's chapters: the package's timestamps, each with its translated name (the original
 * name where the translation has none), so a translated description never moves a chapter.
 */
export function translatedChapters(
  chapters: readonly Chapter[],
  translation: Pick<PackagingTranslation, "chapterTitles">,
): Chapter[] {
  return chapters.map((chapter, i) => ({
    seconds: chapter.seconds,
    title: translation.chapterTitles[i]?.trim() || chapter.title,
  }));
}

/** A translation's description as YouTube gets it: its text, the chapter lines at the package's times, the hashtags. */
export function localizedDescription(
  content: Pick<PackagingContent, "chapters" | "hashtags">,
  translation: Pick<PackagingTranslation, "description" | "chapterTitles">,
): string {
  return fullDescription({
    description: translation.description,
    chapters: translatedChapters(content.chapters, translation),
    hashtags: content.hashtags,
  });
}

/** YouTube's `localizations` object for the package: language → title and description. */
export function localizationsOf(
  content: Pick<PackagingContent, "chapters" | "hashtags" | "translations">,
): Record<string, { title: string; description: string }> {
  return Object.fromEntries(
    content.translations.map((t) => [t.language, { title: t.title, description: localizedDescription(content, t) }]),
  );
}

/** What is wrong with one translation, as messages (empty when YouTube would take it). */
export function translationProblems(
  content: Pick<PackagingContent, "chapters" | "hashtags">,
  translation: PackagingTranslation,
): RuleMessage[] {
  const named = { language: translation.language, name: languageName(translation.language) };
  const problems: RuleMessage[] = [];
  if (/[<>]/.test(translation.title)) {
    problems.push({ text: msg("YouTube doesn't allow < or > in a title ({name})"), values: named });
  }
  if (/[<>]/.test(translation.description) || translation.chapterTitles.some((t) => /[<>]/.test(t))) {
    problems.push({ text: msg("YouTube doesn't allow < or > in a description ({name})"), values: named });
  }
  const length = localizedDescription(content, translation).length;
  if (length > YOUTUBE_LIMITS.description) {
    problems.push({
      text: msg(
        "The {name} description with its chapters and hashtags is {length, number} characters: YouTube's limit is {max, number}",
      ),
      values: { ...named, length, max: YOUTUBE_LIMITS.description },
    });
  }
  return problems;
}

/** The tags as YouTube's tag box takes them pasted: comma-separated. */
export const tagsForYouTube = (tags: readonly string[]) => tags.map((t) => t.trim()).join(", ");

/** "Copy all for YouTube": the title, the description with chapters, the tags. */
export function copyAllText(content: PackagingContent): string {
  const title = content.chosenTitle ?? content.titles[0] ?? "";
  return `Title:\n${title}\n\nDescription:\n${fullDescription(content)}\n\nTags:\n${tagsForYouTube(content.tags)}\n`;
}

/** The package with every rule of packagingIssues: what the server checks before it stores one. */
export const packagingSchema = packagingContentSchema.superRefine((content, ctx) => {
  for (const issue of packagingIssues(content))
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message, params: { rule: issue.rule } });
});

/** The rule a packagingSchema issue carries (the client shows it in the member's language), if any. */
export function ruleOfIssue(issue: object | undefined): RuleMessage | null {
  const params = issue && "params" in issue ? (issue.params as { rule?: RuleMessage } | undefined) : undefined;
  const rule = params?.rule;
  return rule && typeof rule.text === "string" ? rule : null;
}

/** A rule broken, at its field: `message` in English (API callers read it), `rule` for a member's language. */
export interface PackagingIssue {
  path: (string | number)[];
  message: string;
  rule: RuleMessage;
}

/**
 * The rules that span fields (or that the field schemas can't say): YouTube's chapter rules, the full
 * description's length, angle brackets (YouTube refuses them in titles and descriptions), the tags.
 */
export function packagingIssues(content: PackagingContent): PackagingIssue[] {
  const issues: PackagingIssue[] = [];
  const add = (path: (string | number)[], rule: RuleMessage) => issues.push({ path, message: inEnglish(rule), rule });
  const inTitle: RuleMessage = { text: msg("YouTube doesn't allow < or > in a title") };
  const inDescription: RuleMessage = { text: msg("YouTube doesn't allow < or > in a description") };
  content.titles.forEach((title, i) => {
    if (/[<>]/.test(title)) add(["titles", i], inTitle);
  });
  if (content.chosenTitle && /[<>]/.test(content.chosenTitle)) add(["chosenTitle"], inTitle);
  if (/[<>]/.test(content.description)) add(["description"], inDescription);
  content.chapters.forEach((chapter, i) => {
    if (/[<>]/.test(chapter.title)) add(["chapters", i, "title"], inDescription);
  });
  for (const rule of chapterProblems(content.chapters)) add(["chapters"], rule);
  const length = fullDescription(content).length;
  if (length > YOUTUBE_LIMITS.description) {
    add(["description"], {
      text: msg(
        "The description with its chapters and hashtags is {length, number} characters: YouTube's limit is {max, number}",
      ),
      values: { length, max: YOUTUBE_LIMITS.description },
    });
  }
  const seenHashtags = new Set<string>();
  for (const hashtag of content.hashtags) {
    if (seenHashtags.has(hashtag.toLowerCase())) {
      add(["hashtags"], { text: msg("The hashtag #{hashtag} is there twice"), values: { hashtag } });
    }
    seenHashtags.add(hashtag.toLowerCase());
  }
  for (const rule of tagProblems(content.tags)) add(["tags"], rule);
  // The field's schema counts words; a package in a language counted in characters is held to as many
  // characters as four spoken words are worth.
  const language = content.defaultLanguage ?? DEFAULT_LANGUAGE;
  if (lengthUnit(language) === "characters") {
    const max = thumbnailTextLimit(language);
    content.thumbnailTexts.forEach((idea, i) => {
      if (thumbnailTextLength(idea.text, language) > max) {
        add(["thumbnailTexts", i, "text"], {
          text: msg("Thumbnail text is at most {max, number} characters"),
          values: { max },
        });
      }
    });
  }
  // YouTube takes localizations only beside the video's default language (videos/update#errors:
  // defaultLanguageNotSet), so a package with translations says which language it is written in.
  if (content.translations.length > 0 && !content.defaultLanguage) {
    add(["defaultLanguage"], {
      text: msg("Choose the language the package is written in before adding translations (YouTube needs it)"),
    });
  }
  const seenLanguages = new Set<string>();
  content.translations.forEach((translation, i) => {
    const named = { language: translation.language, name: languageName(translation.language) };
    if (translation.language === content.defaultLanguage) {
      add(["translations", i, "language"], {
        text: msg("The package is already written in {name}: a translation must be into another language"),
        values: named,
      });
    }
    if (seenLanguages.has(translation.language)) {
      add(["translations", i, "language"], { text: msg("There are two {name} translations"), values: named });
    }
    seenLanguages.add(translation.language);
    for (const rule of translationProblems(content, translation)) add(["translations", i], rule);
  });
  return issues;
}
