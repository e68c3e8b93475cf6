import { describe, expect, it } from "vitest";
import { followUpIdea, ideaResearch, ideaResearchMaterial } from "./idea-research.ts";
import type { Idea } from "./schemas/ideas.ts";

const ID = "00000000-0000-4000-8000-000000000001";
const source: NonNullable<Idea["source"]> = {
  id: "outlier0001",
  title: "How I built a workbench for $50?",
  channelId: "c1",
  channelTitle: "Weekend Workshop",
  publishedAt: "2026-11-20T00:00:00.000Z",
  views: 8000,
  isShort: false,
  score: { score: 8, basis: "lifetime", views: 8000, median: 1000, ageDays: 6, compared: 20 },
  url: "https://www.youtube.com/watch?v=outlier0001",
  thumbnailUrl: "https://i.ytimg.com/vi/outlier0001/hqdefault.jpg",
  description: "A whole workbench from scrap, with 3 tools.",
  tags: ["workbench", "budget"],
};

describe("research from an idea", () => {
  it("takes the working title as the topic, the outlier and the notes as the angle, and names the idea", () => {
    expect(
      ideaResearch({ id: ID, title: "Workbench on a budget", notes: "Cheaper still", source, sourceText: "" }),
    ).toEqual({
      topic: "Workbench on a budget",
      angle:
        'Like "How I built a workbench for $50?" by Weekend Workshop, 8.0× its channel\'s usual views. Cheaper still',
      ideaId: ID,
    });
  });

  it("keeps within the research form's limits", () => {
    const long = ideaResearch({ id: ID, title: "t".repeat(250), notes: "word ".repeat(100), source, sourceText: "" });
    expect(long.topic).toHaveLength(200);
    expect(long.angle.length).toBeLessThanOrEqual(300);
    expect(long.angle.endsWith("…")).toBe(true);
  });

  it("uses the notes or the free-text source of an idea written by hand", () => {
    expect(
      ideaResearch({ id: ID, title: "Shop tour", notes: "", source: null, sourceText: "A viewer's question" }),
    ).toEqual({ topic: "Shop tour", angle: "Source: A viewer's question", ideaId: ID });
  });

  it("gives the model the outlier's title, channel, score, description and tags, and the notes, unclipped", () => {
    const description = `A whole workbench from scrap, with 3 tools. ${"More. ".repeat(60)}`.trim();
    const material = ideaResearchMaterial({
      title: "Workbench on a budget",
      notes: "Cheaper still",
      source: { ...source, description },
      sourceText: "",
    });
    expect(material.split("\n")).toEqual([
      "Idea: Workbench on a budget",
      "Notes: Cheaper still",
      'Outlier it comes from: "How I built a workbench for $50?" by Weekend Workshop',
      "Outlier score: 8K views in 6 days; channel median 1K → 8.0×",
      `Outlier description: ${description}`,
      "Outlier tags: workbench, budget",
    ]);
  });

  it("gives the free-text source of an idea written by hand", () => {
    expect(
      ideaResearchMaterial({ title: "Shop tour", notes: "", source: null, sourceText: "A viewer's question" }),
    ).toBe("Idea: Shop tour\nSource: A viewer's question");
  });

  it("makes a follow-up idea from one of the channel's own outliers, aimed at that channel", () => {
    expect(
      followUpIdea({ title: "3 workbench hacks", url: "https://www.youtube.com/shorts/x", score: source.score }, "c1"),
    ).toEqual({
      title: 'Follow-up to "3 workbench hacks"',
      notes: "A follow-up to one of our own videos that did better than the channel's usual.",
      sourceText:
        'Our video "3 workbench hacks" (https://www.youtube.com/shorts/x) — 8K views in 6 days; channel median 1K → 8.0×',
      targetChannelId: "c1",
    });
  });
});
