import { describe, expect, it } from "vitest";
import { researchDataSchema, topicSuggestionsSchema } from "../../../shared/schemas/studio.ts";
import { NICHES } from "../../../shared/studio-values.ts";
import { composeResearch, composeTopics, mainWords, OFFLINE_RESEARCH_NOTE } from "./research.ts";

describe("offline writer: research and topics", () => {
  const research = composeResearch({
    niche: "Technology & AI",
    topic: "Local LLMs",
    angle: "privacy first",
    targetAudience: "small law firms",
  });

  it("composes research data of the shared shape from the inputs, saying it looked nothing up", () => {
    expect(researchDataSchema.parse(research)).toEqual(research);
    const all = JSON.stringify(research);
    for (const input of ["Technology & AI", "Local LLMs", "privacy first", "small law firms"])
      expect(all).toContain(input);
    expect(research.summary).toContain(OFFLINE_RESEARCH_NOTE);
  });

  it("falls back to the niche's audience when none is given", () => {
    const plain = composeResearch({ niche: "Gaming", topic: "Speedrunning" });
    expect(plain.audienceInsights[0]).toContain("Gamers");
    expect(plain.keyPoints.join(" ")).not.toContain("angle");
  });

  it("suggests 5 to 10 distinct topics drawn from the research", () => {
    const topics = composeTopics({ researchData: research, topic: "Local LLMs" });
    expect(topicSuggestionsSchema.parse({ topics }).topics).toEqual(topics);
    expect(new Set(topics.map((t) => t.toLowerCase())).size).toBe(topics.length);
    expect(topics[0]).toBe(research.keyPoints[0]);
    expect(topics.join(" ")).toContain("Local LLMs");
  });

  it("suggests topics from research alone, e.g. a model's earlier answer", () => {
    const topics = composeTopics({
      researchData: { ...research, keyPoints: ["Only one point."], keywordIdeas: ["vector search"] },
    });
    expect(topics.length).toBeGreaterThanOrEqual(5);
    expect(topics[0]).toBe("Only one point");
    expect(topics.join(" ")).toContain("vector search");
  });

  it.each([
    ["Technology & AI", "Local LLMs", "privacy first"],
    ["Food & Cooking", "Sourdough at home", undefined],
    ["Business & Finance", "Index funds", "for people who hate spreadsheets"],
    ["Gaming", "Speedrunning", undefined],
  ] as const)("suggests topics that each say something different (%s: %s)", (niche, topic, angle) => {
    const researchData = composeResearch({ niche, topic, angle });
    const topics = composeTopics({ researchData, topic });
    expect(topics.length).toBeGreaterThanOrEqual(5);
    // No two suggestions share a main word beyond the video's own topic.
    const ignored = new Set([
      ...mainWords(topic, new Set()),
      ..."a an the and or of to with for your you how what why is it its in on about by from whether them at this that do does can be are get once done well".split(
        " ",
      ),
    ]);
    const seen = new Map<string, string>();
    for (const suggestion of topics) {
      for (const word of mainWords(suggestion, ignored)) {
        expect(seen.get(word), `"${suggestion}" repeats "${word}"`).toBeUndefined();
      }
      for (const word of mainWords(suggestion, ignored)) seen.set(word, suggestion);
    }
    expect(NICHES).toContain(niche);
  });
});
