import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countLength } from "../../../shared/length.ts";
import { fullDescription } from "../../../shared/packaging-rules.ts";
import type { ShortProposal } from "../../../shared/schemas/shorts.ts";
import { shortTargetLength } from "../../../shared/shorts-rules.ts";
import { packaging, scripts, videos } from "../../db/schema.ts";
import { type LlmDouble, startLlmDouble } from "../../testing/fakes/llm/server.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { aiEnvFor } from "../../testing/model-double.ts";

const TOPICS = ["Grind size", "Water temperature", "Dose and ratio", "Tamping", "Milk texture"];
const DETAILS = [
  "most people start with beans that are far too old for a good shot",
  "a cheap scale changes more than an expensive grinder ever will",
  "the first ten seconds of extraction tell you almost everything you need",
  "a sour shot usually means the water ran through the coffee too fast",
  "a bitter shot usually means the coffee sat in contact with hot water too long",
  "you can fix most problems by changing only one thing at a time",
  "baristas taste every adjustment instead of trusting a number on a screen",
  "the crema fades within a minute, so judge the taste and not the colour",
];

/** A long script with five labelled parts of eight sentences: about 900 words, six minutes at 150. */
const LONG_SCRIPT = [
  "[INTRO]",
  "Espresso at home is easier than it looks. Today we fix the five things that ruin most shots.",
  ...TOPICS.flatMap((topic, i) => [
    "",
    `[PART ${i + 1}: ${topic}]`,
    DETAILS.map((d, j) => `In ${topic.toLowerCase()}, point ${j + 1} is that ${d}.`).join(" "),
  ]),
  "",
  "[CALL TO ACTION]",
  "Subscribe for the milk steaming video next week.",
].join("\n");

const JAPANESE_SCRIPT = [
  "[INTRO]",
  "家でエスプレッソを淹れるのは、思ったより簡単です。今日は失敗の原因を五つ直します。",
  ...TOPICS.flatMap((_, i) => [
    "",
    `[PART ${i + 1}: ポイント${i + 1}]`,
    Array.from(
      { length: 10 },
      (_, j) =>
        `ポイント${i + 1}の${j + 1}番目は、豆の鮮度と挽き目と湯の温度をひとつずつ確かめることで、味がはっきり変わるということです。`,
    ).join(""),
  ]),
].join("\n");

async function longVideo(t: TestApp, cookie: string, content: string, language?: string) {
  const channel = await (await t.request("POST", "/api/channels", { cookie, body: { name: "Crema Club" } })).json();
  if (language) {
    const set = await t.request("PATCH", `/api/channels/${channel.channel.id}`, { cookie, body: { language } });
    expect(set.status).toBe(200);
  }
  const folder = await (
    await t.request("POST", `/api/channels/${channel.channel.id}/folders`, {
      cookie,
      body: { name: "November", monthYear: "2026-11" },
    })
  ).json();
  const saved = await t.request("POST", "/api/studio/saves", {
    cookie,
    body: { folderId: folder.folder.id, title: "Espresso at home", content, duration: 6, tone: "educational" },
  });
  expect(saved.status).toBe(201);
  return { folderId: folder.folder.id as string, videoId: (await saved.json()).videoId as string };
}

async function propose(t: TestApp, cookie: string, videoId: string): Promise<ShortProposal[]> {
  const res = await t.request("POST", `/api/videos/${videoId}/shorts/proposals`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()).proposals;
}

/** What makes a Short a Short once made: its row, its script's length and its packaging. */
async function expectShort(t: TestApp, shortId: string, long: { videoId: string; folderId: string }, language = "en") {
  const [row] = await t.db.select().from(videos).where(eq(videos.id, shortId));
  expect(row).toMatchObject({
    format: "short",
    shortOfVideoId: long.videoId,
    folderId: long.folderId,
    stage: "scripting",
    status: "draft",
  });
  const [script] = await t.db.select().from(scripts).where(eq(scripts.videoId, shortId));
  expect(script.duration).toBe(0.75);
  const target = shortTargetLength(45, language);
  const length = countLength(script.content, language);
  expect(Math.abs(length / target - 1)).toBeLessThanOrEqual(0.1);
  const [pkg] = await t.db.select().from(packaging).where(eq(packaging.videoId, shortId));
  expect(pkg.content.chapters).toEqual([]);
  expect(pkg.content.chosenTitle!.length).toBeLessThanOrEqual(100);
  expect(pkg.content.chosenTitle).toContain("#shorts");
  expect(fullDescription(pkg.content)).toContain("#shorts");
  expect(pkg.content.description).toContain("Espresso at home");
  return script.content;
}

