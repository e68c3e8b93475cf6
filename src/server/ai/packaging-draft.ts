// What a package is written from, and a generated package within YouTube's limits and ours (issue 12), whoever wrote it: titles cut at a
// word, hashtags made single words, tags deduplicated and fitted to 500 characters, thumbnail texts
// of at most four words. The model's answers carry no length keywords (strict JSON-schema modes refuse
// them), so this is where the limits are kept; the offline writer's templates pass through it too.
import { lengthPieces, lengthUnit } from "../../shared/length.ts";
import { tagRefusal } from "../../shared/packaging-rules.ts";
import {
  PACKAGING_LIMITS,
  type PackagingContent,
  type ThumbnailText,
  thumbnailTextLimit,
  YOUTUBE_LIMITS,
} from "../../shared/schemas/packaging.ts";
import type { ChannelStyle } from "./studio-writer.ts";

/** What a package is written from. */
export interface PackagingBrief {
  script: string;
  topic: string;
  keywords: string[];
  research?: string;
  channel?: ChannelStyle;
  /** The script's language (English when not said): the package is written in it. */
  language?: string;
}

/** What a writer produces for the fields it was asked for (chapters come from the script, not the writer). */
export type PackagingDraft = Partial<
  Pick<PackagingContent, "titles" | "description" | "hashtags" | "tags" | "thumbnailTexts">
>;

/** `text` cut at a word to at most `max` characters. */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const space = head.lastIndexOf(" ");
  return (space > max / 2 ? head.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:–—-]+$/, "");
}

const noBrackets = (text: string) => text.replace(/[<>]/g, "");

export function tidyTitles(titles: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of titles) {
    const title = cutAtWord(noBrackets(raw).replace(/^["'“]+|["'”]+$/g, ""), YOUTUBE_LIMITS.title);
    if (!title || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    out.push(title);
  }
  return out.slice(0, PACKAGING_LIMITS.titleCandidates);
}

/** "#Deep Work!" → "DeepWork"; at most three, no repeats. */
export function tidyHashtags(hashtags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of hashtags) {
    const tag = raw
      .replace(/^#+/, "")
      .split(/[^\p{L}\p{N}_]+/u)
      .filter(Boolean)
      // One word stays as written; several become one PascalCase word (#SleepRoutine).
      .map((word, _, words) => (words.length === 1 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
      .join("")
      .slice(0, 50);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out.slice(0, YOUTUBE_LIMITS.hashtags);
}

/** Tags in order, each kept only when YouTube would still take the list with it. */
export function tidyTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    const tag = noBrackets(raw).replace(/^#/, "").replace(/,/g, " ").replace(/\s+/g, " ").trim();
    if (tag && tagRefusal(out, tag) === null) out.push(tag);
  }
  return out;
}

/** At most four words, or in a language counted in characters as many characters as they are worth. */
export function tidyThumbnailTexts(ideas: readonly ThumbnailText[], language?: string): ThumbnailText[] {
  const seen = new Set<string>();
  const out: ThumbnailText[] = [];
  const characters = lengthUnit(language) === "characters";
  const max = thumbnailTextLimit(language);
  for (const idea of ideas) {
    const pieces = lengthPieces(idea.text.replace(/\s+/g, " ").trim(), language).slice(0, max);
    const text = pieces.join(characters ? "" : " ").trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push({ text, aim: cutAtWord(idea.aim, PACKAGING_LIMITS.aim) });
  }
  return out.slice(0, PACKAGING_LIMITS.thumbnailIdeas);
}

/**
 * The description's text without chapters and hashtags (those are written after it), leaving room
 * for them within YouTube's 5,000 characters.
 */
export const tidyDescription = (text: string) =>
  noBrackets(text)
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, YOUTUBE_LIMITS.description - 1500);

/** Hook line, summary and the links lines the user fills. */
export function composeDescription(hook: string, summary: string): string {
  return tidyDescription(
    [
      cutAtWord(hook, 200),
      summary.trim(),
      "Links mentioned in this video:\n- [add link]\n\nFollow the channel:\n- [add link]",
    ]
      .filter(Boolean)
      .join("\n\n"),
  );
}

export function tidyDraft(draft: PackagingDraft, language?: string): PackagingDraft {
  return {
    ...(draft.titles && { titles: tidyTitles(draft.titles) }),
    ...(draft.description !== undefined && { description: tidyDescription(draft.description) }),
    ...(draft.hashtags && { hashtags: tidyHashtags(draft.hashtags) }),
    ...(draft.tags && { tags: tidyTags(draft.tags) }),
    ...(draft.thumbnailTexts && { thumbnailTexts: tidyThumbnailTexts(draft.thumbnailTexts, language) }),
  };
}
