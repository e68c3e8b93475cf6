import type { ChannelStyle, WithChannel } from "../src/server/ai/studio-writer.ts";
import type { ResearchData, ScriptInput } from "../src/shared/schemas/studio.ts";
import type { ScriptFormat, Tone } from "../src/shared/studio-values.ts";

// The fixed briefs `npm run eval` writes: 30 seconds to two hours, every tone and format, the switches
// on and off, one to eight topics, with and without a channel's voice and speaking rate (issue 11).

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
  input: WithChannel<ScriptInput>;
}

/** A channel with a voice: short sentences, signature phrases, its own pace. */
const channel = (wordsPerMinute: number): ChannelStyle => ({
  name: "Compost Corner",
  wordsPerMinute,
  voice: {
    tone: "Down-to-earth and upbeat, like a neighbour over the fence",
    sentenceLength: 9,
    vocabulary: "Plain garden words; explains any term once",
    signaturePhrases: ["Let's dig in", "Keep it simple"],
    openings: "A quick question about the viewer's kitchen bin",
    closings: "A cheerful see-you-in-the-garden sign-off",
    avoidWords: ["utilize", "game-changer"],
  },
});

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
  voiced(brief(5, "conversational", "full", 3, ON), 120),
  voiced(brief(30, "humorous", "outline", 5, [true, true, false]), 180),
  // Scripts in other languages, measured in their own unit: Japanese in characters (300 a minute),
  // Spanish and Hindi in words (decision 038). The offline writer writes English only.
  inLanguage(brief(5, "educational", "full", 3, ON), "ja", "家庭でのコンポスト", [
    "家でコンポストをする理由",
    "緑の材料と茶色の材料",
    "容器の選び方",
  ]),
  inLanguage(brief(10, "conversational", "full", 4, [true, true, false]), "es", "Compostaje en casa", [
    "Por qué compostar en casa",
    "Verdes y marrones",
    "Elegir un compostador",
    "Compostar en un piso",
  ]),
  inLanguage(brief(5, "inspirational", "outline", 2, ON), "hi", "घर पर खाद बनाना", [
    "घर पर खाद क्यों बनाएँ",
    "हरी और भूरी चीज़ें",
  ]),
];

/** The brief asked in `language`, with the topic and topics a member writing in it would type. */
function inLanguage(plain: EvalBrief, language: string, topic: string, topics: string[]): EvalBrief {
  const { input } = plain;
  return {
    id: `${plain.id} ${language}`,
    input: { ...input, topic, selectedTopics: topics, scriptConfig: { ...input.scriptConfig, language } },
  };
}

/** The script's language (English when the brief names none). */
export const briefLanguage = (brief: EvalBrief) => brief.input.scriptConfig.language ?? "en";

/** The brief written for a channel with a voice, at its rate. */
function voiced(plain: EvalBrief, wordsPerMinute: number): EvalBrief {
  return {
    id: `${plain.id} voice ${wordsPerMinute}wpm`,
    input: { ...plain.input, channel: channel(wordsPerMinute) },
  };
}
