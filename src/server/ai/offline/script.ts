import type { ScriptInput } from "../../../shared/schemas/studio.ts";
import { countWords, formatDurationLabel, targetWordCount } from "../../../shared/studio.ts";
import type { ScriptFormat } from "../../../shared/studio-values.ts";
import type { WithChannel } from "../studio-writer.ts";
import { bodySentence, type SectionContext } from "./beats.ts";
import { leadInsFor, shapeSentence } from "./channel-voice.ts";
import { fitHook, offlineLessons } from "./lessons.ts";
import { capitalise, DEFAULT_CONTEXT, fill, hashOf, NICHE_CONTEXT, pick, VOICES, type Voice } from "./voices.ts";

export type SectionKind = "hook" | "intro" | "topic" | "transition" | "cta" | "outro";

export interface ScriptSection {
  kind: SectionKind;
  title: string;
  sentences: string[];
}

const TITLES: Record<Exclude<SectionKind, "topic">, string> = {
  hook: "Hook",
  intro: "Intro",
  transition: "Transition",
  cta: "Call to action",
  outro: "Outro",
};

/**
 * The offline writer's script: hook, intro, one section per selected topic, call to action and outro,
 * filled sentence by sentence until the spoken length reaches the target word count (spec §9: about
 * 150 words a minute), then topped up with short sentences so it lands close to it. Short scripts drop
 * the optional framing first, then shorten what the switches ask for to a line each and let each topic's
 * label name it; never a selected topic.
 */
export function planScript(input: WithChannel<ScriptInput>): ScriptSection[] {
  const { scriptConfig: config, researchData: research } = input;
  const format = config.scriptType;
  // issue 11: the picked channel's speaking rate and voice (its phrases lead in, its sentence length shapes).
  const target = targetWordCount(config.duration, input.channel?.wordsPerMinute);
  const channelVoice = input.channel?.voice;
  const toneVoice = VOICES[config.tone];
  const voice: Voice = { ...toneVoice, leadIns: [...leadInsFor(toneVoice.leadIns, channelVoice)] };
  const context = (input.niche && NICHE_CONTEXT[input.niche]) || DEFAULT_CONTEXT;
  const topic = input.topic?.trim() || research.keywordIdeas[0]?.trim() || input.selectedTopics[0];
  const vars = { topic, audience: input.targetAudience?.trim() || context.audience, outcome: context.outcome };
  const seed = hashOf(`${config.tone}|${input.selectedTopics.join("|")}`);

  // From the fullest framing (0) to the leanest (3); the first that leaves room for the topics wins.
  let plan: ScriptSection[] = [];
  let sections: ScriptSection[] = [];
  let contexts: SectionContext[] = [];
  let bodyCounts: number[] = [];
  for (let level = 0; level <= LEANEST; level++) {
    plan = frame(input, voice, vars, seed, level);
    sections = plan.filter((s) => s.kind === "topic");
    contexts = sections.map((s, i) => ({ ...vars, section: inline(s.title), research, seed: seed + i * 5 }));
    bodyCounts = sections.map(() => 0);
    // A section without an opening line still says something about its topic: the shortest beat naming it.
    sections.forEach((section, i) => {
      if (section.sentences.length > 0 || level === LEANEST) return;
      const first = shortestBody(contexts[i]);
      section.sentences.push(first.text);
      bodyCounts[i] = first.index + 1;
    });
    if (count(plan, format) <= target) break;
  }

  let total = count(plan, format);
  const sectionWords = sections.map(wordsOf);
  while (total < target) {
    // The section with the fewest words so far gets the next sentence, so topics stay balanced.
    let index = 0;
    for (let i = 1; i < sections.length; i++) {
      if (sectionWords[i] < sectionWords[index]) index = i;
    }
    const body = shapeSentence(bodySentence(contexts[index], bodyCounts[index]), channelVoice);
    const next = withLeadIn(body, voice, bodyCounts[index], seed);
    const cost = sentenceCost(next, format);
    if (total + cost > target) break; // short sentences close the rest below
    sections[index].sentences.push(next);
    bodyCounts[index]++;
    sectionWords[index] += countWords(next);
    total += cost;
  }
  // Body sentences come in steps of ten to twenty words; short ones close what is left.
  const used = new Set<string>();
  for (let deficit = target - total; deficit >= 2; deficit = target - total) {
    const fits = TOP_UPS.filter((t) => sentenceCost(t, format) <= deficit && !used.has(t));
    if (!fits.length) break;
    const next = fits.reduce((best, t) => (countWords(t) > countWords(best) ? t : best));
    let index = 0;
    for (let i = 1; i < sections.length; i++) {
      if (sectionWords[i] < sectionWords[index]) index = i;
    }
    sections[index].sentences.push(next);
    sectionWords[index] += countWords(next);
    used.add(next);
    total = count(plan, format);
  }
  return plan;
}

