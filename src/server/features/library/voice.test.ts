// issue 11: a channel's voice profile (GET / PUT / rebuild) and speaking rate, on the offline writer
// and on a model (OpenAI's Chat Completions as the provider double plays it: src/server/testing/fakes/llm),
// and how the studio follows them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ChannelVoice, NO_SCRIPTS_FOR_VOICE } from "../../../shared/schemas/channel-voice.ts";
import type { ResearchData } from "../../../shared/schemas/studio.ts";
import { countWords } from "../../../shared/studio.ts";
import { VOICE_BUILD_FAILED } from "../../ai/voice-builder.ts";
import { channels } from "../../db/schema.ts";
import { type LlmDouble, startLlmDouble } from "../../testing/fakes/llm/server.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { aiEnvFor } from "../../testing/model-double.ts";

const SCRIPT_ONE =
  "[INTRO]\nHey friends, welcome back to the workshop. Today we build a simple shelf, and you can do it too. " +
  "Grab your drill and let's get into it. Measure twice and cut once, always.\n\n[OUTRO]\n" +
  "That's a wrap for today. See you in the next build.";
const SCRIPT_TWO =
  "[INTRO]\nHey friends, welcome back to the workshop. This time it's a birdhouse for the garden. " +
  "Let's get into it. Sand every edge, because splinters hurt.\n\n[OUTRO]\n" +
  "That's a wrap for today. Go make some sawdust.";

const EDITED: ChannelVoice = {
  tone: "Warm workshop mentor who jokes about sawdust",
  sentenceLength: 9,
  vocabulary: "Plain tool names; no jargon",
  signaturePhrases: ["Let's get into it", "Measure twice"],
  openings: "Hey friends, welcome back to the workshop.",
  closings: "That's a wrap for today.",
  avoidWords: ["utilize", "synergy"],
};

const research: ResearchData = {
  summary: "Building a shelf at home.",
  audienceInsights: ["Beginners fear power tools"],
  keyPoints: ["Measure before cutting"],
  questionsViewersAsk: ["Which drill do I need?"],
  keywordIdeas: ["diy shelf"],
  competitorAngles: ["Expensive tools"],
  hookIdeas: ["A shelf in one afternoon"],
};

const scriptBody = (duration: number, channelId?: string) => ({
  researchData: research,
  ...(channelId && { channelId }),
  scriptConfig: {
    duration,
    tone: "conversational",
    scriptType: "full",
    includeHooks: true,
    includeCTA: true,
    includeTransitions: false,
  },
  selectedTopics: ["Choosing the wood", "Mounting it on the wall"],
});

