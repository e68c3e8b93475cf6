// Unknown is not zero (docs/decisions/013-unknown-metrics.md): YouTube leaves likeCount out when the
// owner hides it and commentCount out when comments are off. Synced through the fake YouTube Data API
// in its real wire format, such counts are stored and answered as null, and the dashboard's totals,
// averages and rates leave them out instead of counting them as 0.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { videoMetrics, videos } from "../db/schema.ts";
import { type FakeYouTube, fakeVideoId, startFakeYouTube } from "../testing/fakes/youtube.ts";
import { createTestApp, type TestApp } from "../testing/harness.ts";

const CHANNEL_ID = "UCunknownCounts000000001";
const HIDDEN_LIKES = fakeVideoId(1);
const COMMENTS_OFF = fakeVideoId(2);
const EVERYTHING_KNOWN = fakeVideoId(3);

let t: TestApp;
let yt: FakeYouTube;
beforeAll(async () => {
  yt = await startFakeYouTube();
  t = await createTestApp({ YOUTUBE_API_KEY: yt.apiKey, YOUTUBE_API_BASE_URL: yt.url });
});
afterAll(async () => {
  await t.close();
  await yt.close();
});
beforeEach(async () => {
  await t.database.reset();
  yt.reset();
  yt.channels.clear();
  yt.addChannel({
    id: CHANNEL_ID,
    title: "Quiet Channel",
    videos: [
      {
        id: HIDDEN_LIKES,
        title: "Likes hidden",
        publishedAt: "2026-10-03T12:00:00Z",
        views: 1000,
        likes: null,
        comments: 10,
      },
      {
        id: COMMENTS_OFF,
        title: "Comments off",
        publishedAt: "2026-10-02T12:00:00Z",
        views: 2000,
        likes: 200,
        comments: null,
      },
      {
        id: EVERYTHING_KNOWN,
        title: "All known",
        publishedAt: "2026-10-01T12:00:00Z",
        views: 1000,
        likes: 50,
        comments: 30,
      },
    ],
  });
});

async function syncedChannel(cookie: string): Promise<string> {
  const created = await t.request("POST", "/api/channels", {
    cookie,
    body: { url: `https://www.youtube.com/channel/${CHANNEL_ID}` },
  });
  expect(created.status).toBe(201);
  const { channel } = await created.json();
  // Connecting starts a sync in the background.
  await t.jobs.settled();
  return channel.id;
}

/** Syncs the channel again, as 'Sync YouTube Data' does, and waits for the run to finish. */
async function syncAgain(channelId: string, cookie: string): Promise<string> {
  const queued = await t.request("POST", `/api/channels/${channelId}/sync-jobs`, { cookie });
  expect(queued.status).toBe(202);
  await t.jobs.settled();
  const status = await (await t.request("GET", `/api/channels/${channelId}/sync-status`, { cookie })).json();
  return status.runs[0].status;
}

async function libraryIdOf(youtubeVideoId: string): Promise<string> {
  const [row] = await t.db.select({ id: videos.id }).from(videos).where(eq(videos.youtubeVideoId, youtubeVideoId));
  return row.id;
}

describe("a synced video with a hidden like count or comments turned off", () => {
  it("answers the unknown count as null on the video page, not 0", async () => {
    const { cookie } = await t.member("user");
    await syncedChannel(cookie);
    // As on YouTube, the fields are simply absent from the answer.
    const answer = await fetch(`${yt.url}/videos?part=statistics&id=${HIDDEN_LIKES},${COMMENTS_OFF}&key=${yt.apiKey}`);
    const [hiddenStats, offStats] = (await answer.json()).items.map((i: { statistics: object }) => i.statistics);
    expect(hiddenStats).toEqual({ viewCount: "1000", favoriteCount: "0", commentCount: "10" });
    expect(offStats).toEqual({ viewCount: "2000", likeCount: "200", favoriteCount: "0" });

    const hidden = await (await t.request("GET", `/api/videos/${await libraryIdOf(HIDDEN_LIKES)}`, { cookie })).json();
    expect(hidden.metrics).toMatchObject({ views: 1000, likes: null, comments: 10 });
    const off = await (await t.request("GET", `/api/videos/${await libraryIdOf(COMMENTS_OFF)}`, { cookie })).json();
    expect(off.metrics).toMatchObject({ views: 2000, likes: 200, comments: null });
  });

  it("leaves unknown counts out of the dashboard's totals, averages and rates", async () => {
    const { cookie } = await t.member("user");
    const channelId = await syncedChannel(cookie);
    const dashboard = await (await t.request("GET", `/api/channels/${channelId}/dashboard`, { cookie })).json();
    expect(dashboard.totals).toEqual({
      views: 4000,
      likes: 250,
      comments: 40,
      videos: 3,
      allVideos: 3,
      videosWithLikes: 2,
      videosWithComments: 2,
    });
    // Averages over the videos whose count is known: (200 + 50) / 2, (10 + 30) / 2.
    expect(dashboard.averages).toEqual({ views: 1333, likes: 125, comments: 20 });
    // Rates over the views of those videos: 250 / 3000 and 40 / 2000 (not 250 / 4000, 40 / 4000).
    expect(dashboard.likeRate).toBeCloseTo((250 / 3000) * 100, 10);
    expect(dashboard.commentRate).toBeCloseTo(2, 10);
    const listed = dashboard.recentVideos.find((v: { title: string }) => v.title === "Likes hidden");
    expect(listed.metrics.likes).toBeNull();
  });

  it("answers null totals, averages and rates when no video's count is known", async () => {
    const channel = yt.channels.get(CHANNEL_ID)!;
    for (const video of channel.videos) {
      video.likes = null;
      video.comments = null;
    }
    const { cookie } = await t.member("user");
    const channelId = await syncedChannel(cookie);
    const dashboard = await (await t.request("GET", `/api/channels/${channelId}/dashboard`, { cookie })).json();
    expect(dashboard.totals).toMatchObject({ views: 4000, likes: null, comments: null, videosWithLikes: 0 });
    expect(dashboard.averages).toEqual({ views: 1333, likes: null, comments: null });
    expect(dashboard).toMatchObject({ likeRate: null, commentRate: null });
  });

  it("replaces an unknown count with the number a later sync knows, and back", async () => {
    const { cookie } = await t.member("user");
    const channelId = await syncedChannel(cookie);
    const videoId = await libraryIdOf(HIDDEN_LIKES);
    const channel = yt.channels.get(CHANNEL_ID)!;
    channel.videos[0].likes = 75;
    expect(await syncAgain(channelId, cookie)).toBe("succeeded");
    const [known] = await t.db.select().from(videoMetrics).where(eq(videoMetrics.videoId, videoId));
    expect(known.likes).toBe(75);

    channel.videos[0].likes = null;
    const refreshed = await t.request("POST", `/api/videos/${videoId}/metrics/refresh`, { cookie });
    expect((await refreshed.json()).metrics).toMatchObject({ likes: null, comments: 10 });
  });

  it("keeps manual entry to numbers: a count cannot be entered as unknown", async () => {
    const { cookie } = await t.member("user");
    await syncedChannel(cookie);
    const videoId = await libraryIdOf(HIDDEN_LIKES);
    const res = await t.request("PUT", `/api/videos/${videoId}/metrics`, { cookie, body: { likes: null } });
    expect(res.status).toBe(400);
    const saved = await t.request("PUT", `/api/videos/${videoId}/metrics`, { cookie, body: { likes: 12 } });
    expect((await saved.json()).metrics).toMatchObject({ likes: 12, comments: 10 });
  });
});