/** The leanest framing: what the switches ask for is one short line each, and labels name the topics. */
const LEANEST = 4;

/** Short sentences of two to nine words that fit any section, to close the last gap to the target. */
const TOP_UPS = [
  "That matters.",
  "Keep this in mind.",
  "This is where it starts.",
  "Try it for yourself this week.",
  "It makes a real difference over time.",
  "Small steps here add up faster than you think.",
  "Give it a week, and notice what changes for you.",
];

function frame(
  input: WithChannel<ScriptInput>,
  voice: Voice,
  vars: Record<string, string>,
  seed: number,
  level: number,
): ScriptSection[] {
  const { scriptConfig: config, researchData: research, selectedTopics } = input;
  const say = (template: string, extra: Record<string, string> = {}) =>
    capitalise(fill(template, { ...vars, ...extra }));
  if (level === LEANEST) return leanestFrame(input, vars.topic);
  const full = level === 0;
  const plan: ScriptSection[] = [];
  // issue 30: the channel's lessons the member left on, where templates can follow them.
  const lessons = offlineLessons(input);

  if (config.includeHooks) {
    const idea = research.hookIdeas.find((h) => h.trim())?.trim();
    const withIdea = full && idea && !lessons.short.has("hook");
    const hook = [say(pick(voice.hook, seed)), ...(withIdea ? [idea] : [])];
    plan.push({ kind: "hook", title: TITLES.hook, sentences: fitHook(hook, lessons.hookMaxWords) });
  }
  if (level < 2) {
    const fullIntro = full && !lessons.short.has("intro");
    const intro = [say(voice.intro[0]), ...(fullIntro ? [say(voice.intro[1])] : [])];
    if (fullIntro && selectedTopics.length > 1)
      intro.push(`Here's what we'll cover: ${listOf(selectedTopics.map(inline))}.`);
    plan.push({ kind: "intro", title: TITLES.intro, sentences: intro });
  }
  const wrapUp = config.includeCTA || level < 2;
  selectedTopics.forEach((section, i) => {
    // The leanest level lets the section's label name the topic instead of an opening line.
    const opener = level < 3 ? [say(pick(voice.opener, seed + i), { section: inline(section) })] : [];
    plan.push({ kind: "topic", title: section, sentences: opener });
    const next = selectedTopics[i + 1] ?? (wrapUp ? "the wrap-up" : undefined);
    if (config.includeTransitions && next) {
      const line = level < 3 ? say(pick(voice.transition, seed + i), { next: inline(next) }) : `Next: ${next}.`;
      plan.push({ kind: "transition", title: TITLES.transition, sentences: [line] });
    }
  });
  if (config.includeCTA) {
    const cta = full && !lessons.short.has("cta") ? voice.cta.map((t) => say(t)) : [say(voice.cta[0])];
    plan.push({ kind: "cta", title: TITLES.cta, sentences: cta });
  }
  if (level < 2) plan.push({ kind: "outro", title: TITLES.outro, sentences: [say(pick(voice.outro, seed))] });
  return plan;
}

/**
 * When naming every topic in a section of its own is already longer than the script may be (half a
 * minute, many topics): one short line for each switch and one section that names every topic.
 */
function leanestFrame(input: WithChannel<ScriptInput>, topic: string): ScriptSection[] {
  const { scriptConfig: config, selectedTopics } = input;
  const plan: ScriptSection[] = [];
  if (config.includeHooks) {
    plan.push({
      kind: "hook",
      title: TITLES.hook,
      sentences: fitHook(
        [`${capitalise(topic)} in ${formatDurationLabel(config.duration)}.`],
        offlineLessons(input).hookMaxWords,
      ),
    });
  }
  plan.push({ kind: "topic", title: "Overview", sentences: [`Topics: ${listOf(selectedTopics.map(inline))}.`] });
  if (config.includeTransitions) {
    plan.push({
      kind: "transition",
      title: TITLES.transition,
      sentences: [config.includeCTA ? "Finally:" : "That's all."],
    });
  }
  if (config.includeCTA) plan.push({ kind: "cta", title: TITLES.cta, sentences: ["Please subscribe."] });
  return plan;
}

