import { describe, expect, it } from "vitest";
import type { ChannelVoice } from "../../shared/schemas/channel-voice.ts";
import type { ResearchData, ScriptInput } from "../../shared/schemas/studio.ts";
import {
  continuationPrompt,
  grammarPrompt,
  planPrompt,
  researchPrompt,
  rewritePrompt,
  scriptContinuationPrompt,
  scriptPrompt,
  sectionPrompt,
  TONE_GUIDANCE,
  topicsPrompt,
} from "./prompts.ts";
import { repairPlan } from "./script-plan.ts";
import type { ChannelStyle } from "./studio-writer.ts";

const researchData: ResearchData = {
  summary: "Why home espresso is worth it.",
  audienceInsights: ["Coffee lovers on a budget"],
  keyPoints: ["Grind size matters most"],
  questionsViewersAsk: ["Do I need a scale?"],
  keywordIdeas: ["home espresso"],
  competitorAngles: ["Gear reviews"],
  hookIdeas: ["Your cafe habit costs more than a machine"],
};

const script = (config: Partial<ScriptInput["scriptConfig"]> = {}): ScriptInput => ({
  researchData,
  topic: "Home espresso",
  scriptConfig: {
    duration: 10,
    tone: "professional",
    scriptType: "full",
    includeHooks: true,
    includeCTA: true,
    includeTransitions: true,
    ...config,
  },
  selectedTopics: ["Choosing a grinder", "Dialing in a shot"],
});

describe("prompts", () => {
  it("research carries niche, topic and the optional angle and audience", () => {
    const { prompt } = researchPrompt({
      niche: "Food & Cooking",
      topic: "Home espresso",
      angle: "under $300",
      targetAudience: "students",
    });
    for (const part of [
      "Niche: Food & Cooking",
      "Topic: Home espresso",
      "Angle: under $300",
      "Target audience: students",
    ]) {
      expect(prompt).toContain(part);
    }
    const plain = researchPrompt({ niche: "Gaming", topic: "Speedruns" }).prompt;
    expect(plain).not.toContain("Angle:");
    expect(plain).not.toContain("Target audience:");
  });

  it("topics ask for 5 to 10 suggestions from the research", () => {
    const { prompt } = topicsPrompt({ researchData, niche: "Food & Cooking", topic: "Home espresso" });
    expect(prompt).toContain("5 to 10");
    expect(prompt).toContain("Grind size matters most");
    expect(prompt).toContain("Do I need a scale?");
    expect(prompt).toContain("Video topic: Home espresso");
  });

  it("the script carries the duration as a target word count", () => {
    expect(scriptPrompt(script({ duration: 10 })).prompt).toContain("about 1500 words");
    expect(scriptPrompt(script({ duration: 0.5 })).prompt).toContain("about 75 words");
    expect(scriptPrompt(script({ duration: 90 })).prompt).toContain("1h 30m");
  });

  it("the script carries tone, format, every topic and the research", () => {
    const { prompt } = scriptPrompt(script({ tone: "humorous", scriptType: "bullet" }));
    expect(prompt).toContain(TONE_GUIDANCE.humorous);
    expect(prompt).toContain("bullet points");
    expect(prompt).toContain("1. Choosing a grinder\n2. Dialing in a shot");
    expect(prompt).toContain("Your cafe habit costs more than a machine");
    expect(prompt).toContain("Video topic: Home espresso");
    expect(scriptPrompt(script({ scriptType: "outline" })).prompt).toContain("detailed outline");
  });

  it("the script carries each switch, on or off", () => {
    const on = scriptPrompt(script()).prompt;
    expect(on).toContain("Hooks: open with a short hook section");
    expect(on).toContain("Call to action: end with a call to action");
    expect(on).toContain("Transitions: add a short transition line");
    const off = scriptPrompt(script({ includeHooks: false, includeCTA: false, includeTransitions: false })).prompt;
    expect(off).toContain("Hooks: no hook section");
    expect(off).toContain("Call to action: none");
    expect(off).toContain("Transitions: none");
  });

  it("rewrite carries the style, the instruction and the selection", () => {
    const preset = rewritePrompt({
      selectedText: " Some text ",
      style: "change_style",
      instruction: "Make this more conversational and engaging",
    });
    expect(preset.prompt).toContain("Make this more conversational and engaging");
    expect(preset.prompt).toContain("<text>\nSome text\n</text>");
    expect(rewritePrompt({ selectedText: "Hola", style: "translate" }).prompt).toContain("Translate this to Spanish");
    expect(rewritePrompt({ selectedText: "x", style: "custom", instruction: "Rhyme it" }).prompt).toContain("Rhyme it");
    expect(rewritePrompt({ selectedText: "x", style: "lengthen" }).prompt).toContain("twice its length");
    expect(rewritePrompt({ selectedText: "x", style: "punchier" }).prompt).toContain("shorter sentences");
  });

  it("grammar asks for corrections only and carries the text", () => {
    const { prompt, instructions } = grammarPrompt("teh script");
    expect(prompt).toContain("<text>\nteh script\n</text>");
    expect(prompt).toContain("Change nothing else");
    expect(instructions).toContain("resulting text only");
  });
});

