// Applying packaging to a video on YouTube through the API, against the local fake YouTube and fake
// Google: who may, the grant of publishing access, the difference, apply, undo, YouTube's field
// refusals, and the quota. Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PackagingContent } from "../../../shared/schemas/packaging.ts";
import { channels, folders, packaging, packagingVersions, videos, youtubeApplications } from "../../db/schema.ts";
import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "../../testing/fakes/google-oauth.ts";
import { type FakeYouTube, startFakeYouTube } from "../../testing/fakes/youtube.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { databaseSnapshot } from "../../testing/snapshot.ts";
import { quotaUsage } from "../../youtube/quota.ts";

const CHANNEL_ID = "UCpublishpublishpublish0";
const YT_VIDEO = "pubVideo001";
const UPLOAD_SCOPE = "https://www.googleapis.com/auth/youtube.upload";
const FORCE_SSL_SCOPE = "https://www.googleapis.com/auth/youtube.force-ssl";

const PACKAGE: PackagingContent = {
  titles: ["Sleep better tonight"],
  chosenTitle: "Sleep better tonight",
  description: "Sleep better starting tonight.",
  chapters: [
    { title: "Intro", seconds: 0 },
    { title: "Evenings", seconds: 60 },
    { title: "Mornings", seconds: 240 },
  ],
  hashtags: ["sleep"],
  tags: ["sleep", "sleep tips"],
  thumbnailTexts: [],
  source: "offline",
  defaultLanguage: null,
  translations: [],
};
const FULL_DESCRIPTION = "Sleep better starting tonight.\n\n0:00 Intro\n1:00 Evenings\n4:00 Mornings\n\n#sleep";

let t: TestApp;
let yt: FakeYouTube;
let google: FakeGoogleOAuth;

beforeAll(async () => {
  yt = await startFakeYouTube();
  google = await startFakeGoogleOAuth();
  t = await createTestApp({
    YOUTUBE_API_BASE_URL: yt.url,
    ...googleEnvFor(google),
    YOUTUBE_DAILY_QUOTA: "200",
    SYNC_SCHEDULE: "off",
  });
});
afterAll(async () => {
  await t.close();
  await yt.close();
  await google.close();
});
beforeEach(async () => {
  await t.database.reset();
  yt.reset();
  yt.channels.clear();
  yt.acceptToken((token) => google.isValidAccessToken(token));
  yt.checkScopes((token) => google.scopesOf(token));
  yt.addChannel({
    id: CHANNEL_ID,
    title: "Sleep Lab",
    videos: [
      {
        id: YT_VIDEO,
        title: "sleep video final v2",
        description: "Old description",
        tags: ["old"],
        categoryId: "26",
        defaultLanguage: "en",
        publishedAt: "2026-11-01T10:00:00Z",
      },
    ],
  });
  yt.setMine([CHANNEL_ID]);
  google.withheldScopes = [];
});

type Member = { cookie: string; id: string };

async function seedVideo(userId: string, youtubeVideoId: string | null = YT_VIDEO) {
  const [channel] = await t.db.insert(channels).values({ name: "Sleep Lab", userId }).returning();
  const [folder] = await t.db
    .insert(folders)
    .values({ name: "November", monthYear: "2026-11", channelId: channel.id, userId })
    .returning();
  const [video] = await t.db
    .insert(videos)
    .values({
      title: "Sleep",
      folderId: folder.id,
      userId,
      youtubeVideoId,
      youtubeUrl: youtubeVideoId ? `https://www.youtube.com/watch?v=${youtubeVideoId}` : null,
    })
    .returning();
  await t.db.insert(packaging).values({ videoId: video.id, content: PACKAGE, version: 1, userId });
  await t.db.insert(packagingVersions).values({ videoId: video.id, number: 1, content: PACKAGE, userId });
  return video.id;
}

/** Signs in with Google through "Grant publishing access", consenting at the fake Google. */
async function grantPublishing(m: Member) {
  const res = await t.request("GET", "/api/publishing/oauth/start", { cookie: m.cookie });
  expect(res.status).toBe(200);
  const { url } = await res.json();
  const scopes = new URL(url).searchParams.get("scope")!.split(" ");
  expect(scopes).toEqual(expect.arrayContaining([UPLOAD_SCOPE, FORCE_SSL_SCOPE]));
  const back = new URL(await google.consentRedirect(url));
  const callback = await t.request("GET", `${back.pathname}${back.search}`, { cookie: m.cookie });
  expect(callback.status).toBe(302);
}

