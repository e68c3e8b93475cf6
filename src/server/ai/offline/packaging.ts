// The offline writer's packaging (issue 12, decision 021): templates filled from the script's section
// labels, the topic and the keywords. Deterministic and plainly labelled "offline" (source) in the UI:
// a starting point to edit, never presented as a model's ideas.
import { scriptSections } from "../../../shared/packaging-rules.ts";
import type { PackagingField } from "../../../shared/schemas/packaging.ts";
import { SPOKEN_WORDS_PER_MINUTE } from "../../../shared/studio-values.ts";
import { composeDescription, type PackagingBrief, type PackagingDraft, tidyDraft } from "../packaging-draft.ts";

/** Section names that frame a video rather than say what it covers. */
const FRAMING =
  /^(hook|intro|introduction|opening|outro|conclusion|call to action|cta|transition|summary|recap|sign-off)$/i;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The first sentence of the script's spoken text (labels aside). */
function firstSentence(script: string): string {
  const text = script
    .split("\n")
    .map((line) => line.replace(/^\[[^\]]*\]\s*/, "").trim())
    .filter(Boolean)
    .join(" ");
  return /^.{10,200}?[.!?](?=\s|$)/.exec(text)?.[0] ?? text.slice(0, 160);
}

interface Material {
  subject: string;
  keyword: string;
  /** The sections that say what the video covers. */
  parts: string[];
  minutes: number;
  script: string;
  keywords: string[];
}

function materialOf(brief: PackagingBrief): Material {
  const sections = scriptSections(brief.script);
  const parts = sections.map((s) => s.title).filter((t) => !FRAMING.test(t));
  const keywords = brief.keywords.map((k) => k.trim()).filter(Boolean);
  const subject = brief.topic.trim() || keywords[0] || parts[0] || "This video";
  const words = sections.reduce((sum, s) => sum + s.words, 0);
  const rate = brief.channel?.wordsPerMinute ?? SPOKEN_WORDS_PER_MINUTE;
  return {
    subject,
    keyword: keywords[0] ?? subject,
    parts,
    minutes: Math.max(1, Math.round(words / rate)),
    script: brief.script,
    keywords,
  };
}

function titles({ subject, keyword, parts, minutes }: Material): string[] {
  const count = Math.max(parts.length, 3);
  const lower = keyword.toLowerCase();
  return [
    `${capitalise(subject)}: ${count} things to know`,
    `How ${lower} really works (in ${minutes} minutes)`,
    `${capitalise(keyword)}, explained simply`,
    `The beginner's guide to ${lower}`,
    `Stop getting ${lower} wrong`,
    parts.length >= 2
      ? `${parts[0]}, ${parts[1]} and more: ${subject}`
      : `${capitalise(subject)}: the complete walkthrough`,
    `What nobody tells you about ${lower}`,
    `${capitalise(keyword)} in ${minutes} minutes: everything that matters`,
  ];
}

function description(material: Material): string {
  const { subject, parts } = material;
  const covered = parts.length > 0 ? `In this video:\n${parts.map((p) => `- ${p}`).join("\n")}` : "";
  const summary = [`Everything you need to know about ${subject.toLowerCase()}, step by step.`, covered]
    .filter(Boolean)
    .join("\n\n");
  return composeDescription(firstSentence(material.script), summary);
}

function hashtags({ keywords, subject, parts }: Material): string[] {
  return [...keywords, subject, ...parts].filter((k) => k.split(/\s+/).length <= 3);
}

function tags({ keywords, subject, keyword, parts }: Material): string[] {
  const lower = keyword.toLowerCase();
  return [
    ...keywords.map((k) => k.toLowerCase()),
    subject.toLowerCase(),
    `${lower} tips`,
    `${lower} guide`,
    `how to ${lower}`,
    `${lower} for beginners`,
    ...parts.map((p) => p.toLowerCase()),
    `${lower} explained`,
  ];
}

function thumbnailTexts({ keyword, parts }: Material) {
  const short = keyword.split(/\s+/).slice(0, 2).join(" ").toUpperCase();
  return [
    { text: `${short}?`, aim: "Curiosity: names the topic as a question" },
    { text: "Stop doing this", aim: "Warning: a mistake the viewer may be making" },
    { text: `${Math.max(parts.length, 3)} ${short.split(" ")[0]} secrets`, aim: "Promise: a short list that pays off" },
    { text: "Nobody tells you this", aim: "Curiosity: inside knowledge" },
    { text: "Finally explained", aim: "Relief: the confusion ends here" },
  ];
}

/** The offline writer's package, or the asked field of it. */
export function offlinePackaging(brief: PackagingBrief, field: PackagingField | "all"): PackagingDraft {
  const material = materialOf(brief);
  const want = (f: PackagingField) => field === "all" || field === f;
  return tidyDraft(
    {
      ...(want("titles") && { titles: titles(material) }),
      ...(want("description") && { description: description(material), hashtags: hashtags(material) }),
      ...(want("tags") && { tags: tags(material) }),
      ...(want("thumbnailTexts") && { thumbnailTexts: thumbnailTexts(material) }),
    },
    brief.language,
  );
}