// First words of a topic title that read lower-case inside a sentence; any other (a name, an
// acronym) keeps its capital.
const COMMON_STARTS = new Set(
  "a an the what why how when where which who your my our first best top common getting choosing using building making measuring answering tools step steps tips simple easy quick".split(
    " ",
  ),
);

/** A topic title as it reads inside a sentence: "What AI can do" → "what AI can do". */
function inline(title: string): string {
  const first = title.split(/\s/)[0].toLowerCase();
  return COMMON_STARTS.has(first) && /^[A-Z][a-z]*$/.test(title.split(/\s/)[0])
    ? first + title.slice(first.length)
    : title;
}

function listOf(items: readonly string[]): string {
  return items.length < 3 ? items.join(" and ") : `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}

/** Every fourth body sentence carries one of the tone's lead-ins ("Here's the thing:"). */
function withLeadIn(text: string, voice: Voice, index: number, seed: number): string {
  if (index % 4 !== 1 || text.startsWith("[")) return text;
  // Lower-case the first word unless it is a name or an acronym ("AI", "I").
  const first = /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return `${pick(voice.leadIns, seed + index)} ${first}`;
}

function shortestBody(ctx: SectionContext): { text: string; index: number } {
  const candidates = Array.from({ length: 12 }, (_, index) => ({ text: bodySentence(ctx, index), index }));
  const naming = candidates.filter((c) => c.text.includes(ctx.section));
  const pool = naming.length ? naming : candidates;
  return pool.reduce((best, c) => (countWords(c.text) < countWords(best.text) ? c : best));
}

const wordsOf = (section: ScriptSection) => countWords(section.sentences.join(" "));

/** What one more body sentence adds: its words, plus the list marker in outlines and bullets. */
function sentenceCost(text: string, format: ScriptFormat): number {
  return countWords(text) + (format === "full" ? 0 : 1);
}

function count(plan: ScriptSection[], format: ScriptFormat): number {
  return countWords(renderScript(plan, format));
}

const PARAGRAPH = 4;

/**
 * Each section's text as the script shows it, in order, so they join into exactly `renderScript`:
 * full script: labelled sections of paragraphs; outline: numbered sections of points; bullets. A
 * section after the first starts with its separator; a transition in an outline or bullet list is a
 * point under the section before it.
 */
export function renderSections(plan: ScriptSection[], format: ScriptFormat): string[] {
  let part = 0;
  let number = 0;
  const texts: string[] = [];
  const block = (text: string) => texts.push(texts.length ? `\n\n${text}` : text);
  for (const section of plan) {
    if (format === "full") {
      if (section.kind === "transition") {
        block(section.sentences.join(" "));
        continue;
      }
      const label = section.kind === "topic" ? `PART ${++part}: ${section.title}` : section.title.toUpperCase();
      const paragraphs: string[] = [];
      for (let i = 0; i < section.sentences.length; i += PARAGRAPH) {
        paragraphs.push(section.sentences.slice(i, i + PARAGRAPH).join(" "));
      }
      block(`[${label}]\n${paragraphs.join("\n\n")}`);
    } else if (format === "outline") {
      if (section.kind === "transition") {
        texts.push(`\n   - Transition: ${section.sentences.join(" ")}`);
        continue;
      }
      const points = section.sentences.map((s) => `   - ${s}`).join("\n");
      block(`${++number}. ${section.title}\n${points}`);
    } else {
      if (section.kind === "transition") {
        texts.push(`\n• Transition: ${section.sentences.join(" ")}`);
        continue;
      }
      block(`${section.title}\n${section.sentences.map((s) => `• ${s}`).join("\n")}`);
    }
  }
  if (texts.length) texts[texts.length - 1] += "\n";
  return texts;
}

export function renderScript(plan: ScriptSection[], format: ScriptFormat): string {
  return renderSections(plan, format).join("") || "\n";
}

export function composeScript(input: WithChannel<ScriptInput>): string {
  return renderScript(planScript(input), input.scriptConfig.scriptType);
}
