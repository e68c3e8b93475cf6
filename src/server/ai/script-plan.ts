import { z } from "zod";
import { type LengthRule, lengthRule } from "../../shared/length.ts";
import type { PlannedSection, ScriptInput } from "../../shared/schemas/studio.ts";
import { type ScriptFormat, SECTION_ROLES, type SectionRole } from "../../shared/studio-values.ts";
import type { WithChannel } from "./studio-writer.ts";

/**
 * The planning call's answer. Topics go by number so the plan can be matched to the selection exactly;
 * like the research schema it holds no string-length keywords, which strict JSON-schema modes refuse.
 */
export const scriptPlanAnswerSchema = z.object({
  sections: z
    .array(
      z.object({
        title: z.string().describe("A short title for the section"),
        role: z.enum(SECTION_ROLES).describe("hook, intro, body, transition or cta (call to action)"),
        topics: z
          .array(z.number().int())
          .describe("The numbers of the selected topics this section covers; empty unless the role is body"),
        words: z
          .number()
          .int()
          .describe("The section's length budget, in the unit the request names (words or characters)"),
      }),
    )
    .min(1)
    .max(80)
    .describe("The sections in the order they are spoken"),
});
export type ScriptPlanAnswer = z.infer<typeof scriptPlanAnswerSchema>;
type AnswerSection = ScriptPlanAnswer["sections"][number];

/**
 * Scripts up to this many words are written in one call: a single section's worth, which models write
 * in one answer, and the first words come without waiting for a plan.
 */
export const SINGLE_CALL_MAX_WORDS = 400;

/**
 * What a section of each role gets when the plan says nothing usable, as a share of the script, and
 * the least and most it may take; body sections share what is left.
 */
const FRAME_SHARE: Record<Exclude<SectionRole, "body">, { share: number; min: number; max: number }> = {
  hook: { share: 0.05, min: 15, max: 120 },
  intro: { share: 0.07, min: 20, max: 200 },
  transition: { share: 0.015, min: 10, max: 40 },
  cta: { share: 0.05, min: 15, max: 120 },
};

const DEFAULT_TITLES: Record<Exclude<SectionRole, "body">, string> = {
  hook: "Hook",
  intro: "Intro",
  transition: "Transition",
  cta: "Call to action",
};

/**
 * The plan the script is written to, from the model's answer (or from nothing): the switches decide the
 * roles (a hook first when on, then the intro, one body section per selected topic in the selection's
 * order, a transition between consecutive body sections when on, the call to action last when on), the
 * model's titles and budgets are kept where they fit, and the budgets plus the headings the server
 * writes add up to exactly `target` words.
 */
export function repairPlan(
  answer: ScriptPlanAnswer | null,
  input: WithChannel<ScriptInput>,
  target: number,
  rule: LengthRule = lengthRule(),
): PlannedSection[] {
  const { scriptConfig: config, selectedTopics } = input;
  const given = answer?.sections ?? [];
  const ofRole = (role: SectionRole) => given.filter((s) => s.role === role);
  // issue 30: a hook-length lesson the member left on caps the hook's budget, whatever the model planned.
  const hookMax = input.channel?.lessons?.find((l) => l.apply.hookMaxWords !== undefined)?.apply.hookMaxWords;
  const frameWords = (role: Exclude<SectionRole, "body">, section?: AnswerSection) => {
    const { share, min, max } = FRAME_SHARE[role];
    const asked = section && section.words > 0 ? section.words : share * target;
    const most = role === "hook" && hookMax !== undefined ? Math.min(max * rule.scale, hookMax) : max * rule.scale;
    return clamp(asked, Math.min(min * rule.scale, most), most);
  };
  const frame = (role: Exclude<SectionRole, "body">, section?: AnswerSection): Draft => ({
    title: section?.title.trim() || DEFAULT_TITLES[role],
    role,
    topics: [],
    weight: frameWords(role, section),
  });

  // Each selected topic's own section: the model's section for that topic alone, or one that shares it.
  const bodies = ofRole("body");
  const bodyDrafts: Draft[] = selectedTopics.map((topic, i) => {
    const own = bodies.find((s) => s.topics.length === 1 && s.topics[0] === i + 1);
    const shared = own ?? bodies.find((s) => s.topics.includes(i + 1));
    const words = shared && shared.words > 0 ? shared.words / Math.max(1, new Set(shared.topics).size) : 0;
    return { title: own?.title.trim() || topic, role: "body", topics: [topic], weight: words };
  });
  const transitions = ofRole("transition");

  const drafts: Draft[] = [];
  if (config.includeHooks) drafts.push(frame("hook", ofRole("hook")[0]));
  drafts.push(frame("intro", ofRole("intro")[0]));
  bodyDrafts.forEach((body, i) => {
    // With one topic, the transition leads from the intro into it, so the switch still shows.
    const transitionBefore = config.includeTransitions && (i > 0 || bodyDrafts.length === 1);
    if (transitionBefore) drafts.push(frame("transition", transitions[Math.max(0, i - 1)]));
    drafts.push(body);
  });
  if (config.includeCTA) drafts.push(frame("cta", ofRole("cta")[0]));

  return fitBudgets(drafts, target, config.scriptType, rule);
}

