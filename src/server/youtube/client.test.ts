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
    expect(calls[0].query.part).toBe("snippet,statistics,contentDetails");
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
