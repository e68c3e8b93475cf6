import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeYouTube, generateVideos, startFakeYouTube, uploadsPlaylistId } from "../testing/fakes/youtube.ts";
import type { YouTubeApiError } from "./api-error.ts";
import { createYouTubeClient, parseIsoDuration } from "./client.ts";
import { DEFAULT_RETRY } from "./fetch-json.ts";

const CHANNEL_ID = "UCabcdefghijklmnopqrstuv";
let yt: FakeYouTube;
const client = (policy = DEFAULT_RETRY) =>
  createYouTubeClient({ baseUrl: yt.url, credentials: { apiKey: yt.apiKey }, policy });

beforeAll(async () => {
  yt = await startFakeYouTube();
});
afterAll(() => yt.close());
beforeEach(() => {
  yt.reset();
  yt.channels.clear();
  yt.addChannel({
    id: CHANNEL_ID,
    title: "Maker Studio",
    description: "Woodworking every week",
    handle: "MakerStudio",
    username: "makerstudio",
    customName: "makers",
    videos: generateVideos(120),
  });
});

async function errorOf(promise: Promise<unknown>): Promise<YouTubeApiError> {
  try {
    await promise;
  } catch (error) {
    return error as YouTubeApiError;
  }
  throw new Error("expected a failure");
}

describe("resolving a channel address", () => {
  it.each([
    ["https://www.youtube.com/@MakerStudio", { forHandle: "@MakerStudio" }],
    ["youtube.com/@makerstudio/videos", { forHandle: "@makerstudio" }],
    ["https://m.youtube.com/user/makerstudio", { forUsername: "makerstudio" }],
    [`https://www.youtube.com/channel/${CHANNEL_ID}`, { id: CHANNEL_ID }],
  ])("resolves %s with one channels.list call", async (url, filter) => {
    const channel = await client().resolveChannel(url);
    expect(channel).toEqual({
      id: CHANNEL_ID,
      title: "Maker Studio",
      description: "Woodworking every week",
      uploadsPlaylistId: uploadsPlaylistId(CHANNEL_ID),
      videoCount: 120,
      defaultLanguage: null,
    });
    expect(yt.calls()).toHaveLength(1);
    const [call] = yt.calls("channels");
    expect(call.query).toMatchObject({ part: "snippet,contentDetails,statistics", key: yt.apiKey, ...filter });
  });

  it("resolves a c/ custom name with one search.list call for a channel", async () => {
    const channel = await client().resolveChannel("https://www.youtube.com/c/makers");
    expect(channel).toMatchObject({ id: CHANNEL_ID, title: "Maker Studio" });
    expect(yt.calls()).toHaveLength(1);
    expect(yt.calls("search")[0].query).toMatchObject({ type: "channel", q: "makers", maxResults: "1" });
  });

  it("refuses a channel that does not exist with a clear 404", async () => {
    const error = await errorOf(client().resolveChannel("https://www.youtube.com/@nobody-here"));
    expect(error.status).toBe(404);
    expect(error.message).toBe(
      "YouTube channel not found: no channel has the address https://www.youtube.com/@nobody-here",
    );
  });

  it("refuses an address that is not a channel address", async () => {
    const error = await errorOf(client().resolveChannel("https://example.com/@x"));
    expect(error.status).toBe(400);
    expect(yt.calls()).toHaveLength(0);
  });
});

