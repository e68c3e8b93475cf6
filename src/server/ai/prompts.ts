import type {
  ResearchData,
  ResearchInput,
  RewriteInput,
  ScriptInput,
  TopicsInput,
} from "../../shared/schemas/studio.ts";
import { formatDurationLabel, targetWordCount } from "../../shared/studio.ts";
import {
  REWRITE_PRESETS,
  type ScriptFormat,
  SPOKEN_WORDS_PER_MINUTE,
  TOPICS_MAX,
  TOPICS_MIN,
  type Tone,
} from "../../shared/studio-values.ts";

/** What one model call is given: the standing instructions (system) and the request itself. */
export interface PromptParts {
  instructions: string;
  prompt: string;
}

const WRITER =
  "You are an experienced YouTube scriptwriter and content strategist. You write for the ear: clear, specific, " +
  "and honest. Never invent statistics, quotes or facts you are not sure of.";

export const TONE_GUIDANCE: Record<Tone, string> = {
  educational: "educational: explain step by step, define terms, use clear examples",
  entertaining: "entertaining: lively pacing, vivid examples, playful energy",
  inspirational: "inspirational: motivating, aspirational, speak to what the viewer can become",
  conversational: "conversational: relaxed, like talking to a friend, contractions and direct questions",
  professional: "professional: precise, credible, businesslike, no slang",
  humorous: "humorous: light jokes and witty asides that never bury the content",
};

const FORMAT_NAMES: Record<ScriptFormat, string> = {
  full: "a full script",
  outline: "a detailed outline",
  bullet: "bullet points",
};

export const FORMAT_GUIDANCE: Record<ScriptFormat, string> = {
  full: "a complete word-for-word script to be read aloud, with short section labels in square brackets such as [INTRO]",
  outline:
    "a detailed outline: numbered sections, each with indented sub-points written as full sentences the presenter can speak from",
  bullet: "bullet points: short lines starting with '• ', grouped under section headings",
};

function optionalLine(label: string, value: string | undefined): string {
  return value ? `${label}: ${value}\n` : "";
}

/** The research inputs the later steps pass along (all optional). */
function videoContext(input: { niche?: string; topic?: string; targetAudience?: string }): string {
  return (
    optionalLine("Niche", input.niche) +
    optionalLine("Video topic", input.topic) +
    optionalLine("Target audience", input.targetAudience)
  );
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** The research data as a compact brief for the topic and script prompts. */
export function describeResearch(data: ResearchData): string {
  return [
    `Summary: ${data.summary}`,
    `Audience insights:\n${list(data.audienceInsights)}`,
    `Key points:\n${list(data.keyPoints)}`,
    `Questions viewers ask:\n${list(data.questionsViewersAsk)}`,
    `Keyword ideas: ${data.keywordIdeas.join(", ")}`,
    `Competitor angles:\n${list(data.competitorAngles)}`,
    `Hook ideas:\n${list(data.hookIdeas)}`,
  ].join("\n");
}

/** spec §7 research-content. */
export function researchPrompt(input: ResearchInput): PromptParts {
  return {
    instructions: WRITER,
    prompt:
      "Research a YouTube video idea and answer with the structured research data.\n" +
      `Niche: ${input.niche}\n` +
      `Topic: ${input.topic}\n` +
      optionalLine("Angle", input.angle) +
      optionalLine("Target audience", input.targetAudience) +
      "Give 3 to 8 items in every list. Make every item specific to this topic and audience.",
  };
}

/** spec §7 generate-topics. */
export function topicsPrompt(input: TopicsInput): PromptParts {
  return {
    instructions: WRITER,
    prompt:
      `Suggest ${TOPICS_MIN} to ${TOPICS_MAX} distinct topics (sections or talking points) for one YouTube video, ` +
      "each a short phrase of at most 12 words, drawn from the research below.\n" +
      videoContext(input) +
      `\nResearch:\n${describeResearch(input.researchData)}`,
  };
}

/** spec §7 generate-script: the duration becomes a target word count (about 150 spoken words a minute). */
export function scriptPrompt(input: ScriptInput): PromptParts {
  const { scriptConfig: config, selectedTopics } = input;
  const words = targetWordCount(config.duration);
  const switches = [
    config.includeHooks
      ? "Hooks: open with a short hook section that makes the viewer keep watching."
      : "Hooks: no hook section; start directly with the introduction.",
    config.includeCTA
      ? "Call to action: end with a call to action (like, subscribe, comment with a question)."
      : "Call to action: none; do not ask viewers to like, subscribe or comment.",
    config.includeTransitions
      ? "Transitions: add a short transition line between sections."
      : "Transitions: none; go from one section to the next without transition lines.",
  ];
  return {
    instructions: `${WRITER} Answer with the script text only: no preface, no notes about the script, no Markdown code fences.`,
    prompt:
      `Write ${FORMAT_NAMES[config.scriptType]} for a YouTube video of ` +
      `${formatDurationLabel(config.duration)}.\n` +
      `Length: about ${words} words (${SPOKEN_WORDS_PER_MINUTE} spoken words a minute); stay within 10% of ${words} words.\n` +
      `Tone: ${TONE_GUIDANCE[config.tone]}.\n` +
      `Format: ${FORMAT_GUIDANCE[config.scriptType]}.\n` +
      `${switches.join("\n")}\n` +
      videoContext(input) +
      `Cover every one of these topics, in this order:\n${selectedTopics.map((t, i) => `${i + 1}. ${t}`).join("\n")}\n` +
      `\nResearch to draw on:\n${describeResearch(input.researchData)}`,
  };
}

const ONLY_TEXT =
  "Answer with the resulting text only: no preface, no quotes around it, no explanation. Keep line breaks where they make sense.";

/** spec §7 rewrite-text: the presets' instruction text, or the user's own for custom. */
export function rewritePrompt(input: RewriteInput): PromptParts {
  const instruction = input.instruction?.trim();
  const task: Record<RewriteInput["style"], string> = {
    change_style: `Rewrite the text. ${instruction || REWRITE_PRESETS.change_style}. Keep its meaning.`,
    translate: `${instruction || REWRITE_PRESETS.translate}. Translate the whole text faithfully.`,
    custom: `Rewrite the text following this instruction: ${instruction}`,
    lengthen:
      "Lengthen the text to about twice its length by elaborating on its ideas with explanation and examples. " +
      "Keep its tone and meaning.",
    punchier:
      "Make the text punchier: shorter sentences, strong verbs, no filler words. Keep its meaning and do not make it longer.",
  };
  return {
    instructions: `You edit YouTube video scripts. ${ONLY_TEXT}`,
    prompt: `${task[input.style]}\n\n<text>\n${input.selectedText.trim()}\n</text>`,
  };
}

/** spec §7 fix-grammar. */
export function grammarPrompt(text: string): PromptParts {
  return {
    instructions: `You proofread YouTube video scripts. ${ONLY_TEXT}`,
    prompt:
      "Correct the spelling, grammar, punctuation, capitalisation and spacing of the text. Change nothing else: " +
      "keep its wording, tone, line breaks and section labels.\n\n" +
      `<text>\n${text}\n</text>`,
  };
}
