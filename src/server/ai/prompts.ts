import { DEFAULT_LANGUAGE, languageEndonym, languageName } from "../../shared/languages.ts";
import { type LengthRule, type LengthUnit, lengthRule } from "../../shared/length.ts";
import { describeVoice } from "../../shared/schemas/channel-voice.ts";
import type {
  PlannedSection,
  ResearchData,
  RewriteInput,
  ScriptInput,
  TopicsInput,
} from "../../shared/schemas/studio.ts";
import { formatDurationLabel } from "../../shared/studio.ts";
import {
  REWRITE_PRESETS,
  type ScriptFormat,
  SECTION_ROLES,
  type SectionRole,
  TOPICS_MAX,
  TOPICS_MIN,
  type Tone,
} from "../../shared/studio-values.ts";
import type { ChannelStyle, ResearchRequest, WithChannel } from "./studio-writer.ts";

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

/**
 * The picked channel's voice as a style guide block (issue 11), or nothing: no channel picked, or the
 * channel has no profile yet.
 */
export function styleGuide(channel: ChannelStyle | undefined): string {
  if (!channel?.voice) return "";
  return (
    `Write in the voice of the channel "${channel.name}", following its style guide:\n` +
    `<style-guide>\n${describeVoice(channel.voice)}\n</style-guide>\n`
  );
}

/**
 * The channel's lessons from its audience that the member left on (issue 30), as instructions with the
 * figures behind them, or nothing. Each names its id, so a request log shows which lessons went in.
 */
export function lessonsGuide(channel: ChannelStyle | undefined): string {
  const lessons = channel?.lessons ?? [];
  if (!lessons.length) return "";
  const lines = lessons.map(
    (lesson) =>
      `- [${lesson.id}] ${lesson.title}. ${lesson.instruction} Evidence: ${lesson.detail.replace(/\.$/, "")}, ` +
      `a difference of ${lesson.difference} points against a spread of ${lesson.spread}.`,
  );
  return (
    "Lessons from this channel's audience, measured on its published videos' retention; follow them:\n" +
    `<lessons>\n${lines.join("\n")}\n</lessons>\n`
  );
}

/** The language a request is answered in: the script's, else the request's, else English (decision 038). */
export function languageOf(input: { language?: string; scriptConfig?: { language?: string } }): string {
  return input.scriptConfig?.language ?? input.language ?? DEFAULT_LANGUAGE;
}

/**
 * The language named in words a model follows, in English and in the language itself ("Write in
 * Japanese (日本語, ja)."), so that neither the instructions' English nor research typed in another
 * language decides the language of the answer.
 */
export function languageLine(language: string): string {
  const name = languageName(language);
  const own = languageEndonym(language);
  const named = own && own !== name ? `${name} (${own}, ${language})` : `${name} (${language})`;
  return `Write in ${named}. Answer in ${name} only, whatever language the material below is in.`;
}

/** The length rule of a script: its language's unit and rate, at the picked channel's pace. */
export const ruleOf = (input: WithChannel<ScriptInput>, wordsPerMinute?: number): LengthRule =>
  lengthRule(languageOf(input), input.channel?.wordsPerMinute ?? wordsPerMinute);

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
export function researchPrompt(input: ResearchRequest): PromptParts {
  return {
    instructions: WRITER,
    prompt:
      "Research a YouTube video idea and answer with the structured research data.\n" +
      `Niche: ${input.niche}\n` +
      `Topic: ${input.topic}\n` +
      optionalLine("Angle", input.angle) +
      optionalLine("Target audience", input.targetAudience) +
      `${languageLine(languageOf(input))}\n` +
      (input.material
        ? "Research material from the idea this video starts from (what worked for another video; learn from it, " +
          `do not copy it):\n<research-material>\n${input.material}\n</research-material>\n`
        : "") +
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
      `${languageLine(languageOf(input))}\n` +
      `\nResearch:\n${describeResearch(input.researchData)}`,
  };
}

/**
 * spec §7 generate-script: the duration becomes a target word count (about 150 spoken words a minute,
 * or the picked channel's rate).
 */
export function scriptPrompt(
  input: WithChannel<ScriptInput>,
  words = Math.round(input.scriptConfig.duration * ruleOf(input).perMinute),
): PromptParts {
  const { scriptConfig: config, selectedTopics } = input;
  const rule = ruleOf(input);
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
      `${languageLine(rule.language)}\n` +
      `Length: about ${words} ${rule.unit} (${rule.perMinute} spoken ${rule.unit} a minute); stay within 10% of ${words} ${rule.unit}. ${lengthLine(words, rule.unit)}\n` +
      `Tone: ${TONE_GUIDANCE[config.tone]}.\n` +
      styleGuide(input.channel) +
      lessonsGuide(input.channel) +
      `Format: ${FORMAT_GUIDANCE[config.scriptType]}.\n` +
      `${switches.join("\n")}\n` +
      videoContext(input) +
      `Cover every one of these topics, in this order:\n${selectedTopics.map((t, i) => `${i + 1}. ${t}`).join("\n")}\n` +
      `\nResearch to draw on:\n${describeResearch(input.researchData)}`,
  };
}