describe("Make Shorts on the offline writer", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.reset();
    cookie = await t.signUp("creator@example.com");
  });

  it("proposes Shorts from the script's own sections, each quoting the script word for word", async () => {
    const long = await longVideo(t, cookie, LONG_SCRIPT);
    const proposals = await propose(t, cookie, long.videoId);
    expect(proposals.length).toBeGreaterThanOrEqual(3);
    expect(proposals.length).toBeLessThanOrEqual(8);
    for (const p of proposals) {
      expect(LONG_SCRIPT).toContain(p.quote);
      expect(p.quote.startsWith(p.hook)).toBe(true);
      expect(p.targetSeconds).toBe(45);
      expect(p.callback).toContain("Espresso at home");
    }
    expect(proposals.map((p) => p.title)).toContain("Grind size");
  });

  it("accepting two makes two videos linked both ways, at Scripting, with a Short's packaging and 45 s scripts", async () => {
    const long = await longVideo(t, cookie, LONG_SCRIPT);
    const proposals = await propose(t, cookie, long.videoId);
    const res = await t.request("POST", `/api/videos/${long.videoId}/shorts`, {
      cookie,
      body: { proposals: proposals.slice(1, 3) },
    });
    expect(res.status).toBe(201);
    const made = await res.json();
    expect(made.shorts).toHaveLength(2);
    expect(made.message).toBe('Made 2 Shorts from "Espresso at home"');
    for (const short of made.shorts) {
      const content = await expectShort(t, short.id, long);
      expect(short.targetSeconds).toBe(45);
      expect(Math.abs(short.seconds - 45)).toBeLessThanOrEqual(4.5);
      expect(content).toContain(proposals[1 + made.shorts.indexOf(short)].hook);
    }
    const page = await (await t.request("GET", `/api/videos/${long.videoId}`, { cookie })).json();
    expect(page).toMatchObject({ format: "long", shortOf: null });
    expect(page.shorts.map((s: { id: string }) => s.id)).toEqual(made.shorts.map((s: { id: string }) => s.id));
    expect(page.shorts[0].stage).toBe("scripting");
    const shortPage = await (await t.request("GET", `/api/videos/${made.shorts[0].id}`, { cookie })).json();
    expect(shortPage).toMatchObject({
      format: "short",
      shortOf: { id: long.videoId, title: "Espresso at home" },
      shorts: [],
    });
  });

  it("writes its own lines of a Japanese script's Short in Japanese: the call back and the description's lead", async () => {
    const long = await longVideo(t, cookie, JAPANESE_SCRIPT, "ja");
    const proposals = await propose(t, cookie, long.videoId);
    for (const p of proposals) expect(p.callback).toBe("続きは本編「Espresso at home」で。");
    const res = await t.request("POST", `/api/videos/${long.videoId}/shorts`, {
      cookie,
      body: { proposals: [proposals[0]] },
    });
    expect(res.status).toBe(201);
    const made = await res.json();
    expect(made.message).toBe('Made 1 Short from "Espresso at home"');
    const content = await expectShort(t, made.shorts[0].id, long, "ja");
    expect(content.endsWith("続きは本編「Espresso at home」で。")).toBe(true);
    const [pkg] = await t.db.select().from(packaging).where(eq(packaging.videoId, made.shorts[0].id));
    expect(pkg.content.description).toContain("本編「Espresso at home」より");
  });

  it("refuses bad input with a 4xx and changes nothing", async () => {
    const long = await longVideo(t, cookie, LONG_SCRIPT);
    const [proposal] = await propose(t, cookie, long.videoId);
    const count = async () => (await t.db.select().from(videos)).length;
    const before = await count();
    const make = (body: unknown, id = long.videoId, withCookie = true) =>
      t.request("POST", `/api/videos/${id}/shorts`, { ...(withCookie && { cookie }), body });

    const none = await make({ proposals: [] });
    expect(none.status).toBe(400);
    expect((await none.json()).error).toContain("Choose at least one Short");
    const invented = await make({ proposals: [{ ...proposal, quote: "Words the script never says." }] });
    expect(invented.status).toBe(400);
    expect((await invented.json()).error).toBe("The passage of Short 1 is not in the script word for word");
    expect((await make({ proposals: [{ ...proposal, targetSeconds: 181 }] })).status).toBe(400);
    expect((await make({ proposals: [{ ...proposal, targetSeconds: 10 }] })).status).toBe(400);
    expect((await make({ proposals: Array.from({ length: 9 }, () => proposal) })).status).toBe(400);
    expect((await make({ proposals: [{ ...proposal, title: "x".repeat(101) }] })).status).toBe(400);
    expect((await make({ proposals: [proposal], folderId: "3f1c6f52-7a1b-4c1e-9a51-0c2d7e3b9f10" })).status).toBe(404);
    expect((await make({ proposals: [proposal] }, "3f1c6f52-7a1b-4c1e-9a51-0c2d7e3b9f10")).status).toBe(404);
    expect((await make({ proposals: [proposal] }, long.videoId, false)).status).toBe(401);
    const anonymous = await t.request("POST", `/api/videos/${long.videoId}/shorts/proposals`);
    expect(anonymous.status).toBe(401);

    const empty = await t.request("POST", `/api/folders/${long.folderId}/videos`, {
      cookie,
      body: { title: "No script yet" },
    });
    const emptyId = (await empty.json()).video.id;
    const unscripted = await t.request("POST", `/api/videos/${emptyId}/shorts/proposals`, { cookie });
    expect(unscripted.status).toBe(400);
    expect((await unscripted.json()).error).toBe("This video has no script to make Shorts from yet");
    expect(await count()).toBe(before + 1);

    // A Short is not cut into Shorts again.
    const made = await (await make({ proposals: [proposal] })).json();
    const again = await t.request("POST", `/api/videos/${made.shorts[0].id}/shorts/proposals`, { cookie });
    expect(again.status).toBe(400);
  });

  it("is documented in the OpenAPI document, with the video page's format, shortOf and shorts", async () => {
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    expect(doc.paths["/api/videos/{id}/shorts/proposals"].post.responses).toHaveProperty("200");
    const make = doc.paths["/api/videos/{id}/shorts"].post;
    expect(make.responses).toHaveProperty("201");
    expect(JSON.stringify(make.requestBody)).toContain("targetSeconds");
    const page = JSON.stringify(doc.paths["/api/videos/{id}"].get.responses["200"]);
    for (const field of ["format", "shortOf", "shorts"]) expect(page).toContain(`"${field}"`);
  });

  it("puts the Shorts in a chosen folder when one is named", async () => {
    const long = await longVideo(t, cookie, LONG_SCRIPT);
    const [proposal] = await propose(t, cookie, long.videoId);
    const folders = await (await t.request("GET", `/api/folders/${long.folderId}`, { cookie })).json();
    const other = await (
      await t.request("POST", `/api/channels/${folders.channel.id}/folders`, {
        cookie,
        body: { name: "December", monthYear: "2026-12" },
      })
    ).json();
    const res = await t.request("POST", `/api/videos/${long.videoId}/shorts`, {
      cookie,
      body: { proposals: [proposal], folderId: other.folder.id },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(videos)
      .where(eq(videos.id, (await res.json()).shorts[0].id));
    expect(row.folderId).toBe(other.folder.id);
  });
});

