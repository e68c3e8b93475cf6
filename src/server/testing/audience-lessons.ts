// The planted lessons channel (testing/planted-lessons.ts) in an app under test: a member's channel
// whose published videos each have a script, chapters and a retention curve.
import { expect } from "vitest";
import { videoAnalytics } from "../db/schema.ts";
import type { TestApp } from "./harness.ts";
import { LESSON_CHAPTERS, type PlantOptions, plantedVideo } from "./planted-lessons.ts";

async function post(t: TestApp, cookie: string, url: string, body: unknown) {
  const res = await t.request("POST", url, { cookie, body });
  expect(res.status).toBe(201);
  return res.json();
}

/** A member's channel with `count` planted videos, each linked to YouTube with its script, chapters and curve. */
export async function seedLessonsChannel(t: TestApp, count: number, options: PlantOptions = {}) {
  const { cookie } = await t.member("user");
  const { channel } = await post(t, cookie, "/api/channels", { name: "Numbers Lab" });
  const { folder } = await post(t, cookie, `/api/channels/${channel.id}/folders`, {
    name: "Nov",
    monthYear: "2026-11",
  });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const video = plantedVideo(i, options);
    const youtubeId = `lessonVid0${i}`;
    const created = await post(t, cookie, `/api/folders/${folder.id}/videos`, { title: `Video ${i + 1}` });
    const id = created.video.id as string;
    ids.push(id);
    const linked = await t.request("PATCH", `/api/videos/${id}`, {
      cookie,
      body: { youtubeUrl: `https://www.youtube.com/watch?v=${youtubeId}` },
    });
    expect(linked.status).toBe(200);
    await post(t, cookie, `/api/videos/${id}/script`, { content: video.script, baseVersion: null });
    const saved = await t.request("PUT", `/api/videos/${id}/packaging`, {
      cookie,
      body: {
        baseVersion: null,
        content: {
          titles: [`Video ${i + 1}`],
          chosenTitle: `Video ${i + 1}`,
          description: "",
          chapters: LESSON_CHAPTERS,
          hashtags: [],
          tags: [],
          thumbnailTexts: [],
          source: "offline",
        },
      },
    });
    expect(saved.status).toBe(201);
    await t.db.insert(videoAnalytics).values({
      channelId: channel.id,
      youtubeVideoId: youtubeId,
      views: 5000,
      durationSeconds: 600,
      retention: video.curve,
      detailsFetchedAt: new Date(),
    });
  }
  return { cookie, channelId: channel.id as string, ids };
}