/** More of a one-call script that came back short: it carries on from where the script stops. */
export function scriptContinuationPrompt(
  input: WithChannel<ScriptInput>,
  words: number,
  written: string,
  more: number,
): PromptParts {
  const whole = scriptPrompt(input, words);
  const rule = ruleOf(input);
  return {
    instructions: whole.instructions,
    prompt:
      `${whole.prompt.replace(lengthLine(words, rule.unit), "")}\n\n` +
      `The script so far ends with:\n<script>\n${lastWords(written, 150, rule)}\n</script>\n` +
      "Continue the script from exactly where it stops, without repeating anything. " +
      lengthLine(more, rule.unit),
  };
}

const ONLY_TEXT =
  "Answer with the resulting text only: no preface, no quotes around it, no explanation. Keep line breaks where they make sense.";

/** spec §7 rewrite-text: the presets' instruction text, or the user's own for custom. */
export function rewritePrompt(input: WithChannel<RewriteInput>): PromptParts {
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
    prompt:
      `${task[input.style]}\n` +
      // A translation's language is its instruction's; every other rewrite stays in the script's language.
      (input.style === "translate" ? "" : `${languageLine(languageOf(input))}\n`) +
      (input.channel?.voice ? `\n${styleGuide(input.channel)}` : "") +
      `\n<text>\n${input.selectedText.trim()}\n</text>`,
  };
}

/** spec §7 fix-grammar. */
export function grammarPrompt(text: string, channel?: ChannelStyle, language?: string): PromptParts {
  return {
    instructions: `You proofread YouTube video scripts. ${ONLY_TEXT}`,
    prompt:
      "Correct the spelling, grammar, punctuation, capitalisation and spacing of the text. Change nothing else: " +
      "keep its wording, tone, line breaks and section labels.\n" +
      (language ? `The text is in ${languageName(language)} (${language}): keep it in that language.\n` : "") +
      (channel?.voice
        ? `\nThe text is written in a channel's voice on purpose: keep its signature phrases and style.\n${styleGuide(channel)}`
        : "") +
      `\n<text>\n${text}\n</text>`,
  };
}

/**
 * The wording every writing prompt uses for its length: "Write about N words" ("N characters" in a
 * language written without spaces). The LLM provider doubles (src/server/testing/fakes/llm, brain.ts
 * wordsAskedFor) read N from exactly this phrase.
 */
export const lengthLine = (length: number, unit: LengthUnit = "words") => `Write about ${length} ${unit}.`;

/** What each part of a planned script does. */
const ROLE_GUIDANCE: Record<SectionRole, string> = {
  hook: "the hook: a few lines that make the viewer keep watching; no greeting yet",
  intro: "the introduction: greet the viewer, say what the video covers and why it matters to them",
  body: "a main section: cover its topic in depth with explanation, concrete examples and practical steps",
  transition: "a short transition: one or two lines that lead from the section before to the section after",
  cta: "the call to action that ends the video: ask viewers to like, subscribe and comment with a question, then sign off",
};

const SECTION_FORMAT: Record<ScriptFormat, string> = {
  full: "word-for-word spoken paragraphs to be read aloud",
  outline: "outline points: lines starting with '   - ', each a full sentence the presenter can speak from",
  bullet: "bullet points: short lines starting with '• '",
};