describe("uploads and statistics", () => {
  it("lists 120 uploads in 3 pages of at most 50, following nextPageToken", async () => {
    const ids = await client().listUploads(uploadsPlaylistId(CHANNEL_ID));
    expect(ids).toHaveLength(120);
    const pages = yt.calls("playlistItems");
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => p.query.maxResults)).toEqual(["50", "50", "50"]);
    expect(pages[0].query.pageToken).toBeUndefined();
    expect(pages[1].query.pageToken).toBeTruthy();
  });

  it("reads statistics of 120 videos in 3 videos.list calls of at most 50 ids", async () => {
    const ids = generateVideos(120).map((v) => v.id);
    const videos = await client().videoStats(ids);
    expect(videos).toHaveLength(120);
    const calls = yt.calls("videos");
    expect(calls.map((c) => c.query.id.split(",").length)).toEqual([50, 50, 20]);
    expect(calls[0].query.part).toBe("snippet,statistics,contentDetails,status");
    expect(videos[0]).toMatchObject({
      id: ids[0],
      views: 1000,
      likes: 100,
      comments: 10,
      tags: ["tag0", "fake"],
      durationSeconds: 600,
    });
    expect(videos[0].publishedAt).toBeInstanceOf(Date);
  });

  it("reads each video's length from contentDetails.duration; a live stream's P0D is unknown", async () => {
    const fake = yt.channels.get(CHANNEL_ID)!;
    const [first, second] = fake.videos;
    first.durationSeconds = 3723;
    second.durationSeconds = null;
    const videos = await client().videoStats([first.id, second.id]);
    expect(videos.map((v) => v.durationSeconds)).toEqual([3723, null]);
  });

  it.each([
    ["PT10M", 600],
    ["PT1H2M3S", 3723],
    ["PT45S", 45],
    ["P1DT1S", 86_401],
    ["P0D", null],
    ["PT", null],
    ["10:00", null],
    [undefined, null],
  ])("reads the ISO 8601 duration %s as %s seconds", (value, seconds) => {
    expect(parseIsoDuration(value)).toBe(seconds);
  });

  it("stops at the uploads playlist's limit as YouTube does, while videoCount counts every upload", async () => {
    yt.uploadsLimit = 60;
    const ids = await client().listUploads(uploadsPlaylistId(CHANNEL_ID));
    expect(ids).toHaveLength(60);
    expect(yt.calls("playlistItems")).toHaveLength(2);
    expect((await client().channelById(CHANNEL_ID)).videoCount).toBe(120);
  });

  it("answers no uploads for a channel that never uploaded", async () => {
    yt.addChannel({ id: "UCemptyemptyemptyempty00", title: "Empty" });
    expect(await client().listUploads(uploadsPlaylistId("UCemptyemptyemptyempty00"))).toEqual([]);
  });

  it("meters the quota units it spends: 100 for search.list, 1 for every other call (issue 14)", async () => {
    const meter = { units: 0 };
    const metered = createYouTubeClient({ baseUrl: yt.url, credentials: { apiKey: yt.apiKey }, meter });
    await metered.resolveChannel("https://www.youtube.com/c/makers");
    expect(meter.units).toBe(100);
    const ids = await metered.listUploads(uploadsPlaylistId(CHANNEL_ID));
    await metered.videoStats(ids);
    expect(meter.units).toBe(100 + yt.calls("playlistItems").length + yt.calls("videos").length);
  });
});

describe("on demand: search.list for videos, a channel's newest uploads, channels by id (decision 035)", () => {
  it("searches videos published after a date (100 units), most recent first, at most maxResults", async () => {
    const meter = { units: 0 };
    const metered = createYouTubeClient({ baseUrl: yt.url, credentials: { apiKey: yt.apiKey }, meter });
    const hits = await metered.searchVideos("upload 12", new Date("2026-01-01T00:00:00Z"), 5);
    expect(meter.units).toBe(100);
    expect(yt.calls("search")[0].query).toMatchObject({
      part: "snippet",
      type: "video",
      q: "upload 12",
      publishedAfter: "2026-01-01T00:00:00Z",
      maxResults: "5",
    });
    // Every word of the phrase in the title: "12" is in 120, 112 and 12.
    expect(hits.map((h) => h.title)).toEqual(["Upload 120", "Upload 112", "Upload 12"]);
    expect(hits[0]).toMatchObject({ channelId: CHANNEL_ID, channelTitle: "Maker Studio" });
    expect(hits[0].publishedAt).toBeInstanceOf(Date);
    // The newest upload went out on 2026-11-28.
    expect(await client().searchVideos("upload 12", new Date("2026-11-29T00:00:00Z"), 5)).toEqual([]);
  });

  it("reads a channel's newest uploads in one page and several channels in one call", async () => {
    const recent = await client().recentUploads(uploadsPlaylistId(CHANNEL_ID), 50);
    expect(recent).toHaveLength(50);
    expect(recent[0]).toBe(generateVideos(1)[0].id);
    expect(yt.calls("playlistItems")).toHaveLength(1);
    yt.addChannel({ id: "UCemptyemptyemptyempty00", title: "Empty" });
    expect(await client().recentUploads(uploadsPlaylistId("UCemptyemptyemptyempty00"), 50)).toEqual([]);
    const found = await client().channelsByIds([CHANNEL_ID, "UCemptyemptyemptyempty00", "UCnobodynobodynobody0000"]);
    expect(found.map((c) => c.title)).toEqual(["Maker Studio", "Empty"]);
    expect(yt.calls("channels")).toHaveLength(1);
  });

  it("reads each video's description, and says when statistics carried no view count", async () => {
    const fake = yt.channels.get(CHANNEL_ID)!;
    fake.videos[0].description = "How it was made";
    fake.videos[1].viewsHidden = true;
    const [first, second] = await client().videoStats([fake.videos[0].id, fake.videos[1].id]);
    expect(first).toMatchObject({ description: "How it was made", viewsKnown: true });
    expect(second).toMatchObject({ description: "", viewsKnown: false, views: 0 });
  });
});

