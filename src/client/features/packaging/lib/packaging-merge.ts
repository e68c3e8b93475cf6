import type { GeneratedPackaging, PackagingContent, PackagingField } from "../../../../shared/schemas/packaging.ts";
import { PACKAGING_LIMITS } from "../../../../shared/schemas/packaging.ts";

export const EMPTY_PACKAGING: PackagingContent = {
  titles: [],
  chosenTitle: null,
  description: "",
  chapters: [],
  hashtags: [],
  tags: [],
  thumbnailTexts: [],
  source: "offline",
  defaultLanguage: null,
  translations: [],
};

/**
 * The package with a generation merged in: only the fields it carries change, so regenerating the
 * tags leaves the titles, description and chapters as the member left them. A picked title stays
 * picked; new title candidates come first, the member's own are kept after them.
 */
export function mergeGenerated(
  content: PackagingContent,
  generated: GeneratedPackaging,
  field: PackagingField | "all",
): PackagingContent {
  const next: PackagingContent = { ...content, source: generated.source };
  if (generated.titles) {
    const kept = content.titles.filter((t) => t === content.chosenTitle && !generated.titles?.includes(t));
    next.titles = [...generated.titles, ...kept].slice(0, PACKAGING_LIMITS.titlesKept);
  }
  if (generated.description !== undefined) next.description = generated.description;
  if (generated.hashtags) next.hashtags = generated.hashtags;
  if (generated.chapters && (field === "all" || field === "description")) next.chapters = generated.chapters;
  if (generated.tags) next.tags = generated.tags;
  if (generated.thumbnailTexts) next.thumbnailTexts = generated.thumbnailTexts;
  return next;
}

/** Whether regenerating `field` would replace something the member has (asked first). */
export function hasContent(content: PackagingContent, field: PackagingField | "all"): boolean {
  switch (field) {
    case "titles":
      return content.titles.length > 0;
    case "description":
      return content.description.trim().length > 0 || content.chapters.length > 0;
    case "tags":
      return content.tags.length > 0;
    case "thumbnailTexts":
      return content.thumbnailTexts.length > 0;
    case "all":
      return (
        content.titles.length > 0 ||
        content.description.trim().length > 0 ||
        content.tags.length > 0 ||
        content.thumbnailTexts.length > 0
      );
  }
}