describe("Make Shorts on a model", () => {
  let t: TestApp;
  let cookie: string;
  let double: LlmDouble;
  beforeAll(async () => {
    double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
    t = await createTestApp(aiEnvFor("openai-chat", double.url));
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

  it("keeps the model's quotes the script says, mends their spacing and quote marks, and drops paraphrases", async () => {
    const long = await longVideo(t, cookie, LONG_SCRIPT);
    const exact = "In grind size, point 2 is that a cheap scale changes more than an expensive grinder ever will.";
    const spaced = "In tamping,  point 6 is that\nyou can fix most problems by changing only one thing at a time.";
    const paraphrase = "Tamping is mostly about changing one thing at a time.";
    const proposal = (quote: string, title: string) => ({
      title,
      quote,
      hook: `Stop guessing: ${title.toLowerCase()}.`,
      targetSeconds: 30,
      callback: "The full guide is in Espresso at home.",
    });
    double.answer({
      text: JSON.stringify({
        proposals: [
          proposal(exact, "A scale beats a grinder"),
          proposal(spaced, "One change at a time"),
          proposal(paraphrase, "Tamping made simple"),
          { ...proposal(`“${exact}”`, "Twice"), targetSeconds: 500 },
        ],
      }),
    });
    const proposals = await propose(t, cookie, long.videoId);
    expect(double.requests[0].prompt).toContain("<script>");
    expect(proposals[0]).toMatchObject({ title: "A scale beats a grinder", quote: exact, targetSeconds: 30 });
    expect(proposals[1].quote).toBe(
      "In tamping, point 6 is that you can fix most problems by changing only one thing at a time.",
    );
    expect(proposals.map((p) => p.title)).not.toContain("Tamping made simple");
    expect(proposals.map((p) => p.title)).not.toContain("Twice");
    // Two were left: the script's own sections make up the third.
    expect(proposals).toHaveLength(3);
    for (const p of proposals) expect(LONG_SCRIPT).toContain(p.quote);
  });

  it("gives at least three proposals quoting the script even when the model's quotes are all invented", async () => {
    const long = await longVideo(t, cookie, LONG_SCRIPT);
    const proposals = await propose(t, cookie, long.videoId);
    expect(proposals.length).toBeGreaterThanOrEqual(3);
    for (const p of proposals) expect(LONG_SCRIPT).toContain(p.quote);
  });

  it("writes each accepted Short at 45 s within 10 % by the model, hook first and the call back last", async () => {
    const long = await longVideo(t, cookie, LONG_SCRIPT);
    const proposals = await propose(t, cookie, long.videoId);
    double.reset();
    const res = await t.request("POST", `/api/videos/${long.videoId}/shorts`, {
      cookie,
      body: { proposals: proposals.slice(0, 2) },
    });
    expect(res.status).toBe(201);
    const made = await res.json();
    expect(made.shorts).toHaveLength(2);
    for (const [i, short] of made.shorts.entries()) {
      const content = await expectShort(t, short.id, long);
      expect(content.startsWith(proposals[i].hook)).toBe(true);
      expect(content.trimEnd().endsWith(proposals[i].callback)).toBe(true);
    }
    expect(double.requests.length).toBeGreaterThanOrEqual(2);
    for (const call of double.requests) expect(call.prompt).toContain("Write in English (en)");
  });

  it("writes a Japanese Short in characters, at the Shorts rate", async () => {
    const long = await longVideo(t, cookie, JAPANESE_SCRIPT, "ja");
    const proposals = await propose(t, cookie, long.videoId);
    expect(proposals.length).toBeGreaterThanOrEqual(3);
    for (const p of proposals) expect(JAPANESE_SCRIPT).toContain(p.quote);
    double.reset();
    const res = await t.request("POST", `/api/videos/${long.videoId}/shorts`, {
      cookie,
      body: { proposals: [proposals[1]] },
    });
    expect(res.status).toBe(201);
    const made = await res.json();
    // 45 s at 360 characters a minute (NHK's 300, a fifth faster): 270 characters.
    expect(shortTargetLength(45, "ja")).toBe(270);
    await expectShort(t, made.shorts[0].id, long, "ja");
    for (const call of double.requests) expect(call.prompt).toContain("Write in Japanese (");
  });

  it("keeps nothing when the model fails", async () => {
    const long = await longVideo(t, cookie, LONG_SCRIPT);
    const [proposal] = await propose(t, cookie, long.videoId);
    const before = (await t.db.select().from(videos)).length;
    double.fail({ kind: "status", status: 400, message: "The prompt was refused" });
    const failed = await t.request("POST", `/api/videos/${long.videoId}/shorts`, {
      cookie,
      body: { proposals: [proposal] },
    });
    expect(failed.status).toBe(502);
    expect((await failed.json()).error).toContain("Failed to make the Shorts. Please try again.");
    expect((await t.db.select().from(videos)).length).toBe(before);
  });
});