describe("prompts with a channel picked (issue 11)", () => {
  const voice: ChannelVoice = {
    tone: "Dry wit, never shouty",
    sentenceLength: 11,
    vocabulary: "Barista terms explained once",
    signaturePhrases: ["Pull the shot", "Taste, then tweak"],
    openings: "Opens on the sound of the grinder",
    closings: "Ends with the next video's teaser",
    avoidWords: ["hack", "insane"],
  };
  const channel: ChannelStyle = { name: "Crema Club", voice, wordsPerMinute: 130 };
  const styled = { ...script(), channel };
  const guide = [
    'Write in the voice of the channel "Crema Club"',
    "Tone: Dry wit, never shouty",
    "about 11 words a sentence",
    "Vocabulary: Barista terms explained once",
    '"Pull the shot", "Taste, then tweak"',
    "How videos open: Opens on the sound of the grinder",
    "How videos close: Ends with the next video's teaser",
    "Never use these words: hack, insane",
  ];
  const plan = repairPlan(null, styled, 1300);
  const brief = { plan, index: 1, words: 200, previous: "" };

  it("the plan, each section, its continuation and a one-call script carry the voice as a style guide", () => {
    for (const prompt of [
      planPrompt(styled, 1300).prompt,
      sectionPrompt(styled, brief).prompt,
      continuationPrompt(styled, brief, "Some words so far.", 50).prompt,
      scriptPrompt(styled).prompt,
      scriptContinuationPrompt(styled, 1300, "Some words.", 100).prompt,
    ]) {
      for (const part of guide) expect(prompt).toContain(part);
    }
  });

  it("rewrite and grammar carry the voice; without a channel or a profile nothing is added", () => {
    const rewrite = rewritePrompt({ selectedText: "x", style: "punchier", channel }).prompt;
    const grammar = grammarPrompt("teh text", channel).prompt;
    for (const prompt of [rewrite, grammar]) for (const part of guide) expect(prompt).toContain(part);
    expect(grammar).toContain("keep its signature phrases");
    const none = { ...channel, voice: null };
    expect(rewritePrompt({ selectedText: "x", style: "punchier", channel: none }).prompt).not.toContain("style-guide");
    expect(grammarPrompt("teh text").prompt).not.toContain("style-guide");
    expect(sectionPrompt(script(), brief).prompt).not.toContain("style-guide");
  });

  it("a one-call script is measured at the channel's words per minute", () => {
    const { prompt } = scriptPrompt({ ...script({ duration: 2 }), channel });
    expect(prompt).toContain("about 260 words (130 spoken words a minute)");
    expect(prompt).toContain("Write about 260 words.");
    expect(scriptPrompt(script({ duration: 2 })).prompt).toContain("about 300 words (150 spoken words a minute)");
  });
});

describe("the script's language (decision 038)", () => {
  it("names the language in every script prompt and asks for its length in characters", async () => {
    const { scriptPrompt, languageLine } = await import("./prompts.ts");
    const { createOfflineWriter } = await import("./offline/writer.ts");
    expect(languageLine("ja")).toContain("Write in Japanese (日本語, ja).");
    const base = scriptPrompt({
      researchData: {
        summary: "s",
        audienceInsights: ["a"],
        keyPoints: ["k"],
        questionsViewersAsk: ["q"],
        keywordIdeas: ["w"],
        competitorAngles: ["c"],
        hookIdeas: ["h"],
      },
      selectedTopics: ["電気代"],
      scriptConfig: {
        duration: 5,
        tone: "educational",
        scriptType: "full",
        includeHooks: true,
        includeCTA: true,
        includeTransitions: false,
        language: "ja",
      },
    });
    expect(base.prompt).toContain("Write in Japanese (日本語, ja).");
    expect(base.prompt).toContain("Write about 1500 characters.");
    expect(base.prompt).toContain("300 spoken characters a minute");
    expect(createOfflineWriter().writesIn?.("ja")).toBe(false);
    expect(createOfflineWriter().writesIn?.("en-GB")).toBe(true);
  });
});
