import { describe, expect, it } from "vitest";
import { ideaResearch } from "./idea-research.ts";
import type { Idea } from "./schemas/ideas.ts";

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
  it("takes the working title as the topic and the outlier as research material in the angle", () => {
    expect(ideaResearch({ title: "Workbench on a budget", notes: "Cheaper still", source, sourceText: "" })).toEqual({
      topic: "Workbench on a budget",
      angle:
        'Like "How I built a workbench for $50?" by Weekend Workshop, 8.0× its channel\'s usual views. Cheaper still A whole workbench from scrap, with 3 tools. Tags: workbench, budget',
    });
  });

  it("keeps within the research form's limits", () => {
    const long = ideaResearch({
      title: "t".repeat(250),
      notes: "",
      source: { ...source, description: "word ".repeat(100) },
      sourceText: "",
    });
    expect(long.topic).toHaveLength(200);
    expect(long.angle.length).toBeLessThanOrEqual(300);
    expect(long.angle.endsWith("…")).toBe(true);
  });

  it("uses the notes or the free-text source of an idea written by hand", () => {
    expect(ideaResearch({ title: "Shop tour", notes: "", source: null, sourceText: "A viewer's question" })).toEqual({
      topic: "Shop tour",
      angle: "Source: A viewer's question",
    });
  });
});
