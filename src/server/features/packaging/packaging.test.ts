// A video's packaging through the API (issue 12): saves by base version, YouTube's limits on the
// server, the last 20 versions kept, generation offline and with a model. Runs on PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chapterProblems, localizedDescription, tagsLength } from "../../../shared/packaging-rules.ts";
import type { PackagingContent } from "../../../shared/schemas/packaging.ts";
import { OFFLINE_CANNOT_TRANSLATE } from "../../ai/packaging-translator.ts";
import { PACKAGING_FAILED } from "../../ai/packaging-writer.ts";
import { channels, folders, packaging, packagingVersions, videos } from "../../db/schema.ts";
import { type LlmDouble, startLlmDouble } from "../../testing/fakes/llm/server.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { aiEnvFor } from "../../testing/model-double.ts";
import { databaseSnapshot } from "../../testing/snapshot.ts";

const MISSING = "00000000-0000-4000-8000-000000000000";
type Member = { cookie: string; id: string; email: string };

const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 10 === 9 ? "sleep." : "word")).join(" ");
/** About ten minutes at 150 words a minute, in labelled sections. */
const TEN_MINUTE_SCRIPT = [
  `[HOOK]\nYou are losing an hour of sleep every night. ${words(16)}`,
  `[INTRO]\n${words(125)}`,
  `[PART 1: Light and your body clock]\n${words(450)}`,
  `[PART 2: The evening routine]\n${words(450)}`,
  `[PART 3: Mornings that stick]\n${words(390)}`,
  `[CALL TO ACTION]\n${words(60)}`,
].join("\n\n");

const PACKAGE: PackagingContent = {
  titles: ["Sleep better tonight", "The evening routine that works"],
  chosenTitle: "Sleep better tonight",
  description: "Sleep better starting tonight.",
  chapters: [
    { title: "Intro", seconds: 0 },
    { title: "Evenings", seconds: 60 },
    { title: "Mornings", seconds: 240 },
  ],
  hashtags: ["sleep"],
  tags: ["sleep", "sleep tips"],
  thumbnailTexts: [{ text: "Sleep tonight", aim: "relief" }],
  source: "offline",
  defaultLanguage: null,
  translations: [],
};

async function seedVideo(t: TestApp, userId: string, wordsPerMinute = 150) {
  const [channel] = await t.db.insert(channels).values({ name: "Main Channel", userId, wordsPerMinute }).returning();
  const [folder] = await t.db
    .insert(folders)
    .values({ name: "March", monthYear: "2025-03", channelId: channel.id, userId })
    .returning();
  const [video] = await t.db.insert(videos).values({ title: "Sleep", folderId: folder.id, userId }).returning();
  return { video, channel };
}

