import type { ResearchData, ScriptInput } from "../src/shared/schemas/studio.ts";
import type { ScriptFormat, Tone } from "../src/shared/studio-values.ts";

// The fixed briefs `npm run eval` writes: 30 seconds to two hours, every tone and format, the switches
// on and off, one to eight topics.

const research: ResearchData = {
  summary: "A practical video on home composting for people with a small garden or none at all.",
  audienceInsights: ["Beginners worry about smell and pests", "Many live in flats with a balcony at most"],
  keyPoints: ["Balancing greens and browns", "Choosing a bin", "Fixing a smelly heap"],
  questionsViewersAsk: ["How long does compost take?", "Can I compost in a flat?"],
  keywordIdeas: ["home composting", "compost for beginners"],
  competitorAngles: ["Long allotment videos that assume a big garden"],
  hookIdeas: ["Your kitchen bin is full of free fertiliser"],
};

const TOPICS = [
  "Why compost at home",
  "Greens and browns",
  "Choosing a bin",
  "Composting in a flat",
  "Fixing a smelly heap",
  "Keeping pests away",
  "When compost is ready",
  "Using your compost",
];

export interface EvalBrief {
  id: string;
  input: ScriptInput;
}

function brief(
  duration: number,
  tone: Tone,
  scriptType: ScriptFormat,
  topics: number,
  [includeHooks, includeCTA, includeTransitions]: [boolean, boolean, boolean],
): EvalBrief {
  const switches = [includeHooks && "hook", includeCTA && "cta", includeTransitions && "transitions"].filter(Boolean);
  return {
    id: `${duration}m ${tone} ${scriptType} ${topics}t ${switches.join("+") || "none"}`,
    input: {
      researchData: research,
      niche: "DIY & Crafts",
      topic: "Home composting",
      targetAudience: "beginners with little space",
      selectedTopics: TOPICS.slice(0, topics),
      scriptConfig: { duration, tone, scriptType, includeHooks, includeCTA, includeTransitions },
    },
  };
}

const ON: [boolean, boolean, boolean] = [true, true, true];
const OFF: [boolean, boolean, boolean] = [false, false, false];

export const EVAL_BRIEFS: EvalBrief[] = [
  brief(0.5, "educational", "full", 1, ON),
  brief(0.5, "humorous", "bullet", 2, OFF),
  brief(1, "entertaining", "outline", 3, [true, false, false]),
  brief(2, "conversational", "full", 2, [false, true, false]),
  brief(3, "professional", "bullet", 4, [false, false, true]),
  brief(5, "inspirational", "full", 5, ON),
  brief(10, "educational", "outline", 3, OFF),
  brief(15, "humorous", "full", 6, [true, false, true]),
  brief(30, "conversational", "bullet", 8, ON),
  brief(45, "entertaining", "full", 4, [false, true, true]),
  brief(60, "professional", "outline", 7, ON),
  brief(90, "inspirational", "full", 8, [false, true, false]),
  brief(120, "educational", "full", 6, ON),
];
