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

describe("the picked channel (issue 11)", () => {
  it("keeps the channel while the research inputs change, and reads a draft stored before it as no channel", () => {
    const picked = run(
      initialWork,
      { type: "channelPicked", channelId: "c1" },
      {
        type: "researchInputChanged",
        research: { niche: "Gaming", topic: "Speedruns", angle: "", targetAudience: "" },
      },
    );
    expect(picked.research).toEqual({
      niche: "Gaming",
      topic: "Speedruns",
      angle: "",
      targetAudience: "",
      channelId: "c1",
      ideaId: "",
    });
    expect(studioReducer(picked, { type: "channelPicked", channelId: "" }).research.channelId).toBe("");

    const { channelId: _, ...oldResearch } = picked.research;
    const restored = parseStoredWork(JSON.stringify({ ...picked, research: oldResearch }));
    expect(restored.research).toEqual({ ...oldResearch, channelId: "" });
    expect(parseStoredWork(JSON.stringify(picked)).research.channelId).toBe("c1");
  });
});

describe("research from an idea (decision 035)", () => {
  it("keeps the idea while the inputs change, leaves it out on request, and reads older drafts as none", () => {
    const fromIdea = run(
      initialWork,
      {
        type: "researchInputChanged",
        research: { niche: "", topic: "Workbench", angle: "", targetAudience: "", ideaId: "i1" },
      },
      {
        type: "researchInputChanged",
        research: { niche: "Gaming", topic: "Workbench", angle: "", targetAudience: "" },
      },
    );
    expect(fromIdea.research.ideaId).toBe("i1");
    expect(studioReducer(fromIdea, { type: "ideaMaterialLeftOut" }).research.ideaId).toBe("");
    const { ideaId: _, ...oldResearch } = fromIdea.research;
    expect(parseStoredWork(JSON.stringify({ ...fromIdea, research: oldResearch })).research.ideaId).toBe("");
  });
});

describe("a studio bound to a video (issue 10)", () => {
  it("opens the saved script on the edit step, with its version as the base and its duration and tone", () => {
    const work = studioReducer(initialWork, {
      type: "savedScriptOpened",
      script: "Saved text.",
      version: 3,
      config: { duration: 8, tone: "educational" },
    });
    expect(work.step).toBe("edit");
    expect(work.editor?.text).toBe("Saved text.");
    expect(work.editor?.original).toBe("Saved text.");
    expect(work.baseVersion).toBe(3);
    expect(work.config).toMatchObject({ duration: 8, tone: "educational" });
  });

  it("builds the next save on the version just saved, and a generated script on the video's newest", () => {
    const opened = studioReducer(initialWork, { type: "savedScriptOpened", script: "A.", version: 1, config: {} });
    expect(studioReducer(opened, { type: "savedToVideo", version: 2 }).baseVersion).toBe(2);
    const generated = studioReducer(initialWork, { type: "scriptGenerated", script: "B.", baseVersion: 4 });
    expect(generated.baseVersion).toBe(4);
    expect(studioReducer(initialWork, { type: "scriptGenerated", script: "B." }).baseVersion).toBeNull();
  });

  it("keeps an editor opened on a saved script across a reload; going back leads to research", () => {
    const opened = studioReducer(initialWork, { type: "savedScriptOpened", script: "Saved.", version: 2, config: {} });
    const restored = parseStoredWork(JSON.stringify(opened));
    expect(restored.step).toBe("edit");
    expect(restored.editor?.text).toBe("Saved.");
    expect(restored.baseVersion).toBe(2);
    const back = studioReducer(opened, { type: "goToStep", step: "configure" });
    expect(back.step).toBe("research");
    expect(back.editor?.text).toBe("Saved.");
  });

  it("reads work stored before versions existed as having no base version", () => {
    const { baseVersion: _dropped, ...older } = studioReducer(initialWork, { type: "scriptGenerated", script: "Old." });
    const restored = parseStoredWork(JSON.stringify({ ...older, step: "edit", researchData }));
    expect(restored.editor?.text).toBe("Old.");
    expect(restored.baseVersion).toBeNull();
  });
});