const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${item}`).join("\n");

/** The switches as the planner reads them: which roles the plan has, and which it must not. */
export function planRoles(config: ScriptInput["scriptConfig"]): SectionRole[] {
  return SECTION_ROLES.filter(
    (role) =>
      (role !== "hook" || config.includeHooks) &&
      (role !== "transition" || config.includeTransitions) &&
      (role !== "cta" || config.includeCTA),
  );
}

/** The planning call: sections in order, each with its role, topics (by number) and word budget. */
export function planPrompt(input: WithChannel<ScriptInput>, words: number): PromptParts {
  const { scriptConfig: config, selectedTopics } = input;
  const roles = planRoles(config);
  const { unit, language } = ruleOf(input);
  return {
    instructions: WRITER,
    prompt:
      `Plan ${FORMAT_NAMES[config.scriptType]} for a YouTube video of ${formatDurationLabel(config.duration)}: ` +
      `about ${words} ${unit} in all.\n` +
      `${languageLine(language)} Titles too.\n` +
      `Tone: ${TONE_GUIDANCE[config.tone]}.\n` +
      styleGuide(input.channel) +
      lessonsGuide(input.channel) +
      videoContext(input) +
      `Selected topics (by number):\n${numbered(selectedTopics)}\n` +
      `Roles: ${roles.join(", ")}\n` +
      "Answer with the sections in the order they are spoken. Give every selected topic a body section of its own, " +
      "in the order above, and list its number in that section's topics. " +
      (config.includeHooks
        ? "Start with one hook section, then one intro section. "
        : "Start with one intro section; no hook. ") +
      (config.includeTransitions
        ? "Put one short transition section between consecutive body sections. "
        : "No transition sections. ") +
      (config.includeCTA
        ? "End with one cta (call to action) section. "
        : "No cta section; the last body section ends the video. ") +
      `Give each section a short title and a budget in ${unit} (the "words" field); the budgets add up to ${words}, and most of them go to the body sections.\n` +
      `\nResearch to draw on:\n${describeResearch(input.researchData)}`,
  };
}

/** What a section prompt knows besides the input: the plan, where it stands, and what came before. */
export interface SectionBrief {
  plan: readonly PlannedSection[];
  index: number;
  words: number;
  /** The last words of the script so far, so the section carries on from them. */
  previous: string;
  /** Optional extra voice guidance; the picked channel's profile comes with the input (`input.channel`). */
  voice?: string;
}

function sectionContext(input: WithChannel<ScriptInput>, brief: SectionBrief): string {
  const { scriptConfig: config } = input;
  const rule = ruleOf(input);
  const section = brief.plan[brief.index];
  const isLast = brief.index === brief.plan.length - 1;
  const outline = brief.plan
    .map(
      (s, i) =>
        `${i + 1}. [${s.role}] ${s.title} (about ${s.words} ${rule.unit})${i === brief.index ? "  <- this one" : ""}`,
    )
    .join("\n");
  const next = brief.plan[brief.index + 1];
  return (
    `You are writing ${FORMAT_NAMES[config.scriptType]} for a YouTube video of ${formatDurationLabel(config.duration)}, ` +
    "one section at a time.\n" +
    `${languageLine(rule.language)}\n` +
    `Tone: ${TONE_GUIDANCE[config.tone]}.\n` +
    optionalLine("Voice", brief.voice) +
    styleGuide(input.channel) +
    lessonsGuide(input.channel) +
    videoContext(input) +
    `The plan of the whole script:\n${outline}\n\n` +
    `This section: "${section.title}", ${ROLE_GUIDANCE[section.role]}.\n` +
    (section.topics.length ? `It covers: ${section.topics.join("; ")}.\n` : "") +
    (section.role === "transition" && next ? `It leads into: ${next.title}.\n` : "") +
    (isLast && section.role !== "cta"
      ? "It is the last section: close the video, without asking viewers to like, subscribe or comment.\n"
      : "") +
    `Write it as ${SECTION_FORMAT[config.scriptType]}. Write only this section: no heading or label (it is added for you), ` +
    "nothing that belongs to another section of the plan.\n" +
    (brief.previous ? `The script so far ends with:\n<previous>\n${brief.previous}\n</previous>\n` : "") +
    `\nResearch to draw on:\n${describeResearch(input.researchData)}\n`
  );
}

const SECTION_INSTRUCTIONS = `${WRITER} Answer with the section's text only: no preface, no notes, no Markdown code fences.`;

/** One section of a planned script, written in its own call. */
export function sectionPrompt(input: WithChannel<ScriptInput>, brief: SectionBrief): PromptParts {
  return {
    instructions: SECTION_INSTRUCTIONS,
    prompt: `${sectionContext(input, brief)}\n${lengthLine(brief.words, ruleOf(input).unit)}`,
  };
}

/** More of a section that came back short: it carries on from where the section stops. */
export function continuationPrompt(
  input: WithChannel<ScriptInput>,
  brief: SectionBrief,
  written: string,
  more: number,
): PromptParts {
  return {
    instructions: SECTION_INSTRUCTIONS,
    prompt:
      `${sectionContext(input, brief)}\n` +
      `This section so far ends with:\n<section>\n${lastWords(written, 150, ruleOf(input))}\n</section>\n` +
      "Continue the section from exactly where it stops, without repeating anything. " +
      lengthLine(more, ruleOf(input).unit),
  };
}

/**
 * The last `count` words of a text, for prompts that need only where it ends; in a language written
 * without spaces, as many characters as that many words are worth.
 */
export function lastWords(text: string, count: number, rule?: LengthRule): string {
  const trimmed = text.trim();
  if (rule?.unit === "characters") {
    const characters = [...trimmed];
    const keep = Math.round(count * rule.scale);
    return characters.length <= keep ? trimmed : `…${characters.slice(-keep).join("")}`;
  }
  const words = trimmed.split(/\s+/);
  return words.length <= count ? trimmed : `…${words.slice(-count).join(" ")}`;
}
