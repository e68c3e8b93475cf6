// The shared library writes, called the way features and the sync call them (no HTTP in between).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isUniqueViolation, pgErrorCode } from "../db/pg-errors.ts";
import { channels, folders, scripts, scriptVersions, videoMetrics, videos } from "../db/schema.ts";
import type { AppError } from "../errors.ts";
import { createTestApp, type TestApp } from "../testing/harness.ts";
import { createChannel, createChannelFromUrl } from "./channels/create-channel.ts";
import { createChannelsFromGoogle } from "./channels/create-channels-from-google.ts";
import { linkYouTubeChannel } from "./channels/link-youtube-channel.ts";
import { createFolder, findOrCreateMonthFolders } from "./folders/folders.ts";
import { attachScript } from "./scripts/script-versions.ts";
import { createDraftVideo, importPublishedVideos } from "./videos/videos.ts";

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.reset();
  userId = (await t.member("user")).id;
});

const MISSING = "00000000-0000-4000-8000-000000000000";

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error("expected the write to fail");
}

describe("PostgreSQL error codes", () => {
  it("reads the SQLSTATE through drizzle's wrapping of the driver's error", async () => {
    const channel = await createChannel(t.db, userId, { name: "One" });
    const error = await failure(t.db.insert(channels).values({ id: channel.id, name: "Again", userId }));
    expect(pgErrorCode(error)).toBe("23505");
    expect(isUniqueViolation(error)).toBe(true);
    expect(pgErrorCode(new Error("not from the database"))).toBeNull();
  });
});

describe("library writes", () => {
  it("adds a draft video with its script, and refuses a missing folder or video with 404", async () => {
    const channel = await createChannel(t.db, userId, { name: "Studio" });
    const folder = await createFolder(t.db, userId, channel.id, { name: "May", monthYear: "2026-05" });
    const video = await createDraftVideo(t.db, userId, folder.id, {
      title: "Hook",
      youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
      targetKeywords: ["focus"],
    });
    expect(video).toMatchObject({ status: "draft", youtubeVideoId: "dQw4w9WgXcQ", folderId: folder.id });
    await attachScript(t.db, userId, video.id, { content: "Stop scrolling now.", duration: 1, tone: "casual" });
    const [script] = await t.db.select().from(scripts).where(eq(scripts.videoId, video.id));
    expect(script).toMatchObject({ wordCount: 3, tone: "casual", version: 1 });
    // Its first version, the start of its history (issue 10).
    const firstVersion = {
      number: 1,
      content: "Stop scrolling now.",
      wordCount: 3,
      duration: 1,
      tone: "casual",
      userId,
    };
    expect(await t.db.select().from(scriptVersions)).toEqual([expect.objectContaining(firstVersion)]);

    const second = await failure(
      attachScript(t.db, userId, video.id, { content: "Again", duration: 1, tone: "casual" }),
    );
    expect([second.status, second.message]).toEqual([409, "This video has a script already"]);
    expect(await t.db.select().from(scriptVersions)).toEqual([expect.objectContaining(firstVersion)]);
    // A malformed id never gets this far: the route's idParam answers it (scripts.test.ts).
    const orphan = await failure(attachScript(t.db, userId, MISSING, { content: "x", duration: 1, tone: "casual" }));
    expect([orphan.status, orphan.message]).toEqual([404, "Video not found"]);
    const noFolder = await failure(
      createDraftVideo(t.db, userId, MISSING, { title: "x", youtubeUrl: null, targetKeywords: [] }),
    );
    expect([noFolder.status, noFolder.message]).toEqual([404, "Folder not found"]);
    const noChannel = await failure(createFolder(t.db, userId, MISSING, { name: "x", monthYear: "2026-01" }));
    expect([noChannel.status, noChannel.message]).toEqual([404, "Channel not found"]);
  });

  it("refuses a YouTube channel twice, by address or by id", async () => {
    const first = await createChannelFromUrl(t.db, userId, { url: "youtube.com/@Maker" });
    expect(first).toMatchObject({ name: "Channel Maker", description: "YouTube Channel: Maker" });
    const again = await failure(createChannelFromUrl(t.db, userId, { url: "https://m.youtube.com/@maker/videos" }));
    expect([again.status, again.message]).toEqual([
      409,
      'This YouTube channel is already in the library as "Channel Maker"',
    ]);

    const added = await createChannelsFromGoogle(t.db, userId, [
      { youtubeChannelId: "UCaaaaaaaaaaaaaaaaaaaaaa", title: "Mine", description: " " },
      { youtubeChannelId: "UCbbbbbbbbbbbbbbbbbbbbbb", title: "Also mine", description: "Talks" },
    ]);
    expect(added.map((c) => [c.name, c.description])).toEqual([
      ["Mine", "YouTube Channel: UCaaaaaaaaaaaaaaaaaaaaaa"],
      ["Also mine", "Talks"],
    ]);
    const none = await createChannelsFromGoogle(t.db, userId, [
      { youtubeChannelId: "UCaaaaaaaaaaaaaaaaaaaaaa", title: "Mine", description: "" },
    ]);
    expect(none).toEqual([]);
    const taken = await failure(linkYouTubeChannel(t.db, first.id, "UCbbbbbbbbbbbbbbbbbbbbbb"));
    expect([taken.status, taken.message]).toEqual([
      409,
      'This YouTube channel is already in the library as "Also mine"',
    ]);
    await linkYouTubeChannel(t.db, first.id, "UCcccccccccccccccccccccc");
    const [linked] = await t.db.select().from(channels).where(eq(channels.id, first.id));
    expect(linked.youtubeChannelId).toBe("UCcccccccccccccccccccccc");
  });

  it("imports uploads with their counts into the oldest folder of their month, creating the missing ones", async () => {
    const channel = await createChannel(t.db, userId, { name: "Synced" });
    const october = await createFolder(t.db, userId, channel.id, { name: "Oct", monthYear: "2026-10" });
    await createFolder(t.db, userId, channel.id, { name: "Oct again", monthYear: "2026-10" });
    const imported = await t.db.transaction((tx) =>
      importPublishedVideos(tx, userId, channel.id, [
        {
          youtubeVideoId: "vid00000001",
          title: "October",
          targetKeywords: [],
          publishedAt: new Date("2026-10-05T10:00:00Z"),
          metrics: { views: 10, likes: 2, comments: 1 },
        },
        {
          youtubeVideoId: "vid00000002",
          title: "November",
          targetKeywords: ["tag"],
          publishedAt: new Date("2026-11-02T10:00:00Z"),
          metrics: { views: 20, likes: 3, comments: 0 },
        },
      ]),
    );
    expect(imported).toBe(2);
    const rows = await t.db
      .select({ title: videos.title, status: videos.status, folderId: videos.folderId, views: videoMetrics.views })
      .from(videos)
      .innerJoin(videoMetrics, eq(videoMetrics.videoId, videos.id))
      .orderBy(videos.title);
    const folderOf = await findOrCreateMonthFolders(t.db, userId, channel.id, ["2026-10", "2026-11"]);
    expect(folderOf.get("2026-10")).toBe(october.id);
    expect(rows).toEqual([
      { title: "November", status: "published", folderId: folderOf.get("2026-11"), views: 20 },
      { title: "October", status: "published", folderId: october.id, views: 10 },
    ]);
    const [november] = await t.db.select().from(folders).where(eq(folders.monthYear, "2026-11"));
    expect(november.name).toBe("November 2026");
  });
});