describe("failures", () => {
  it("turns quotaExceeded into a clear message without retrying", async () => {
    yt.quotaExceeded = true;
    const error = await errorOf(client().channelById(CHANNEL_ID));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/^YouTube API quota exceeded/);
    expect(yt.calls()).toHaveLength(1);
  });

  it("turns an invalid API key into a clear message without retrying", async () => {
    const bad = createYouTubeClient({ baseUrl: yt.url, credentials: { apiKey: "wrong" } });
    const error = await errorOf(bad.channelById(CHANNEL_ID));
    expect(error.message).toBe("YouTube rejected the API key: check YOUTUBE_API_KEY.");
    expect(yt.calls()).toHaveLength(1);
  });

  it("retries a 503 and succeeds", async () => {
    yt.failNext(503);
    const channel = await client().channelById(CHANNEL_ID);
    expect(channel.id).toBe(CHANNEL_ID);
    expect(yt.calls()).toHaveLength(2);
  });

  it("retries a 429 and succeeds", async () => {
    yt.failNext(429);
    expect((await client().channelById(CHANNEL_ID)).id).toBe(CHANNEL_ID);
    expect(yt.calls()).toHaveLength(2);
  });

  it("gives up after 3 retries with a clear message", async () => {
    yt.failNext(500, { times: 10 });
    const error = await errorOf(client({ ...DEFAULT_RETRY, baseDelayMs: 5 }).channelById(CHANNEL_ID));
    expect(error.status).toBe(502);
    expect(error.message).toBe("YouTube is unavailable right now (HTTP 500). Please try again later.");
    expect(yt.calls()).toHaveLength(4);
  });

  it("does not retry other 4xx answers", async () => {
    yt.failNext(403, { reason: "forbidden" });
    const error = await errorOf(client().channelById(CHANNEL_ID));
    expect(error.message).toBe("YouTube refused access to this data (it may be private).");
    expect(yt.calls()).toHaveLength(1);
  });

  it("stops waiting after the time-out", async () => {
    yt.latencyMs = 500;
    const error = await errorOf(client({ ...DEFAULT_RETRY, timeoutMs: 100 }).channelById(CHANNEL_ID));
    expect(error.status).toBe(502);
    expect(error.message).toBe("YouTube did not answer within 0.1 seconds. Please try again.");
  });

  it("sends a member's access token as a bearer token instead of the key", async () => {
    yt.acceptToken((token) => token === "ya29.member");
    yt.setMine([CHANNEL_ID]);
    const member = createYouTubeClient({ baseUrl: yt.url, credentials: { accessToken: "ya29.member" } });
    expect((await member.myChannels()).map((c) => c.id)).toEqual([CHANNEL_ID]);
    const [call] = yt.calls("channels");
    expect(call.headers.authorization).toBe("Bearer ya29.member");
    expect(call.query).toMatchObject({ mine: "true", part: "snippet,contentDetails,statistics" });
    expect(call.query.key).toBeUndefined();
  });
});

describe("stopping a client (a shutdown)", () => {
  it("aborts the call in flight with the signal's reason", async () => {
    const stop = new AbortController();
    const stopped = createYouTubeClient({ baseUrl: yt.url, credentials: { apiKey: yt.apiKey }, signal: stop.signal });
    const held = yt.hold("playlistItems");
    const listing = errorOf(stopped.listUploads(uploadsPlaylistId(CHANNEL_ID)));
    await held.reached;
    stop.abort(new Error("The server is shutting down"));
    expect((await listing).message).toBe("The server is shutting down");
    await held.abandoned;
    held.release();
  });

  it("does not retry after the signal, even while waiting to retry", async () => {
    const stop = new AbortController();
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 60_000, maxDelayMs: 60_000 };
    const stopped = createYouTubeClient({
      baseUrl: yt.url,
      credentials: { apiKey: yt.apiKey },
      policy,
      signal: stop.signal,
    });
    yt.failNext(503, { times: 3 });
    const resolving = errorOf(stopped.channelById(CHANNEL_ID));
    await expect.poll(() => yt.calls().length).toBe(1);
    stop.abort(new Error("The server is shutting down"));
    expect((await resolving).message).toBe("The server is shutting down");
    expect(yt.calls()).toHaveLength(1);
  });
});
