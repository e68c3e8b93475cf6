import type { ResearchData } from "../../../shared/schemas/studio.ts";
import { fill, pick } from "./voices.ts";

/** What the sentences of one topic section are made from. */
export interface SectionContext {
  section: string;
  topic: string;
  audience: string;
  outcome: string;
  research: ResearchData;
  /** Varies the order of beats and research items between sections and inputs. */
  seed: number;
}

const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
const question = (text: string) => {
  const trimmed = text.trim().replace(/[.!]+$/, "");
  return trimmed.endsWith("?") ? trimmed : `${trimmed}?`;
};
const item = (items: readonly string[], index: number) => {
  const usable = items.map((i) => i.trim()).filter(Boolean);
  return usable.length ? pick(usable, index) : "";
};

const STEPS = [
  "decide what result you want from {section}",
  "gather what you need before you begin",
  "try it once from start to finish, without aiming for perfect",
  "look honestly at what worked and what didn't",
  "repeat with exactly one improvement",
];

type Beat = (ctx: SectionContext, round: number) => string | null;

/**
 * The body of a topic section, one beat at a time. Each beat has two phrasings and draws a different
 * research item on each round, so long scripts vary rather than repeat word for word. No beat states
 * a fact that was not given: examples are left to the creator as bracketed production notes.
 */
const BEATS: Beat[] = [
  (_c, r) =>
    pick(
      [
        "This matters for {audience} because {section} is one of the surest ways to {outcome}.",
        "For {audience}, getting {section} right is what separates steady progress from frustration.",
      ],
      r,
    ),
  (c, r) => {
    const point = item(c.research.keyPoints, c.seed + r);
    return point
      ? pick([`A point worth holding on to: ${sentence(point)}`, `Keep this in mind: ${sentence(point)}`], r)
      : null;
  },
  (c, r) => {
    const q = item(c.research.questionsViewersAsk, c.seed + r);
    if (!q) return null;
    return pick(
      [
        `A question viewers often ask is this: ${question(q)} The honest answer depends on your situation, so think it through from your own goal.`,
        `You might be wondering: ${question(q)} Start from what you want to achieve, and the answer gets much clearer.`,
      ],
      r,
    );
  },
  (_c, r) =>
    pick(
      [
        "Start small: pick one part of {section} and try it this week before changing anything else.",
        "The easiest way in is to practise {section} once, end to end, and only then refine it.",
      ],
      r,
    ),
  (_c, r) =>
    pick(
      [
        "A common mistake is treating {section} as a one-time task instead of something you refine over time.",
        "Another trap is copying someone else's approach to {section} without checking that it fits your situation.",
      ],
      r,
    ),
  (_c, r) =>
    pick(
      [
        "[Show a real example of {section} from your own experience here.]",
        "[Add a short on-screen demonstration of {section} here.]",
      ],
      r,
    ),
  (c, r) => {
    const insight = item(c.research.audienceInsights, c.seed + r);
    return insight
      ? pick([`Remember who this is for: ${sentence(insight)}`, `It helps to know this: ${sentence(insight)}`], r)
      : null;
  },
  (_c, r) => `${pick(["One practical step:", "Next,"], r)} ${sentence(pick(STEPS, r))}`,
  (c, r) => {
    const keyword = item(c.research.keywordIdeas, c.seed + r);
    if (!keyword) return null;
    return pick(
      [
        `If you want to go deeper, look up "${keyword}" and compare what you find with what you hear in this video.`,
        `People searching for "${keyword}" are usually trying to solve exactly this problem.`,
      ],
      r,
    );
  },
  (_c, r) =>
    pick(
      [
        "Ask yourself where {section} fits into what you already do, because that is where it will stick.",
        "Notice how this connects back to {topic}: each part supports the others.",
      ],
      r,
    ),
  (_c, r) =>
    pick(
      [
        "Try it for yourself and keep simple notes, so your own results tell you what works.",
        "Measure one simple thing before and after, so you know whether {section} is paying off.",
      ],
      r,
    ),
  (_c, r) =>
    pick(
      [
        "So, the short version of {section}: start with the basics, practise, and adjust as you learn.",
        "In one sentence: {section} rewards small, steady improvements more than big one-off efforts.",
      ],
      r,
    ),
];

/** The `index`-th body sentence of a section (0-based); deterministic for the same context. */
export function bodySentence(ctx: SectionContext, index: number): string {
  for (let offset = 0; offset < BEATS.length; offset++) {
    const position = index + offset + ctx.seed;
    const round = Math.floor(position / BEATS.length);
    const text = BEATS[position % BEATS.length](ctx, round);
    if (text) {
      return fill(text, { section: ctx.section, topic: ctx.topic, audience: ctx.audience, outcome: ctx.outcome });
    }
  }
  return fill(BEATS[0](ctx, 0)!, { section: ctx.section, audience: ctx.audience, outcome: ctx.outcome });
}