/** A channel with a folder, as the library makes them; the scripts saved to it as the studio saves. */
async function channelWithScripts(t: TestApp, cookie: string, texts: string[]) {
  const post = async (url: string, body: unknown) => {
    const res = await t.request("POST", url, { cookie, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };
  const { channel } = await post("/api/channels", { name: "Workshop Weekly" });
  const { folder } = await post(`/api/channels/${channel.id}/folders`, { name: "March", monthYear: "2025-03" });
  const videoIds: string[] = [];
  for (const [i, content] of texts.entries()) {
    const saved = await post("/api/studio/saves", {
      folderId: folder.id,
      title: `Build ${i + 1}`,
      content,
      duration: 1,
      tone: "conversational",
    });
    videoIds.push(saved.videoId);
  }
  return { channelId: channel.id as string, videoIds };
}

async function scriptText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((event) => event.type === "delta")
    .map((event) => event.text)
    .join("");
}

describe("channel voice on the offline writer", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.reset();
    cookie = await t.signUp("creator@example.com");
  });

  it("has no profile until one is built or written, and the default rate of 150", async () => {
    const { channelId } = await channelWithScripts(t, cookie, []);
    const res = await t.request("GET", `/api/channels/${channelId}/voice`, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      channelId,
      wordsPerMinute: 150,
      profile: null,
      origin: null,
      basis: null,
      updatedAt: null,
    });
  });

  it("refuses to rebuild a channel without scripts with a clear 400, and changes nothing", async () => {
    const { channelId } = await channelWithScripts(t, cookie, []);
    const res = await t.request("POST", `/api/channels/${channelId}/voice/rebuild`, { cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: NO_SCRIPTS_FOR_VOICE, code: "invalid_request" });
    const [row] = await t.db.select().from(channels).where(eq(channels.id, channelId));
    expect(row.voiceProfile).toBeNull();
    expect(row.voiceUpdatedAt).toBeNull();
  });

  it("derives the profile from the saved scripts: sentence length, repeated phrases, openings and closings", async () => {
    const { channelId } = await channelWithScripts(t, cookie, [SCRIPT_ONE, SCRIPT_TWO]);
    const res = await t.request("POST", `/api/channels/${channelId}/voice/rebuild`, { cookie });
    expect(res.status).toBe(200);
    const { message, voice } = await res.json();
    expect(message).toMatch(/rebuilt/i);
    expect(voice).toMatchObject({ channelId, origin: "built", basis: { scripts: 2, videoTitles: 0 } });
    expect(voice.updatedAt).toEqual(expect.any(String));
    const profile: ChannelVoice = voice.profile;
    expect(profile.sentenceLength).toBeGreaterThanOrEqual(5);
    expect(profile.sentenceLength).toBeLessThanOrEqual(12);
    expect(profile.signaturePhrases.map((p) => p.toLowerCase())).toEqual(
      expect.arrayContaining(["hey friends welcome back to", "that's a wrap for today"]),
    );
    expect(profile.openings).toContain("Hey friends, welcome back to the workshop.");
    expect(profile.closings).toMatch(/Go make some sawdust|See you in the next build/);
    expect(profile.tone).toMatch(/conversational/i);
    // And it is what GET answers from now on.
    expect(await (await t.request("GET", `/api/channels/${channelId}/voice`, { cookie })).json()).toEqual(voice);
  });

  it("lets any member edit the profile; invalid edits answer 400 with the schema's messages and change nothing", async () => {
    const { channelId } = await channelWithScripts(t, cookie, [SCRIPT_ONE]);
    const other = (await t.member("user")).cookie;
    const put = await t.request("PUT", `/api/channels/${channelId}/voice`, { cookie: other, body: EDITED });
    expect(put.status).toBe(200);
    const { voice } = await put.json();
    expect(voice).toMatchObject({ profile: EDITED, origin: "edited", basis: null });

    for (const [body, message] of [
      [{ ...EDITED, tone: " " }, "Describe the tone"],
      [{ ...EDITED, sentenceLength: 2 }, "Sentence length must be a whole number of words from 4 to 40"],
      [{ ...EDITED, signaturePhrases: Array(11).fill("Again") }, "At most 10 signature phrases"],
      [{ ...EDITED, avoidWords: ["x".repeat(41)] }, "A word to avoid must be at most 40 characters"],
      [{ ...EDITED, closings: "x".repeat(401) }, "How videos close must be at most 400 characters"],
    ] as const) {
      const res = await t.request("PUT", `/api/channels/${channelId}/voice`, { cookie, body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const after = await (await t.request("GET", `/api/channels/${channelId}/voice`, { cookie })).json();
    expect(after.profile).toEqual(EDITED);
  });

  it("answers 404 for a missing channel and 401 without a session", async () => {
    const missing = "3f1c6f52-7a1b-4c1e-9a51-0c2d7e3b9f10";
    for (const [method, path, body] of [
      ["GET", "voice", undefined],
      ["PUT", "voice", EDITED],
      ["POST", "voice/rebuild", undefined],
    ] as const) {
      for (const id of [missing, "not-an-id"]) {
        const res = await t.request(method, `/api/channels/${id}/${path}`, { cookie, body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({ error: "Channel not found", code: "not_found" });
      }
      const anonymous = await t.request(method, `/api/channels/${missing}/${path}`, { body });
      expect(anonymous.status).toBe(401);
    }
  });

  it("keeps the words per minute between 100 and 200 and shows it on the channel and the video", async () => {
    const { channelId, videoIds } = await channelWithScripts(t, cookie, [SCRIPT_ONE]);
    for (const wordsPerMinute of [99, 201, 150.5, "150", null]) {
      const res = await t.request("PATCH", `/api/channels/${channelId}`, { cookie, body: { wordsPerMinute } });
      expect(res.status, String(wordsPerMinute)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain("Words per minute must be a whole number from 100 to 200");
    }
    const res = await t.request("PATCH", `/api/channels/${channelId}`, { cookie, body: { wordsPerMinute: 180 } });
    expect(res.status).toBe(200);
    expect((await res.json()).channel.wordsPerMinute).toBe(180);
    expect((await (await t.request("GET", `/api/channels/${channelId}`, { cookie })).json()).wordsPerMinute).toBe(180);
    const video = await (await t.request("GET", `/api/videos/${videoIds[0]}`, { cookie })).json();
    expect(video.channel).toEqual({ id: channelId, name: "Workshop Weekly", wordsPerMinute: 180, language: null });
  });

  it("keeps the channel's language as a canonical BCP 47 tag, refuses what is not one, and clears it with null", async () => {
    const { channelId } = await channelWithScripts(t, cookie, [SCRIPT_ONE]);
    const before = await (await t.request("GET", `/api/channels/${channelId}`, { cookie })).json();
    expect(before.language).toBeNull();
    for (const language of ["not a tag", "", 7]) {
      const res = await t.request("PATCH", `/api/channels/${channelId}`, { cookie, body: { language } });
      expect(res.status, String(language)).toBe(400);
    }
    const bad = await t.request("PATCH", `/api/channels/${channelId}`, { cookie, body: { language: "x y" } });
    expect((await bad.json()).error).toContain("Language must be a BCP 47 tag such as en, es or ja");
    const set = await t.request("PATCH", `/api/channels/${channelId}`, { cookie, body: { language: "PT-br" } });
    expect(set.status).toBe(200);
    expect((await set.json()).channel.language).toBe("pt-BR");
    const cleared = await t.request("PATCH", `/api/channels/${channelId}`, { cookie, body: { language: null } });
    expect((await cleared.json()).channel.language).toBeNull();
  });

  it("writes duration × the picked channel's rate, and 150 a minute without a channel", async () => {
    const { channelId } = await channelWithScripts(t, cookie, [SCRIPT_ONE]);
    await t.request("PATCH", `/api/channels/${channelId}`, { cookie, body: { wordsPerMinute: 110 } });
    const slow = await scriptText(
      await t.request("POST", "/api/studio/script", { cookie, body: scriptBody(4, channelId) }),
    );
    expect(Math.abs(countWords(slow) - 440) / 440).toBeLessThan(0.1);
    const plain = await scriptText(await t.request("POST", "/api/studio/script", { cookie, body: scriptBody(4) }));
    expect(Math.abs(countWords(plain) - 600) / 600).toBeLessThan(0.1);
    const unknown = await t.request("POST", "/api/studio/script", {
      cookie,
      body: scriptBody(4, "3f1c6f52-7a1b-4c1e-9a51-0c2d7e3b9f10"),
    });
    expect(unknown.status).toBe(404);
  });

  it("uses the channel's signature phrases and sentence length in its templates", async () => {
    const { channelId } = await channelWithScripts(t, cookie, [SCRIPT_ONE]);
    const voice = { ...EDITED, sentenceLength: 6, signaturePhrases: ["Here's the kicker"] };
    await t.request("PUT", `/api/channels/${channelId}/voice`, { cookie, body: voice });
    const styled = await scriptText(
      await t.request("POST", "/api/studio/script", { cookie, body: scriptBody(5, channelId) }),
    );
    const plain = await scriptText(await t.request("POST", "/api/studio/script", { cookie, body: scriptBody(5) }));
    expect(styled).toContain("Here's the kicker:");
    expect(plain).not.toContain("Here's the kicker");
    const average = (text: string) => {
      const sentences = text.match(/[^.!?\n]+[.!?]/g) ?? [];
      return sentences.reduce((sum, s) => sum + countWords(s), 0) / sentences.length;
    };
    expect(average(styled)).toBeLessThan(average(plain));
  });
});

describe("channel voice on a model", () => {
  let double: LlmDouble;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
    t = await createTestApp({ ...aiEnvFor("openai-chat", double.url), AI_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });
  beforeEach(async () => {
    await t.database.reset();
    double.reset();
    cookie = await t.signUp("creator@example.com");
  });

  it("builds the profile with one structured call that reads the scripts, newest first", async () => {
    const { channelId } = await channelWithScripts(t, cookie, [SCRIPT_ONE, SCRIPT_TWO]);
    double.answer({
      text: JSON.stringify({
        tone: "Cheerful workshop mentor",
        sentenceLength: 10,
        vocabulary: "Tool names, plain words",
        signaturePhrases: ["Let's get into it", "Let's get into it", "That's a wrap for today"],
        openings: "Greets the 'friends' in the workshop",
        closings: "Wraps up and sends viewers to make sawdust",
        avoidWords: [],
      }),
    });
    const res = await t.request("POST", `/api/channels/${channelId}/voice/rebuild`, { cookie });
    expect(res.status).toBe(200);
    const { voice } = await res.json();
    expect(voice.profile).toEqual({
      tone: "Cheerful workshop mentor",
      sentenceLength: 10,
      vocabulary: "Tool names, plain words",
      signaturePhrases: ["Let's get into it", "That's a wrap for today"],
      openings: "Greets the 'friends' in the workshop",
      closings: "Wraps up and sends viewers to make sawdust",
      avoidWords: [],
    });
    expect(double.requests).toHaveLength(1);
    const [request] = double.requests;
    expect(request.structured).toBe(true);
    const format = request.body.response_format as { type: string; json_schema?: { schema?: { properties?: object } } };
    expect(format.type).toBe("json_schema");
    expect(Object.keys(format.json_schema?.schema?.properties ?? {})).toContain("signaturePhrases");
    expect(request.prompt.indexOf("birdhouse")).toBeLessThan(request.prompt.indexOf("simple shelf"));
  });

  it("keeps the model's own profile as it wrote it", async () => {
    const { channelId } = await channelWithScripts(t, cookie, [SCRIPT_ONE, SCRIPT_TWO]);
    const res = await t.request("POST", `/api/channels/${channelId}/voice/rebuild`, { cookie });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()).voice as { profile: ChannelVoice };
    const written = double.requests[0].json as ChannelVoice;
    expect(profile.tone).toBe(written.tone.trim());
    expect(profile.vocabulary).toBe(written.vocabulary.trim());
    expect(profile.openings).toBe(written.openings.trim());
    expect(profile.closings).toBe(written.closings.trim());
  });

  it("fits a model's answer to the limits, measuring what it left out", async () => {
    const { channelId } = await channelWithScripts(t, cookie, [SCRIPT_ONE, SCRIPT_TWO]);
    // A model that leaves fields empty, miscounts, and writes far past the limits.
    double.answer({
      text: JSON.stringify({
        tone: " ",
        sentenceLength: 1,
        vocabulary: "Plain workshop words. ".repeat(40),
        signaturePhrases: [...Array.from({ length: 12 }, (_, i) => `Phrase ${i + 1}`), "x".repeat(81)],
        openings: "",
        closings: "Sends viewers off to make sawdust",
        avoidWords: Array.from({ length: 25 }, (_, i) => `word${i + 1}`),
      }),
    });
    const res = await t.request("POST", `/api/channels/${channelId}/voice/rebuild`, { cookie });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()).voice as { profile: ChannelVoice };
    // What it left out or miscounted is measured from the scripts, as the offline writer does.
    expect(profile.tone).toMatch(/conversational/i);
    expect(profile.sentenceLength).toBeGreaterThanOrEqual(5);
    expect(profile.sentenceLength).toBeLessThanOrEqual(12);
    expect(profile.openings).toContain("Hey friends, welcome back to the workshop.");
    // What it wrote is kept within the limits.
    expect(profile.vocabulary.length).toBeLessThanOrEqual(400);
    expect(profile.vocabulary).toMatch(/^Plain workshop words\. .*…$/);
    expect(profile.signaturePhrases).toEqual(Array.from({ length: 10 }, (_, i) => `Phrase ${i + 1}`));
    expect(profile.closings).toBe("Sends viewers off to make sawdust");
    expect(profile.avoidWords).toHaveLength(20);
  });

  it("answers a provider failure with 502 and what the provider said, and keeps the profile there was", async () => {
    const { channelId } = await channelWithScripts(t, cookie, [SCRIPT_ONE]);
    await t.request("PUT", `/api/channels/${channelId}/voice`, { cookie, body: EDITED });
    double.fail({ kind: "status", status: 401 });
    const res = await t.request("POST", `/api/channels/${channelId}/voice/rebuild`, { cookie });
    expect(res.status).toBe(502);
    const { error } = await res.json();
    expect(
      error.startsWith(VOICE_BUILD_FAILED.replace("{reason}", "The model provider refused the API key (401): ")),
    ).toBe(true);
    expect(double.requests).toHaveLength(1);
    const after = await (await t.request("GET", `/api/channels/${channelId}/voice`, { cookie })).json();
    expect(after).toMatchObject({ profile: EDITED, origin: "edited" });

    // In the member's language, what happened too; the provider's own words stay as it wrote them.
    double.fail({ kind: "status", status: 401 });
    const spanish = await t.request("POST", `/api/channels/${channelId}/voice/rebuild`, {
      cookie,
      headers: { "accept-language": "es" },
    });
    expect((await spanish.json()).error).toMatch(
      /^No se pudo crear el perfil de voz\. Inténtalo de nuevo\. El proveedor del modelo rechazó la clave de API \(401\): \S/,
    );
  });

  it("carries the edited profile into the plan, every section, rewrite and grammar prompts, at the channel's rate", async () => {
    const { channelId } = await channelWithScripts(t, cookie, [SCRIPT_ONE]);
    await t.request("PUT", `/api/channels/${channelId}/voice`, { cookie, body: EDITED });
    await t.request("PATCH", `/api/channels/${channelId}`, { cookie, body: { wordsPerMinute: 120 } });
    const text = await scriptText(
      await t.request("POST", "/api/studio/script", { cookie, body: scriptBody(5, channelId) }),
    );
    expect(Math.abs(countWords(text) - 600) / 600).toBeLessThan(0.1);
    const [plan, ...sections] = double.requests;
    expect(plan.structured).toBe(true);
    expect(plan.prompt).toContain("about 600 words in all");
    expect(sections.length).toBeGreaterThan(2);
    for (const request of double.requests) {
      expect(request.prompt).toContain('Write in the voice of the channel "Workshop Weekly"');
      expect(request.prompt).toContain(EDITED.tone);
      expect(request.prompt).toContain('"Let\'s get into it"');
      expect(request.prompt).toContain("Never use these words: utilize, synergy");
    }

    double.reset();
    await t.request("POST", "/api/studio/rewrite", {
      cookie,
      body: { selectedText: "A very long sentence.", style: "punchier", channelId },
    });
    await t.request("POST", "/api/studio/grammar", { cookie, body: { text: "teh shelf", channelId } });
    expect(double.requests).toHaveLength(2);
    for (const request of double.requests) expect(request.prompt).toContain(EDITED.tone);

    double.reset();
    await t.request("POST", "/api/studio/grammar", { cookie, body: { text: "teh shelf" } });
    expect(double.requests[0].prompt).not.toContain("style-guide");
  });
});
