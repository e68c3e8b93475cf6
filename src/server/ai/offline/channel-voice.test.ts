import { describe, expect, it } from "vitest";
import type { ChannelVoice } from "../../../shared/schemas/channel-voice.ts";
import type { ScriptInput } from "../../../shared/schemas/studio.ts";
import { countWords, targetWordCount } from "../../../shared/studio.ts";
import { SCRIPT_FORMATS } from "../../../shared/studio-values.ts";
import type { ChannelStyle } from "../studio-writer.ts";
import { leadInsFor, shapeSentence } from "./channel-voice.ts";
import { composeResearch } from "./research.ts";
import { composeScript } from "./script.ts";
import { deriveVoiceProfile } from "./voice-profile.ts";

const voice: ChannelVoice = {
  tone: "Plain and quick",
  sentenceLength: 7,
  vocabulary: "",
  signaturePhrases: ["Real talk", "Let's keep it moving!"],
  openings: "",
  closings: "",
  avoidWords: [],
};

const researchData = composeResearch({ niche: "Gaming", topic: "Speedrunning", targetAudience: "new runners" });
const TOPICS = ["Picking a game", "Learning the route", "Practising splits", "Racing others", "Streaming runs"];

function styled(
  duration: number,
  topics: number,
  wordsPerMinute: number,
  scriptType = "full" as const,
): ScriptInput & {
  channel: ChannelStyle;
} {
  return {
    researchData,
    topic: "Speedrunning",
    niche: "Gaming",
    scriptConfig: {
      duration,
      tone: "entertaining",
      scriptType,
      includeHooks: true,
      includeCTA: true,
      includeTransitions: true,
    },
    selectedTopics: TOPICS.slice(0, topics),
    channel: { name: "Any%", voice, wordsPerMinute },
  };
}

describe("offline writer with a channel voice (issue 11)", () => {
  it.each(SCRIPT_FORMATS)("lands within 10 percent of the channel's rate × duration (%s)", (format) => {
    for (const wordsPerMinute of [100, 200]) {
      for (const duration of [1, 5, 10, 30]) {
        for (const topics of [1, 5]) {
          const text = composeScript(styled(duration, topics, wordsPerMinute, format as "full"));
          const target = targetWordCount(duration, wordsPerMinute);
          expect(Math.abs(countWords(text) / target - 1), `${wordsPerMinute} wpm, ${duration} min`).toBeLessThanOrEqual(
            0.1,
          );
        }
      }
    }
  });

  it("leads in with the channel's signature phrases instead of the tone's", () => {
    expect(leadInsFor(["Plot twist:"], voice)).toEqual(["Real talk:", "Let's keep it moving:"]);
    expect(leadInsFor(["Plot twist:"], null)).toEqual(["Plot twist:"]);
    const text = composeScript(styled(10, 2, 150));
    expect(text).toMatch(/Real talk:|Let's keep it moving:/);
  });

  it("splits a sentence far longer than the channel's average where a clause ends, keeping every word", () => {
    const long = "Start small with one part of the route this week, and only then refine the rest of the run.";
    const shaped = shapeSentence(long, voice);
    expect(shaped).toBe("Start small with one part of the route this week. And only then refine the rest of the run.");
    expect(countWords(shaped)).toBe(countWords(long));
    expect(shapeSentence(long, null)).toBe(long);
    expect(shapeSentence(long, { ...voice, sentenceLength: 30 })).toBe(long);
  });

  it("derives a profile from scripts: average sentence length, repeated phrases, first and last lines", () => {
    const profile = deriveVoiceProfile({
      scripts: [
        "[INTRO]\nWhat's up runners! Today we learn a new skip. Real talk, it's hard.\n[OUTRO]\nGo get that PB.",
        "[INTRO]\nWhat's up runners! Routing is everything. Real talk, it's hard.\n[OUTRO]\nGo get that PB.",
      ],
      videoTitles: ["Any% routing guide"],
    });
    expect(profile.sentenceLength).toBe(4);
    expect(profile.signaturePhrases).toEqual(expect.arrayContaining(["Real talk it's hard", "Go get that PB"]));
    expect(profile.openings).toContain("What's up runners!");
    expect(profile.closings).toContain("Go get that PB.");
    expect(profile.tone).toMatch(/energetic/);
  });
});