const state = async (m: Member, videoId: string) =>
  (await t.request("GET", `/api/videos/${videoId}/publishing`, { cookie: m.cookie })).json();
const difference = (m: Member, videoId: string) =>
  t.request("GET", `/api/videos/${videoId}/publishing/difference`, { cookie: m.cookie });
const apply = (m: Member, videoId: string, fields: unknown) =>
  t.request("POST", `/api/videos/${videoId}/publishing/apply`, { cookie: m.cookie, body: { fields } });
const undo = (m: Member, videoId: string) =>
  t.request("POST", `/api/videos/${videoId}/publishing/undo`, { cookie: m.cookie });
const onYouTube = () => yt.channels.get(CHANNEL_ID)!.videos[0];

describe("publishing access", () => {
  it("tells a plain member why they can't publish, and the server refuses them every action", async () => {
    const user = await t.member("user");
    const videoId = await seedVideo(user.id);
    const read = await state(user, videoId);
    expect(read).toMatchObject({
      mayPublish: false,
      canGrantAccess: false,
      unavailable: expect.stringContaining("Only admins and moderators publish"),
    });
    const before = await databaseSnapshot(t.db);
    for (const res of [
      await difference(user, videoId),
      await apply(user, videoId, ["title"]),
      await undo(user, videoId),
      await t.request("GET", "/api/publishing/oauth/start", { cookie: user.cookie }),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json()).error).toContain("Only admins and moderators publish");
    }
    expect(await databaseSnapshot(t.db)).toEqual(before);
    expect(yt.calls("videos")).toHaveLength(0);
  });

  it("says what a moderator must do first: connect, then grant publishing access; a read-only sign-in is not enough", async () => {
    const mod = await t.member("moderator");
    const videoId = await seedVideo(mod.id);
    expect((await state(mod, videoId)).unavailable).toContain("Connect with Google");
    const spanish = await t.request("GET", `/api/videos/${videoId}/publishing`, {
      cookie: mod.cookie,
      headers: { "accept-language": "es" },
    });
    expect((await spanish.json()).unavailable).toContain("Conéctate con Google");
    const start = await (await t.request("GET", "/api/youtube/oauth/start", { cookie: mod.cookie })).json();
    const back = new URL(await google.consentRedirect(start.url));
    await t.request("GET", `${back.pathname}${back.search}`, { cookie: mod.cookie });
    const readOnly = await state(mod, videoId);
    expect(readOnly).toMatchObject({ publishingAccess: false, canGrantAccess: true });
    expect(readOnly.unavailable).toContain("grant publishing access");
    const refused = await difference(mod, videoId);
    expect(refused.status).toBe(400);
    await grantPublishing(mod);
    expect(await state(mod, videoId)).toMatchObject({ mayPublish: true, unavailable: null, publishingAccess: true });
  });

  it("after Grant publishing access started from a video, Google's answer leads back to its Publish tab", async () => {
    const mod = await t.member("moderator");
    const videoId = await seedVideo(mod.id);
    const res = await t.request("GET", `/api/publishing/oauth/start?videoId=${videoId}`, { cookie: mod.cookie });
    expect(res.status).toBe(200);
    const back = new URL(await google.consentRedirect((await res.json()).url));
    const callback = await t.request("GET", `${back.pathname}${back.search}`, { cookie: mod.cookie });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe(`/video/${videoId}?tab=publish`);
    expect((await state(mod, videoId)).publishingAccess).toBe(true);
    // Refused at Google: back on the same tab, with what happened.
    const again = await t.request("GET", `/api/publishing/oauth/start?videoId=${videoId}`, { cookie: mod.cookie });
    google.consent = "deny";
    try {
      const denied = new URL(await google.consentRedirect((await again.json()).url));
      const refusedBack = await t.request("GET", `${denied.pathname}${denied.search}`, { cookie: mod.cookie });
      const location = new URL(refusedBack.headers.get("location") ?? "", "http://app");
      expect(`${location.pathname}?tab=${location.searchParams.get("tab")}`).toBe(`/video/${videoId}?tab=publish`);
      expect(location.searchParams.get("connect_error")).toBe(
        "Google sign-in was cancelled: access to your YouTube account was not granted.",
      );
    } finally {
      google.consent = "grant";
    }
    // Only a video of this library: anything else is no place to go back to.
    for (const other of ["00000000-0000-4000-8000-000000000000", "https://evil.example/"]) {
      const refused = await t.request("GET", `/api/publishing/oauth/start?videoId=${encodeURIComponent(other)}`, {
        cookie: mod.cookie,
      });
      expect(refused.status).toBe(404);
    }
  });

  it("says plainly that a video without a YouTube link can't be published to", async () => {
    const admin = await t.member("admin");
    await grantPublishing(admin);
    const videoId = await seedVideo(admin.id, null);
    expect((await state(admin, videoId)).unavailable).toContain("not on YouTube yet");
    const res = await apply(admin, videoId, ["title"]);
    expect(res.status).toBe(400);
  });

  it("answers 404 for a video that does not exist", async () => {
    const admin = await t.member("admin");
    const res = await t.request("GET", "/api/videos/00000000-0000-4000-8000-000000000000/publishing", {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(404);
  });
});

describe("applying packaging to YouTube", () => {
  it("shows the difference field by field, applies the chosen fields only, and keeps category and language", async () => {
    const mod = await t.member("moderator");
    await grantPublishing(mod);
    const videoId = await seedVideo(mod.id);
    const res = await difference(mod, videoId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      youtubeVideoId: YT_VIDEO,
      categoryId: "26",
      defaultLanguage: "en",
      fields: [
        {
          field: "title",
          label: "Title",
          onYouTube: "sleep video final v2",
          inPackaging: "Sleep better tonight",
          differs: true,
        },
        {
          field: "description",
          label: "Description (with chapters and hashtags)",
          onYouTube: "Old description",
          inPackaging: FULL_DESCRIPTION,
          differs: true,
        },
        { field: "tags", label: "Tags", onYouTube: "old", inPackaging: "sleep, sleep tips", differs: true },
        {
          field: "translations",
          label: "Language and translations",
          onYouTube: "Default language: English (en)",
          inPackaging: null,
          differs: false,
        },
      ],
    });

    const applied = await apply(mod, videoId, ["title", "description"]);
    expect(applied.status).toBe(200);
    const body = await applied.json();
    expect(body.message).toBe("Applied to YouTube: title, description");
    expect(body.application).toMatchObject({
      youtubeVideoId: YT_VIDEO,
      fields: ["title", "description"],
      before: { title: "sleep video final v2", description: "Old description", tags: ["old"], categoryId: "26" },
      after: { title: "Sleep better tonight", description: FULL_DESCRIPTION, tags: ["old"], categoryId: "26" },
      undoneAt: null,
    });
    // YouTube now has the packaging's title and description; tags, category and language as they were.
    expect(onYouTube()).toMatchObject({
      title: "Sleep better tonight",
      description: FULL_DESCRIPTION,
      tags: ["old"],
      categoryId: "26",
      defaultLanguage: "en",
    });
    const update = yt.calls("videos").find((r) => r.method === "PUT")!;
    expect(update.query.part).toBe("snippet");
    expect(update.headers.authorization).toMatch(/^Bearer /);
    const after = await (await difference(mod, videoId)).json();
    expect(after.fields.map((f: { differs: boolean }) => f.differs)).toEqual([false, false, true, false]);
  });

  it("applies the language and translations as YouTube's defaultLanguage and localizations, chapters at the package's times; undo puts YouTube's back", async () => {
    const mod = await t.member("moderator");
    await grantPublishing(mod);
    const videoId = await seedVideo(mod.id);
    onYouTube().defaultLanguage = "en-GB";
    onYouTube().localizations = { fr: { title: "Dormir mieux", description: "Ancienne description" } };
    const translated: PackagingContent = {
      ...PACKAGE,
      defaultLanguage: "en",
      translations: [
        {
          language: "es",
          title: "Duerme mejor esta noche",
          description: "Duerme mejor desde esta noche.",
          chapterTitles: ["Introducción", "Tardes", "Mañanas"],
          source: "model",
        },
      ],
    };
    await t.db.update(packaging).set({ content: translated }).where(eq(packaging.videoId, videoId));
    const spanish = "Duerme mejor desde esta noche.\n\n0:00 Introducción\n1:00 Tardes\n4:00 Mañanas\n\n#sleep";
    const diff = await (await difference(mod, videoId)).json();
    expect(diff.fields[3]).toEqual({
      field: "translations",
      label: "Language and translations",
      onYouTube: "Default language: British English (en-GB)\n\nFrench (fr)\nTitle: Dormir mieux\nAncienne description",
      inPackaging: `Default language: English (en)\n\nSpanish (es)\nTitle: Duerme mejor esta noche\n${spanish}`,
      differs: true,
    });

    const applied = await apply(mod, videoId, ["translations"]);
    expect(applied.status).toBe(200);
    expect((await applied.json()).message).toBe("Applied to YouTube: language and translations");
    const update = yt.calls("videos").find((r) => r.method === "PUT")!;
    expect(update.query.part).toBe("snippet,localizations");
    const sent = JSON.parse(update.body);
    expect(sent.snippet.defaultLanguage).toBe("en");
    expect(sent.localizations).toEqual({ es: { title: "Duerme mejor esta noche", description: spanish } });
    // The whole localizations part is replaced: French is gone, the title and description stay as they were.
    expect(onYouTube()).toMatchObject({
      title: "sleep video final v2",
      description: "Old description",
      defaultLanguage: "en",
      localizations: { es: { title: "Duerme mejor esta noche", description: spanish } },
    });
    expect(Object.keys(onYouTube().localizations ?? {})).toEqual(["es"]);
    expect((await (await difference(mod, videoId)).json()).fields[3].differs).toBe(false);

    const undone = await undo(mod, videoId);
    expect(undone.status).toBe(200);
    expect(onYouTube().defaultLanguage).toBe("en-GB");
    expect(onYouTube().localizations).toEqual({ fr: { title: "Dormir mieux", description: "Ancienne description" } });
  });

  it("YouTube refuses translations without a default language (defaultLanguageNotSet): shown beside them, nothing recorded", async () => {
    const mod = await t.member("moderator");
    await grantPublishing(mod);
    const videoId = await seedVideo(mod.id);
    onYouTube().defaultLanguage = undefined;
    // Our rules ask for the package's language beside translations; a package stored without it (as
    // before translations existed) leaves YouTube's, and this video has none.
    const noLanguage = {
      ...PACKAGE,
      translations: [
        { language: "es", title: "Duerme mejor", description: "Hola.", chapterTitles: [], source: "member" as const },
      ],
    };
    await t.db.update(packaging).set({ content: noLanguage }).where(eq(packaging.videoId, videoId));
    const res = await apply(mod, videoId, ["translations"]);
    expect(res.status).toBe(400);
    const message = "YouTube refused the translations: it takes them only with the video's default language set.";
    expect(await res.json()).toEqual({
      error: message,
      code: "invalid_request",
      issues: [{ field: "translations", message }],
    });
    const update = yt.calls("videos").find((r) => r.method === "PUT")!;
    expect(JSON.parse(update.body).snippet.defaultLanguage).toBeUndefined();
    expect(onYouTube().localizations).toBeUndefined();
    expect(await t.db.select().from(youtubeApplications)).toHaveLength(0);
    // A package with neither a language nor translations has nothing to apply there.
    await t.db.update(packaging).set({ content: PACKAGE }).where(eq(packaging.videoId, videoId));
    const nothing = await apply(mod, videoId, ["translations"]);
    expect(nothing.status).toBe(400);
    expect((await nothing.json()).error).toContain("no language or translations yet");
  });

  it("Undo on YouTube puts back what YouTube had for the applied fields, once", async () => {
    const admin = await t.member("admin");
    await grantPublishing(admin);
    const videoId = await seedVideo(admin.id);
    expect((await apply(admin, videoId, ["title", "tags"])).status).toBe(200);
    expect((await state(admin, videoId)).undoable).toMatchObject({ fields: ["title", "tags"] });
    // Someone edits the description on YouTube meanwhile: the undo leaves it alone.
    onYouTube().description = "Edited in Studio";
    const res = await undo(admin, videoId);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Put back on YouTube as it was: title, tags");
    expect(body.application.undoneAt).not.toBeNull();
    expect(onYouTube()).toMatchObject({
      title: "sleep video final v2",
      tags: ["old"],
      description: "Edited in Studio",
      categoryId: "26",
    });
    expect((await state(admin, videoId)).undoable).toBeNull();
    const again = await undo(admin, videoId);
    expect(again.status).toBe(404);
    expect((await again.json()).error).toBe("There is no change on YouTube to undo for this video.");
  });

  it("brings YouTube's own validation refusal back next to the field, and records nothing", async () => {
    const mod = await t.member("moderator");
    await grantPublishing(mod);
    const videoId = await seedVideo(mod.id);
    // Our packaging rules allow angle brackets; YouTube does not (invalidDescription).
    const withBrackets = { ...PACKAGE, description: "Sleep <better> tonight." };
    await t.db.update(packaging).set({ content: withBrackets }).where(eq(packaging.videoId, videoId));
    const res = await apply(mod, videoId, ["description"]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "YouTube refused the description: at most 5,000 bytes, without < or >.",
      code: "invalid_request",
      issues: [
        { field: "description", message: "YouTube refused the description: at most 5,000 bytes, without < or >." },
      ],
    });
    expect(onYouTube().description).toBe("Old description");
    expect(await t.db.select().from(youtubeApplications)).toHaveLength(0);
  });

  it("refuses a title that isn't picked yet and a bad field list before calling YouTube", async () => {
    const mod = await t.member("moderator");
    await grantPublishing(mod);
    const videoId = await seedVideo(mod.id);
    await t.db
      .update(packaging)
      .set({ content: { ...PACKAGE, chosenTitle: null } })
      .where(eq(packaging.videoId, videoId));
    const noTitle = await apply(mod, videoId, ["title"]);
    expect(noTitle.status).toBe(400);
    expect((await noTitle.json()).error).toBe("Pick a title on the Packaging tab before applying it.");
    const inSpanish = await t.request("POST", `/api/videos/${videoId}/publishing/apply`, {
      cookie: mod.cookie,
      headers: { "accept-language": "es" },
      body: { fields: ["title"] },
    });
    expect(await inSpanish.json()).toMatchObject({
      error: "Elige un título en la pestaña Empaquetado antes de aplicarlo.",
      issues: [{ field: "title", message: "Aún no se ha elegido ningún título." }],
    });
    for (const fields of [[], ["title", "title"], ["thumbnail"], "title"]) {
      const res = await apply(mod, videoId, fields);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe("string");
    }
    expect(yt.calls("videos")).toHaveLength(0);
  });

  it("says so when the video is on another Google account's channel", async () => {
    const mod = await t.member("moderator");
    await grantPublishing(mod);
    const videoId = await seedVideo(mod.id);
    yt.setMine(["UCsomeoneelsesomeoneelse"]);
    const res = await apply(mod, videoId, ["title"]);
    expect(res.status).toBe(502);
    expect((await res.json()).error).toContain("not on a channel of your Google account");
  });
});

