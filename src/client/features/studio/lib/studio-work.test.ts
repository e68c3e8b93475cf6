import { describe, expect, it } from "vitest";
import type { ResearchData } from "../../../../shared/schemas/studio.ts";
import { canGoToStep, stepProgress } from "./studio-steps.ts";
import {
  initialWork,
  parseStoredWork,
  type StudioWork,
  serializedWorkCandidates,
  studioReducer,
} from "./studio-work.ts";

const researchData: ResearchData = {
  summary: "A summary.",
  audienceInsights: ["insight"],
  keyPoints: ["point"],
  questionsViewersAsk: ["why?"],
  keywordIdeas: ["keyword"],
  competitorAngles: ["angle"],
  hookIdeas: ["hook"],
};

const run = (work: StudioWork, ...actions: Parameters<typeof studioReducer>[1][]) =>
  actions.reduce(studioReducer, work);

describe("studio steps", () => {
  it("shows 20/40/60/80/100 % and goes back but never ahead", () => {
    expect(["research", "topics", "configure", "generate", "edit"].map((s) => stepProgress(s as never))).toEqual([
      20, 40, 60, 80, 100,
    ]);
    expect(canGoToStep("configure", "configure")).toBe(true);
    expect(canGoToStep("configure", "research")).toBe(true);
    expect(canGoToStep("configure", "generate")).toBe(false);
    const work = run(initialWork, { type: "researchSucceeded", researchData }, { type: "goToStep", step: "edit" });
    expect(work.step).toBe("topics");
    expect(studioReducer(work, { type: "goToStep", step: "research" }).step).toBe("research");
  });
});

describe("topics", () => {
  it("selects a custom topic when added and deselects it when removed", () => {
    let work = run(
      initialWork,
      { type: "researchSucceeded", researchData },
      { type: "topicsGenerated", topics: ["A", "B"] },
    );
    expect(work.topicsView).toBe("list");
    work = run(work, { type: "toggleTopic", topic: "A" }, { type: "customTopicAdded", topic: "Mine" });
    expect(work.selectedTopics).toEqual(["A", "Mine"]);
    work = studioReducer(work, { type: "customTopicRemoved", topic: "Mine" });
    expect(work.customTopics).toEqual([]);
    expect(work.selectedTopics).toEqual(["A"]);
    expect(studioReducer(work, { type: "topicsConfirmed" }).step).toBe("configure");
  });

  it("does not continue to the configuration with no topic selected", () => {
    const work = run(
      initialWork,
      { type: "researchSucceeded", researchData },
      { type: "topicsGenerated", topics: ["A"] },
    );
    expect(studioReducer(work, { type: "topicsConfirmed" }).step).toBe("topics");
  });

  it("returns to the button view on regenerate and keeps only selections that still exist", () => {
    let work = run(
      initialWork,
      { type: "researchSucceeded", researchData },
      { type: "topicsGenerated", topics: ["A", "B"] },
      { type: "toggleTopic", topic: "A" },
      { type: "toggleTopic", topic: "B" },
      { type: "customTopicAdded", topic: "Mine" },
      { type: "showTopicButton" },
    );
    expect(work.topicsView).toBe("button");
    work = studioReducer(work, { type: "topicsGenerated", topics: ["B", "C"] });
    expect(work.selectedTopics).toEqual(["B", "Mine"]);
  });
});

describe("work in progress storage", () => {
  it("reads back what it stored, and starts fresh from anything else", () => {
    const work = run(
      initialWork,
      { type: "researchSucceeded", researchData },
      { type: "scriptGenerated", script: "Script" },
      { type: "textEdited", text: "Script, edited" },
    );
    expect(parseStoredWork(serializedWorkCandidates(work)[0])).toEqual(work);
    expect(parseStoredWork(null)).toEqual(initialWork);
    expect(parseStoredWork("{broken")).toEqual(initialWork);
    expect(parseStoredWork(JSON.stringify({ step: "edit" }))).toEqual(initialWork);
  });

  it("offers smaller values with a shorter history when the quota is reached", () => {
    let work = run(initialWork, { type: "researchSucceeded", researchData }, { type: "scriptGenerated", script: "0" });
    for (let i = 1; i <= 20; i++) work = studioReducer(work, { type: "textEdited", text: String(i) });
    const [full, shorter, none] = serializedWorkCandidates(work).map((raw) => parseStoredWork(raw));
    expect(full.editor?.history.past).toHaveLength(20);
    expect(shorter.editor?.history.past).toHaveLength(10);
    expect(none.editor?.history.past).toHaveLength(0);
    expect(none.editor?.text).toBe("20");
  });

  it("never restores a step whose data is missing", () => {
    const broken = { ...initialWork, step: "edit" as const, researchData };
    expect(parseStoredWork(JSON.stringify(broken)).step).toBe("configure");
    expect(parseStoredWork(JSON.stringify({ ...initialWork, step: "topics" })).step).toBe("research");
  });
});