describe("saving a video's packaging", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.database.reset());

  const put = (m: Member | undefined, videoId: string, body: unknown) =>
    t.request("PUT", `/api/videos/${videoId}/packaging`, { cookie: m?.cookie, body });
  const get = async (m: Member, videoId: string) =>
    (await t.request("GET", `/api/videos/${videoId}/packaging`, { cookie: m.cookie })).json();

  it("reads no packaging and the channel's rate for a new video, then saves version 1 and reads it", async () => {
    const sam = await t.member("user", "sam@example.com");
    const { video } = await seedVideo(t, sam.id, 180);
    expect(await get(sam, video.id)).toEqual({ packaging: null, wordsPerMinute: 180 });
    const res = await put(sam, video.id, { content: PACKAGE, baseVersion: null });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Packaging saved as version 1");
    expect(body.packaging).toMatchObject({ number: 1, restoredFrom: null, author: { id: sam.id, name: "sam" } });
    const read = await get(sam, video.id);
    expect(read.packaging.content).toEqual(PACKAGE);
    expect(read.packaging.number).toBe(1);
  });

  it("refuses a 101-character title with YouTube's limit in the message, and stores nothing", async () => {
    const sam = await t.member("user");
    const { video } = await seedVideo(t, sam.id);
    const before = await databaseSnapshot(t.db);
    const res = await put(sam, video.id, { content: { ...PACKAGE, chosenTitle: "x".repeat(101) }, baseVersion: null });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("A title must be at most 100 characters (YouTube's limit)");
    expect(await databaseSnapshot(t.db)).toEqual(before);
  });

  it.each([
    [
      { chapters: [{ title: "Late", seconds: 5 }, ...PACKAGE.chapters.slice(1)] },
      "The first chapter must start at 0:00",
    ],
    [{ chapters: PACKAGE.chapters.slice(0, 2) }, "YouTube needs at least 3 chapters (there are 2)"],
    [{ tags: ["Sleep", "sleep"] }, 'The tag "sleep" is there twice'],
    [
      { tags: Array.from({ length: 15 }, (_, i) => `a rather long tag about sleep number ${i}`) },
      /as YouTube counts them/,
    ],
    [
      { description: "y".repeat(4990) },
      /with its chapters and hashtags is 5,0\d\d characters: YouTube's limit is 5,000/,
    ],
    [{ titles: ["A <b>bold</b> title"] }, "YouTube doesn't allow < or > in a title"],
    [{ thumbnailTexts: [{ text: "one two three four five", aim: "" }] }, "Thumbnail text is at most 4 words"],
    [{ hashtags: ["a", "b", "c", "d"] }, "At most 3 hashtags (YouTube shows three)"],
  ])("refuses a package breaking YouTube's rules (case %#) with a clear message", async (change, message) => {
    const sam = await t.member("user");
    const { video } = await seedVideo(t, sam.id);
    const res = await put(sam, video.id, { content: { ...PACKAGE, ...change }, baseVersion: null });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(message);
    expect(await t.db.select().from(packaging)).toEqual([]);
  });

  it("answers 409 with the newest version and who saved it when the base is stale; nothing is overwritten", async () => {
    const sam = await t.member("user", "sam2@example.com");
    const kim = await t.member("user", "kim@example.com");
    const { video } = await seedVideo(t, sam.id);
    expect((await put(sam, video.id, { content: PACKAGE, baseVersion: null })).status).toBe(201);
    const kims = { ...PACKAGE, chosenTitle: "Kim's title" };
    expect((await put(kim, video.id, { content: kims, baseVersion: 1 })).status).toBe(201);
    const stale = await put(sam, video.id, { content: { ...PACKAGE, tags: ["mine"] }, baseVersion: 1 });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error).toBe("Packaging version 2 was saved by kim while you were editing");
    expect(body.latest).toMatchObject({ number: 2, content: kims });
    // A second first save, and a base from the future.
    expect((await put(sam, video.id, { content: PACKAGE, baseVersion: null })).status).toBe(409);
    expect((await (await put(sam, video.id, { content: PACKAGE, baseVersion: 9 })).json()).error).toBe(
      "There is no version 9 of this packaging: the newest is version 2",
    );
    expect((await get(sam, video.id)).packaging.content).toEqual(kims);
  });

  it("saves a language and translations (chapters at the package's times), checks each against YouTube's limits, and a stale one is a 409 losing nothing", async () => {
    const sam = await t.member("user", "sam3@example.com");
    const kim = await t.member("user", "kim3@example.com");
    const { video } = await seedVideo(t, sam.id);
    const spanish = {
      language: "ES",
      title: "Duerme mejor esta noche",
      description: "Duerme mejor desde esta noche.",
      chapterTitles: ["Introducción", "Tardes"],
      source: "member",
    };
    const translated = { ...PACKAGE, defaultLanguage: "en", translations: [spanish] };
    const saved = await put(sam, video.id, { content: translated, baseVersion: null });
    expect(saved.status).toBe(201);
    // The tag is stored in its canonical form; a chapter name left out keeps the original.
    expect((await get(sam, video.id)).packaging.content.translations).toEqual([{ ...spanish, language: "es" }]);

    const before = await databaseSnapshot(t.db);
    const refusals: Array<[unknown, string]> = [
      [
        { ...translated, defaultLanguage: null },
        "Choose the language the package is written in before adding translations (YouTube needs it)",
      ],
      [
        { ...translated, translations: [{ ...spanish, language: "en" }] },
        "The package is already written in English: a translation must be into another language",
      ],
      [{ ...translated, translations: [spanish, { ...spanish, title: "Otra" }] }, "There are two Spanish translations"],
      [
        { ...translated, translations: [{ ...spanish, title: "x".repeat(101) }] },
        "A title must be at most 100 characters (YouTube's limit)",
      ],
      [
        { ...translated, translations: [{ ...spanish, title: "Duerme <mejor>" }] },
        "YouTube doesn't allow < or > in a title (Spanish)",
      ],
      [
        { ...translated, translations: [{ ...spanish, description: "y ".repeat(2490) }] },
        "The Spanish description with its chapters and hashtags is 5,032 characters: YouTube's limit is 5,000",
      ],
      [
        { ...translated, translations: [{ ...spanish, language: "not a language!" }] },
        "Language must be a BCP 47 tag such as en, es or ja",
      ],
    ];
    for (const [content, error] of refusals) {
      const res = await put(sam, video.id, { content, baseVersion: 1 });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
    expect(await databaseSnapshot(t.db)).toEqual(before);

    // Kim adds French meanwhile: Sam's save from version 1 is refused with Kim's version, nothing lost.
    const french = { ...spanish, language: "fr", title: "Dormez mieux ce soir" };
    const kims = { ...translated, translations: [{ ...spanish, language: "es" }, french] };
    expect((await put(kim, video.id, { content: kims, baseVersion: 1 })).status).toBe(201);
    const stale = await put(sam, video.id, { content: { ...translated, translations: [] }, baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).latest.content.translations.map((x: { language: string }) => x.language)).toEqual([
      "es",
      "fr",
    ]);
    expect((await get(sam, video.id)).packaging.content.translations).toHaveLength(2);
  });

  it("keeps the last 20 versions, and restores one as a new version", async () => {
    const sam = await t.member("user");
    const { video } = await seedVideo(t, sam.id);
    for (let n = 1; n <= 22; n++) {
      const res = await put(sam, video.id, {
        content: { ...PACKAGE, chosenTitle: `Title ${n}` },
        baseVersion: n === 1 ? null : n - 1,
      });
      expect(res.status).toBe(201);
    }
    const list = await (
      await t.request("GET", `/api/videos/${video.id}/packaging/versions`, { cookie: sam.cookie })
    ).json();
    expect(list.versions.map((v: { number: number }) => v.number)).toEqual(
      Array.from({ length: 20 }, (_, i) => 22 - i),
    );
    expect(list.versions.at(-1).content.chosenTitle).toBe("Title 3");
    const gone = await put(sam, video.id, { content: PACKAGE, baseVersion: 22, restoredFrom: 2 });
    expect(gone.status).toBe(404);
    const restored = await put(sam, video.id, {
      content: list.versions.at(-1).content,
      baseVersion: 22,
      restoredFrom: 3,
    });
    expect(restored.status).toBe(201);
    expect((await restored.json()).packaging).toMatchObject({ number: 23, restoredFrom: 3 });
    expect((await get(sam, video.id)).packaging.content.chosenTitle).toBe("Title 3");
    expect(await t.db.select().from(packagingVersions).where(eq(packagingVersions.videoId, video.id))).toHaveLength(20);
  });

  it("logs each save and restore in the video's activity, and nothing for a refused save", async () => {
    const sam = await t.member("user");
    const { video } = await seedVideo(t, sam.id);
    expect((await put(sam, video.id, { content: PACKAGE, baseVersion: null })).status).toBe(201);
    expect((await put(sam, video.id, { content: PACKAGE, baseVersion: 1 })).status).toBe(201);
    expect((await put(sam, video.id, { content: PACKAGE, baseVersion: 1 })).status).toBe(409);
    expect((await put(sam, video.id, { content: PACKAGE, baseVersion: 2, restoredFrom: 1 })).status).toBe(201);
    const activity = await (await t.request("GET", `/api/videos/${video.id}/activity`, { cookie: sam.cookie })).json();
    expect(
      activity.entries
        .filter((e: { kind: string }) => e.kind === "packaging")
        .map((e: { from: string | null; to: string; actor: { id: string } | null }) => [e.from, e.to, e.actor?.id]),
    ).toEqual([
      ["1", "3", sam.id],
      [null, "2", sam.id],
      [null, "1", sam.id],
    ]);
  });

  it("answers 404 for a missing video and 401 without a session", async () => {
    const sam = await t.member("user");
    expect((await put(sam, MISSING, { content: PACKAGE, baseVersion: null })).status).toBe(404);
    expect((await t.request("GET", "/api/videos/not-an-id/packaging", { cookie: sam.cookie })).status).toBe(404);
    expect((await t.request("GET", `/api/videos/${MISSING}/packaging/versions`, { cookie: sam.cookie })).status).toBe(
      404,
    );
    expect((await put(undefined, MISSING, { content: PACKAGE, baseVersion: null })).status).toBe(401);
  });

  it("deleting the video deletes its packaging and versions", async () => {
    const sam = await t.member("admin");
    const { video } = await seedVideo(t, sam.id);
    await put(sam, video.id, { content: PACKAGE, baseVersion: null });
    await t.db.delete(videos).where(eq(videos.id, video.id));
    expect(await t.db.select().from(packagingVersions)).toEqual([]);
  });

  it("generates a whole package offline from a 10-minute script, chapters at the channel's rate", async () => {
    const sam = await t.member("user");
    const { channel } = await seedVideo(t, sam.id, 150);
    const res = await t.request("POST", "/api/studio/packaging", {
      cookie: sam.cookie,
      body: {
        field: "all",
        script: TEN_MINUTE_SCRIPT,
        topic: "Sleep better",
        keywords: ["sleep routine", "sleep tips"],
        channelId: channel.id,
      },
    });
    expect(res.status).toBe(200);
    const pkg = await res.json();
    expect(pkg.source).toBe("offline");
    expect(pkg.titles).toHaveLength(8);
    expect(new Set(pkg.titles).size).toBe(8);
    for (const title of pkg.titles) expect(title.length).toBeLessThanOrEqual(100);
    expect(pkg.titles.some((title: string) => title.toLowerCase().includes("sleep routine"))).toBe(true);
    expect(pkg.chapters.map((c: { title: string }) => c.title)).toEqual([
      "Hook",
      "Intro",
      "Light and your body clock",
      "The evening routine",
      "Mornings that stick",
      "Call to action",
    ]);
    expect(pkg.chapters[2].seconds).toBe(60);
    expect(chapterProblems(pkg.chapters)).toEqual([]);
    expect(pkg.chaptersNote).toBeNull();
    expect(pkg.description).toMatch(/^You are losing an hour of sleep every night\./);
    expect(pkg.description).toContain("[add link]");
    expect(pkg.hashtags.length).toBeGreaterThan(0);
    expect(pkg.hashtags.length).toBeLessThanOrEqual(3);
    expect(pkg.tags.length).toBeLessThanOrEqual(15);
    expect(pkg.tags).toContain("sleep routine");
    expect(tagsLength(pkg.tags)).toBeLessThanOrEqual(500);
    expect(pkg.thumbnailTexts).toHaveLength(5);
    for (const idea of pkg.thumbnailTexts) {
      expect(idea.text.split(" ").length).toBeLessThanOrEqual(4);
      expect(idea.aim).not.toBe("");
    }
    // What was generated saves as it is.
    const { video } = await seedVideo(t, sam.id);
    const content = { ...pkg, chosenTitle: pkg.titles[0] };
    delete content.chaptersNote;
    expect((await put(sam, video.id, { content, baseVersion: null })).status).toBe(201);
  });

  it("generates one field only, and says why a short script has no chapters", async () => {
    const sam = await t.member("user");
    const tags = await t.request("POST", "/api/studio/packaging", {
      cookie: sam.cookie,
      body: { field: "tags", script: TEN_MINUTE_SCRIPT, keywords: ["sleep"] },
    });
    const body = await tags.json();
    expect(Object.keys(body).sort()).toEqual(["chaptersNote", "source", "tags"]);
    const short = await t.request("POST", "/api/studio/packaging", {
      cookie: sam.cookie,
      body: { field: "description", script: "[INTRO]\nHi there.\n[PART 1: A]\nShort one.\n[OUTRO]\nBye." },
    });
    const shortBody = await short.json();
    expect(shortBody.chapters).toEqual([]);
    expect(shortBody.chaptersNote).toMatch(/too short for YouTube chapters/);
    expect(typeof shortBody.description).toBe("string");
  });

  it("the offline writer refuses to translate, saying so, and counts no AI request", async () => {
    const sam = await t.member("user");
    const res = await t.request("POST", "/api/studio/packaging/translate", {
      cookie: sam.cookie,
      body: { content: { ...PACKAGE, defaultLanguage: "en" }, languages: ["es"] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: OFFLINE_CANNOT_TRANSLATE, code: "invalid_request" });
  });

  it("the offline writer refuses a script in Japanese, saying which languages it writes, and counts no AI request", async () => {
    const sam = await t.member("user");
    const before = await databaseSnapshot(t.db);
    const res = await t.request("POST", "/api/studio/packaging", {
      cookie: sam.cookie,
      body: { field: "all", script: "[INTRO]\nこんにちは。", language: "ja" },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toBe(
      "The offline writer writes English only; it can't write Japanese (ja). Choose English, or connect an AI model (AI_PROVIDER) to write in other languages.",
    );
    expect(await databaseSnapshot(t.db)).toEqual(before);
  });

  it("refuses an empty script and an unknown channel before counting an AI request", async () => {
    const sam = await t.member("user");
    const empty = await t.request("POST", "/api/studio/packaging", {
      cookie: sam.cookie,
      body: { field: "all", script: "   " },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe("There is no script to package");
    const before = await databaseSnapshot(t.db);
    const unknown = await t.request("POST", "/api/studio/packaging", {
      cookie: sam.cookie,
      body: { field: "all", script: "Words.", channelId: MISSING },
    });
    expect(unknown.status).toBe(404);
    expect(await databaseSnapshot(t.db)).toEqual(before);
  });
});

// On OpenAI's Chat Completions as the provider double plays it (src/server/testing/fakes/llm).
describe("packaging written by a model", () => {
  let t: TestApp;
  let double: LlmDouble;
  beforeAll(async () => {
    double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
    t = await createTestApp({ ...aiEnvFor("openai-chat", double.url), AI_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });
  beforeEach(async () => {
    double.reset();
    await t.database.reset();
  });

  const generate = async (cookie: string, body: unknown) =>
    t.request("POST", "/api/studio/packaging", { cookie, body });

  const ANSWER = {
    titles: [
      "Sleep Routine: 3 Fixes That Work",
      "sleep routine: 3 fixes that work",
      `${"A very long title ".repeat(8)}end`,
      "Why <you> wake up tired",
    ],
    description: {
      hook: "Fix your sleep tonight.",
      summary: "Light, evenings and mornings.",
      hashtags: ["#Sleep Tips", "rest"],
    },
    tags: ["sleep routine", "Sleep Routine", "sleep, tips", "x".repeat(120)],
    thumbnailTexts: [{ text: "Sleep like a baby tonight", aim: "Relief" }],
  };

  it("sends the script, keywords and channel voice in one structured call and fits the answer to YouTube's limits", async () => {
    const sam = await t.member("user");
    const { channel } = await seedVideo(t, sam.id, 120);
    double.answer({ text: JSON.stringify(ANSWER) });
    const res = await generate(sam.cookie, {
      field: "all",
      script: TEN_MINUTE_SCRIPT,
      topic: "Sleep better",
      keywords: ["sleep routine"],
      channelId: channel.id,
    });
    expect(res.status).toBe(200);
    const pkg = await res.json();
    expect(double.requests).toHaveLength(1);
    const request = double.requests[0];
    expect(request.structured).toBe(true);
    expect((request.body.response_format as { type: string }).type).toBe("json_schema");
    expect(request.prompt).toContain("Main keyword (put it early in titles): sleep routine");
    expect(request.prompt).toContain("[PART 2: The evening routine]");
    expect(pkg.source).toBe("model");
    expect(pkg.titles).toEqual(["Sleep Routine: 3 Fixes That Work", expect.any(String), "Why you wake up tired"]);
    expect(pkg.titles[1].length).toBeLessThanOrEqual(100);
    expect(pkg.description).toMatch(/^Fix your sleep tonight\.\n\nLight, evenings and mornings\./);
    expect(pkg.hashtags).toEqual(["SleepTips", "rest"]);
    expect(pkg.tags).toEqual(["sleep routine", "sleep tips"]);
    expect(pkg.thumbnailTexts).toEqual([{ text: "Sleep like a baby", aim: "Relief" }]);
    // At 120 words a minute: part 1 starts at 150 words = 75 s.
    expect(pkg.chapters[2]).toEqual({ title: "Light and your body clock", seconds: 75 });
  });

  it("asks once more when the answer doesn't match the schema, then fails with a clear 502", async () => {
    const sam = await t.member("user");
    double.answer({ text: "not json" }, { text: JSON.stringify({ tags: ["sleep hygiene"] }) });
    const ok = await generate(sam.cookie, { field: "tags", script: TEN_MINUTE_SCRIPT });
    expect(ok.status).toBe(200);
    expect((await ok.json()).tags).toEqual(["sleep hygiene"]);
    expect(double.requests).toHaveLength(2);
    expect(double.requests[1].prompt).toContain("Your previous answer could not be used");
    double.answer({ text: "{}" }, { text: "[]" });
    const failed = await generate(sam.cookie, { field: "titles", script: TEN_MINUTE_SCRIPT });
    expect(failed.status).toBe(502);
    expect(double.requests).toHaveLength(4);
    const { error } = await failed.json();
    expect(
      error.startsWith(PACKAGING_FAILED.replace("{reason}", "The model's answer was not the data asked for: ")),
    ).toBe(true);
  });

  it("writes a Japanese script's package in Japanese, its chapters timed in characters at 300 a minute", async () => {
    const sam = await t.member("user");
    const part = (n: number) => `[PART ${n}: 第${n}部]\n${"あ".repeat(500)}`;
    const script = `[INTRO]\n${"い".repeat(100)}\n${part(1)}\n${part(2)}\n${part(3)}`;
    const res = await generate(sam.cookie, { field: "all", script, language: "ja" });
    expect(res.status).toBe(200);
    expect(double.requests[0].prompt).toContain("Write in Japanese (日本語, ja).");
    // 100 characters are 20 s, each part 500 characters: 100 s.
    expect((await res.json()).chapters).toEqual([
      { title: "Intro", seconds: 0 },
      { title: "第1部", seconds: 20 },
      { title: "第2部", seconds: 120 },
      { title: "第3部", seconds: 220 },
    ]);
  });

  it("writes the titles in the model's own words", async () => {
    const sam = await t.member("user");
    const res = await generate(sam.cookie, { field: "titles", script: TEN_MINUTE_SCRIPT, topic: "Sleep better" });
    expect(res.status).toBe(200);
    const { titles } = await res.json();
    const written = (double.requests[0].json as { titles: string[] }).titles;
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toEqual(written.slice(0, titles.length));
  });

  describe("translating packaging", () => {
    const translate = (cookie: string, body: unknown) =>
      t.request("POST", "/api/studio/packaging/translate", { cookie, body });
    const english = { ...PACKAGE, defaultLanguage: "en" };

    it("asks one structured call per language naming it in words, fits each answer to YouTube's limits, keeps the chapters' times", async () => {
      const sam = await t.member("user");
      double.answerWhen("into Spanish (es)", {
        text: JSON.stringify({
          title: `«Duerme mejor esta noche» ${"y más ".repeat(30)}`,
          description: "Duerme <mejor> desde esta noche.",
          chapterTitles: ["Introducción", "Tardes"],
        }),
      });
      double.answerWhen("into German (de)", {
        text: JSON.stringify({
          title: "Heute Nacht besser schlafen",
          description: "Besser schlafen. ".repeat(320),
          chapterTitles: ["Einleitung", "Abende", "Morgen"],
        }),
      });
      const res = await translate(sam.cookie, { content: english, languages: ["es", "de"] });
      expect(res.status).toBe(200);
      const { translations } = await res.json();
      expect(double.requests).toHaveLength(2);
      expect(double.requests[0].prompt).toContain("from English (en) into Spanish (es)");
      expect(double.requests[0].prompt).toContain("Write every field in Spanish.");
      expect(double.requests[0].prompt).toContain("Sleep better tonight");
      expect(double.requests[1].prompt).toContain("from English (en) into German (de)");
      const [es, de] = translations;
      expect(es.language).toBe("es");
      expect(es.source).toBe("model");
      expect(es.title.length).toBeLessThanOrEqual(100);
      expect(es.title.startsWith("«Duerme mejor esta noche» y más")).toBe(true);
      expect(es.description).toBe("Duerme mejor desde esta noche.");
      // The model left out the third chapter's name: the original stays.
      expect(es.chapterTitles).toEqual(["Introducción", "Tardes", "Mornings"]);
      // German written too long is cut at a word so the description with its chapter lines and hashtag fits.
      const full = localizedDescription(english, de);
      expect(full.length).toBeLessThanOrEqual(5000);
      expect(full.length).toBeGreaterThan(4950);
      expect(full.endsWith("schlafen.\n\n0:00 Einleitung\n1:00 Abende\n4:00 Morgen\n\n#sleep")).toBe(true);
      // The drafts save as they are.
      const { video } = await seedVideo(t, sam.id);
      const saved = await t.request("PUT", `/api/videos/${video.id}/packaging`, {
        cookie: sam.cookie,
        body: { content: { ...english, translations }, baseVersion: null },
      });
      expect(saved.status).toBe(201);
    });

    it("refuses a package without its own language or title, and a language it is written in, before asking the model", async () => {
      const sam = await t.member("user");
      const cases: Array<[unknown, string]> = [
        [
          { content: PACKAGE, languages: ["es"] },
          "Choose the language the package is written in before translating it.",
        ],
        [
          { content: { ...english, titles: [], chosenTitle: null }, languages: ["es"] },
          "The package has no title to translate yet: write or pick one first.",
        ],
        [{ content: english, languages: ["en"] }, "The package is already written in English."],
        [{ content: english, languages: [] }, "Choose at least one language to translate into"],
        [{ content: english, languages: ["??"] }, "Language must be a BCP 47 tag such as en, es or ja"],
      ];
      for (const [body, error] of cases) {
        const res = await translate(sam.cookie, body);
        expect(res.status).toBe(400);
        expect((await res.json()).error).toBe(error);
      }
      expect(double.requests).toHaveLength(0);
    });
  });
});