interface Draft {
  title: string;
  role: SectionRole;
  topics: string[];
  /** The words asked for: kept for framing sections; body sections share the rest in these proportions. */
  weight: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * Word budgets that add up, with the headings, to exactly `target`: framing sections keep what they
 * asked (scaled down when they would leave the body too little), body sections share the rest by the
 * model's proportions (evenly where it gave none), rounded so the sum is exact.
 */
export function fitBudgets(
  drafts: Draft[],
  target: number,
  format: ScriptFormat,
  rule: LengthRule = lengthRule(),
): PlannedSection[] {
  const sections: PlannedSection[] = drafts.map((d) => ({ title: d.title, role: d.role, words: 0, topics: d.topics }));
  const headingWords = sections.reduce((sum, _, i) => sum + rule.count(sectionHeading(sections, i, format)), 0);
  const available = Math.max(sections.length, target - headingWords);
  const bodies = drafts.filter((d) => d.role === "body");
  let frame = drafts.filter((d) => d.role !== "body").reduce((sum, d) => sum + d.weight, 0);
  // The body gets at least 60 % of the words; framing sections shrink to make room.
  const frameScale = frame > available * 0.4 ? (available * 0.4) / frame : 1;
  frame *= frameScale;
  const bodyWords = available - frame;
  const known = bodies.filter((d) => d.weight > 0);
  const meanWeight = known.length ? known.reduce((sum, d) => sum + d.weight, 0) / known.length : 1;
  // A body section asked for far more or less than the others is brought within a factor of three.
  const bodyWeights = bodies.map((d) => clamp(d.weight > 0 ? d.weight : meanWeight, meanWeight / 3, meanWeight * 3));
  const bodyTotal = bodyWeights.reduce((sum, w) => sum + w, 0);
  let b = 0;
  const exact = drafts.map((d) =>
    d.role === "body" ? (bodyWeights[b++] / bodyTotal) * bodyWords : d.weight * frameScale,
  );
  const rounded = roundToSum(exact, available);
  return sections.map((section, i) => ({ ...section, words: Math.max(1, rounded[i]) }));
}

/** Rounds each value down, then gives the units left to the largest remainders, so the sum is exact. */
function roundToSum(values: number[], sum: number): number[] {
  const floors = values.map(Math.floor);
  let left = sum - floors.reduce((a, v) => a + v, 0);
  const order = values.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest);
  for (let k = 0; left > 0 && order.length; k = (k + 1) % order.length, left--) floors[order[k].i]++;
  return floors;
}

const HEADINGS: Record<Exclude<SectionRole, "body" | "transition">, string> = {
  hook: "HOOK",
  intro: "INTRO",
  cta: "CALL TO ACTION",
};

/**
 * The heading the server writes before a section, in the script's format: `[INTRO]` and `[PART 2:
 * title]` in a full script, numbered titles in an outline, titles above bullet points. A transition is
 * a spoken line between parts and has none.
 */
export function sectionHeading(plan: readonly PlannedSection[], index: number, format: ScriptFormat): string {
  const section = plan[index];
  if (section.role === "transition") return "";
  if (format === "full") {
    if (section.role !== "body") return `[${HEADINGS[section.role]}]`;
    const part = plan.slice(0, index + 1).filter((s) => s.role === "body").length;
    return `[PART ${part}: ${section.title}]`;
  }
  if (format === "outline") {
    const number = plan.slice(0, index + 1).filter((s) => s.role !== "transition").length;
    return `${number}. ${section.title}`;
  }
  return section.title;
}
