import type { ResearchData, ResearchInput, TopicsInput } from "../../../shared/schemas/studio.ts";
import { TOPICS_MAX } from "../../../shared/studio-values.ts";
import { capitalise, DEFAULT_CONTEXT, NICHE_CONTEXT } from "./voices.ts";

/** Says plainly where these notes come from: the offline writer composes, it does not research. */
export const OFFLINE_RESEARCH_NOTE =
  "These notes were composed by the offline writer from your inputs; no web research was done and no facts were looked up.";

/** Research notes composed from the inputs with templates: structure to think with, no claimed facts. */
export function composeResearch(input: ResearchInput): ResearchData {
  const { topic, niche } = input;
  const angle = input.angle?.trim() || undefined;
  const audience = input.targetAudience?.trim() || (NICHE_CONTEXT[niche] ?? DEFAULT_CONTEXT).audience;
  const Audience = capitalise(audience);
  return {
    summary:
      `A ${niche} video on ${topic} for ${audience}${angle ? `, taking this angle: ${angle}` : ""}. ` +
      `It should make ${topic} clear, answer the first questions viewers have, and leave them with one step to take today. ` +
      OFFLINE_RESEARCH_NOTE,
    audienceInsights: [
      `${Audience} want practical results from ${topic}, not theory alone.`,
      `Many ${audience} are short on time, so clear steps matter more than long background.`,
      `Newcomers to ${niche} often meet conflicting advice about ${topic} and need one clear path.`,
      "Viewers trust creators who show their own process, including what went wrong.",
    ],
    keyPoints: [
      `What ${topic} is and why it matters`,
      `The first steps to get started with ${topic}`,
      `Common mistakes with ${topic} and how to avoid them`,
      `How to tell whether ${topic} is working for you`,
      ...(angle ? [`How this angle shapes the approach: ${angle}`] : []),
    ],
    questionsViewersAsk: [
      `What is the best way to start with ${topic}?`,
      `How long does it take to see results with ${topic}?`,
      `What mistakes should I avoid with ${topic}?`,
      `Do I need special tools or experience for ${topic}?`,
      `Is ${topic} worth it for ${audience}?`,
    ],
    keywordIdeas: [
      topic,
      `${topic} for beginners`,
      `${topic} tips`,
      `${topic} guide`,
      `${topic} mistakes`,
      `${topic} ${niche.split(" ")[0]}`,
    ].map((keyword) => keyword.toLowerCase()),
    competitorAngles: [
      `Broad overviews of ${topic} that stay general: stand apart with concrete steps.`,
      `"Top 10" list videos about ${topic}: stand apart by showing one method from start to finish.`,
      `Expert deep dives that assume prior knowledge: stand apart by explaining ${topic} from the basics for ${audience}.`,
    ],
    hookIdeas: [
      `What if most of what you've heard about ${topic} is only half the story?`,
      `Here's the one thing about ${topic} I wish I had known sooner.`,
      `In the next few minutes, you'll see ${topic} the way experienced ${audience} see it.`,
      ...(angle ? [`${capitalise(angle)}: here's why that changes everything about ${topic}.`] : []),
    ],
  };
}

const stripEnd = (text: string) => text.trim().replace(/[.!?;:,]+$/, "");

/**
 * Topic suggestions (5 to 10): the research's key points first, then sections every good video on the
 * topic has. A candidate that shares a main word with one already taken says the same thing in other
 * words ("Why X matters" after "What X is and why it matters") and is dropped.
 */
export function composeTopics(input: TopicsInput): string[] {
  const { researchData } = input;
  const topic = input.topic?.trim() || stripEnd(researchData.keywordIdeas[0] ?? "") || "this topic";
  const candidates = [
    ...researchData.keyPoints.slice(0, 4).map((point) => capitalise(stripEnd(point))),
    `Why ${topic} matters`,
    `Getting started with ${topic}: the first steps`,
    `Common mistakes with ${topic}`,
    `A step-by-step ${topic} walkthrough`,
    `Answering your questions about ${topic}`,
    `Tools and resources for ${topic}`,
    `Measuring your progress with ${topic}`,
    `Real examples of ${topic} done well`,
    `Advanced ideas once ${topic} works`,
  ];
  const ignored = new Set([...STOP_WORDS, ...mainWords(topic, new Set())]);
  const taken = new Set<string>();
  const topics: string[] = [];
  for (const candidate of candidates) {
    const words = mainWords(candidate, ignored);
    if (!candidate || words.some((word) => taken.has(word))) continue;
    for (const word of words) taken.add(word);
    topics.push(candidate);
    if (topics.length === Math.min(8, TOPICS_MAX)) break;
  }
  return topics;
}

const STOP_WORDS = new Set(
  "a an the and or of to with for your you how what why is it its in on about by from whether them at this that do does can be are get once done well".split(
    " ",
  ),
);

/** A phrase's main words: lower-cased, without plural "s", leaving out `ignored` ones (the topic's own, small words). */
export function mainWords(phrase: string, ignored: ReadonlySet<string>): string[] {
  return (phrase.toLowerCase().match(/[a-z0-9']+/g) ?? [])
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word))
    .filter((word) => !ignored.has(word));
}