describe("quota", () => {
  it("counts each call at its documented cost and refuses, with the numbers, what today's budget can't take", async () => {
    const mod = await t.member("moderator");
    await grantPublishing(mod);
    const videoId = await seedVideo(mod.id);
    const read = await state(mod, videoId);
    expect(read.costs).toEqual({ difference: 1, apply: 51, undo: 51, thumbnail: 50, release: 51 });
    expect(read.quota).toMatchObject({ remaining: 200, dailyQuota: 200 });
    await difference(mod, videoId);
    await apply(mod, videoId, ["title"]);
    expect((await quotaUsage(t.db, 200)).unitsSpent).toBe(52);
    await apply(mod, videoId, ["tags"]);
    await apply(mod, videoId, ["description"]);
    expect((await quotaUsage(t.db, 200)).unitsSpent).toBe(154);
    const refused = await apply(mod, videoId, ["title"]);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/^This needs 51 YouTube quota units, and 46 of today's 200 remain\./);
    expect((await quotaUsage(t.db, 200)).unitsSpent).toBe(154);
  });

  it("YouTube's quotaExceeded pauses further calls until the reset", async () => {
    const mod = await t.member("moderator");
    await grantPublishing(mod);
    const videoId = await seedVideo(mod.id);
    yt.quotaExceeded = true;
    const res = await apply(mod, videoId, ["title"]);
    expect(res.status).toBe(502);
    expect((await res.json()).error).toContain("quota");
    expect((await quotaUsage(t.db, 200)).exceededAt).not.toBeNull();
    expect((await state(mod, videoId)).quota.remaining).toBe(0);
    yt.quotaExceeded = false;
    expect((await difference(mod, videoId)).status).toBe(429);
  });
});
