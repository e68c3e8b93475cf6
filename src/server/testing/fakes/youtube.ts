// A fake YouTube Data API v3 speaking the real wire format: channels.list (id, forHandle,
// forUsername, mine), search.list (type=channel and type=video), playlistItems.list with nextPageToken paging,
// videos.list, videos.update (youtube-writes.ts), and Google-style error bodies. Programmable per test; records every request. Like
// YouTube, the uploads playlist lists only a channel's latest `uploadsLimit` uploads (20,000), while
// channels.list's statistics.videoCount counts them all.
import type { ServerResponse } from "node:http";
import { delay, type RecordedRequest, sendJson, startFakeServer } from "./fake-server.ts";
import { type FakeStatus, settleRelease, statusResource, updateVideo, type WriteContext } from "./youtube-writes.ts";

export interface FakeVideo {
  id: string;
  title: string;
  /** snippet.description (default ''). */
  description?: string;
  tags?: string[];
  /** ISO date-time, e.g. '2026-11-03T15:00:00Z'. */
  publishedAt: string;
  views?: number;
  /**
   * statistics without viewCount. YouTube's Video resource documents every statistics field as
   * optional and leaves out the ones it does not show (as it does likeCount when likes are hidden).
   */
  viewsHidden?: boolean;
  /** null: the owner hides the like count, and YouTube leaves likeCount out of statistics. */
  likes?: number | null;
  /** null: comments are off, and YouTube leaves commentCount out of statistics. */
  comments?: number | null;
  /** In the uploads playlist but not returned by videos.list (private or deleted). */
  hidden?: boolean;
  /** contentDetails.duration, in seconds (default 600); null answers 'P0D', as YouTube does for live streams. */
  durationSeconds?: number | null;
  /** snippet.categoryId and defaultLanguage (videos.update writes them, and the description; youtube-writes.ts). */
  categoryId?: string;
  defaultLanguage?: string;
  /** The localizations part: BCP 47 tag → title and description (videos.update writes it). */
  localizations?: Record<string, { title: string; description: string }>;
  /** status.privacyStatus (default public). A private video is listed only to its owner's token. */
  privacyStatus?: "public" | "unlisted" | "private";
  /** status.publishAt of a private video: YouTube makes it public then (the fake, when it is next read). */
  publishAt?: string;
  /** Whether it was ever public; by default whether it is not private now. A release can't be set on it. */
  everPublic?: boolean;
  /** The other writable status properties (videos.update of status replaces them all). */
  license?: string;
  embeddable?: boolean;
  publicStatsViewable?: boolean;
  madeForKids?: boolean;
}

export interface FakeChannel {
  /** 'UC' + 22 characters. */
  id: string;
  title: string;
  description?: string;
  /** Without the @. */
  handle?: string;
  /** The legacy user/ name. */
  username?: string;
  /** The c/ custom name, found through search.list. */
  customName?: string;
  /**
   * snippet.defaultLanguage, "the language of the text in the channel resource's snippet.title and
   * snippet.description properties" (developers.google.com/youtube/v3/docs/channels); absent unless set.
   */
  defaultLanguage?: string;
  /** Newest first, as the uploads playlist lists them. */
  videos: FakeVideo[];
  /** statistics.videoCount; by default the number of videos not hidden. */
  videoCount?: number;
}

export interface FakeYouTube {
  /** The API base URL, for YOUTUBE_API_BASE_URL. */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  channels: Map<string, FakeChannel>;
  addChannel(channel: Omit<FakeChannel, "videos"> & { videos?: FakeVideo[] }): FakeChannel;
  /** Channel ids answered to `mine=true`, and which bearer tokens are valid. */
  setMine(channelIds: string[]): void;
  acceptToken(isValid: (token: string) => boolean): void;
  /** Every call answers 403 quotaExceeded while set. */
  quotaExceeded: boolean;
  /** The uploads playlist lists at most this many uploads, the newest (YouTube: 20,000); reset() restores it. */
  uploadsLimit: number;
  /** Page n (1-based) of playlistItems.list answers this error, every time. */
  failPlaylistPage(page: number, status?: number, reason?: string): void;
  /** The next `times` calls (to `endpoint`, when given) answer this status, then it succeeds again. */
  failNext(status: number, options?: { times?: number; endpoint?: Endpoint; reason?: string }): void;
  /** Delay before every answer. */
  latencyMs: number;
  /** Holds the next call to `endpoint` unanswered until it is released: a sync caught half-way. */
  hold(endpoint: Endpoint): HeldCall;
  /** The recorded calls to one endpoint, or all API calls. */
  calls(endpoint?: Endpoint): RecordedRequest[];
  /** Checks write calls' scopes with this (the fake Google's scopesOf); unset, any valid token may write. */
  checkScopes(scopesOf: ((token: string) => string[] | null) | null): void;
  /** Forgets requests, failures and switches (keeps channels). */
  reset(): void;
  close(): Promise<void>;
}

export type Endpoint = "channels" | "search" | "playlistItems" | "videos";

export interface HeldCall {
  /** Resolves when the call has come in. */
  reached: Promise<void>;
  /** Resolves when the caller hung up before the answer (it aborted the request). */
  abandoned: Promise<void>;
  /** Answers the call as usual (if the caller still waits). */
  release(): void;
}

interface Hold {
  endpoint: Endpoint;
  arrive(res: ServerResponse): void;
  released: Promise<void>;
}

function createHold(endpoint: Endpoint): { hold: Hold; call: HeldCall } {
  let arrived!: () => void;
  let hungUp!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const abandoned = new Promise<void>((resolve) => {
    hungUp = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const arrive = (res: ServerResponse) => {
    res.once("close", () => {
      if (!res.writableFinished) hungUp();
    });
    arrived();
  };
  return { hold: { endpoint, arrive, released }, call: { reached, abandoned, release } };
}

const BASE_PATH = "/youtube/v3";
const MAX_RESULTS = 50;
export const FAKE_UPLOADS_LIMIT = 20_000;

/** Seconds → an ISO 8601 duration as videos.list gives it ('PT1H2M3S'); 0 → 'P0D'. */
export function isoDuration(seconds: number): string {
  if (seconds <= 0) return "P0D";
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const sec = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${sec ? `${sec}S` : ""}`;
}

export function uploadsPlaylistId(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

/** A video id of 11 characters from a number, for generated uploads. */
export function fakeVideoId(n: number): string {
  return `vid${String(n).padStart(8, "0")}`;
}

export function googleError(res: ServerResponse, status: number, reason: string, message: string, domain = "youtube") {
  sendJson(res, status, {
    error: { code: status, message, errors: [{ message, domain, reason }], status: statusName(status) },
  });
}

function statusName(status: number): string {
  const names: Record<number, string> = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
  };
  return names[status] ?? "UNKNOWN";
}

const DEFAULT_REASONS: Record<number, string> = {
  400: "badRequest",
  403: "forbidden",
  404: "notFound",
  429: "rateLimitExceeded",
  500: "backendError",
  503: "backendError",
};

export async function startFakeYouTube(options: { apiKey?: string } = {}): Promise<FakeYouTube> {
  const apiKey = options.apiKey ?? "test-youtube-key";
  const channels = new Map<string, FakeChannel>();
  let mine: string[] = [];
  let tokenValid: (token: string) => boolean = () => false;
  let pageFailures = new Map<number, { status: number; reason: string }>();
  let pending: Array<{ status: number; endpoint?: Endpoint; reason?: string }> = [];
  let holds: Array<{ hold: Hold; call: HeldCall }> = [];
  let scopesOf: ((token: string) => string[] | null) | null = null;

  const fake: FakeYouTube = {
    url: "",
    apiKey,
    requests: [],
    channels,
    quotaExceeded: false,
    uploadsLimit: FAKE_UPLOADS_LIMIT,
    latencyMs: 0,
    addChannel(channel) {
      const full = { ...channel, videos: channel.videos ?? [] };
      channels.set(full.id, full);
      return full;
    },
    setMine: (ids) => {
      mine = ids;
    },
    acceptToken: (isValid) => {
      tokenValid = isValid;
    },
    checkScopes: (check) => {
      scopesOf = check;
    },
    failPlaylistPage(page, status = 500, reason = DEFAULT_REASONS[status] ?? "backendError") {
      pageFailures.set(page, { status, reason });
    },
    hold(endpoint) {
      const held = createHold(endpoint);
      holds.push(held);
      return held.call;
    },
    failNext(status, failOptions = {}) {
      for (let i = 0; i < (failOptions.times ?? 1); i++) {
        pending.push({ status, endpoint: failOptions.endpoint, reason: failOptions.reason });
      }
    },
    calls: (endpoint) =>
      fake.requests.filter((r) => (endpoint ? r.path === `${BASE_PATH}/${endpoint}` : r.path.startsWith(BASE_PATH))),
    reset() {
      fake.requests.length = 0;
      fake.quotaExceeded = false;
      fake.uploadsLimit = FAKE_UPLOADS_LIMIT;
      fake.latencyMs = 0;
      scopesOf = null;
      pageFailures = new Map();
      pending = [];
      for (const held of holds) held.call.release();
      holds = [];
    },
    close: async () => {},
  };

  const server = await startFakeServer(async (req, res) => {
    if (fake.latencyMs > 0) await delay(fake.latencyMs);
    const endpoint = req.path.startsWith(`${BASE_PATH}/`) ? req.path.slice(BASE_PATH.length + 1) : "";
    const write = endpoint === "videos" && req.method === "PUT";
    if (!["channels", "search", "playlistItems", "videos"].includes(endpoint) || (req.method !== "GET" && !write)) {
      return googleError(res, 404, "notFound", "Not Found", "global");
    }
    const heldAt = holds.findIndex((h) => h.hold.endpoint === endpoint);
    if (heldAt !== -1) {
      const [{ hold }] = holds.splice(heldAt, 1);
      hold.arrive(res);
      await hold.released;
    }
    const failure = pending.findIndex((p) => !p.endpoint || p.endpoint === endpoint);
    if (failure !== -1) {
      const [p] = pending.splice(failure, 1);
      return googleError(res, p.status, p.reason ?? DEFAULT_REASONS[p.status] ?? "backendError", "Injected failure");
    }
    const auth = authenticate(req);
    if (auth === "bad-key") {
      return sendJson(res, 400, {
        error: {
          code: 400,
          message: "API key not valid. Please pass a valid API key.",
          errors: [
            { message: "API key not valid. Please pass a valid API key.", domain: "global", reason: "badRequest" },
          ],
          status: "INVALID_ARGUMENT",
          details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID" }],
        },
      });
    }
    if (auth === "bad-token") {
      return googleError(res, 401, "authError", "Request had invalid authentication credentials.", "global");
    }
    if (auth === "none") {
      return googleError(res, 403, "forbidden", "The request is missing a valid API key.", "global");
    }
    if (fake.quotaExceeded) {
      return googleError(
        res,
        403,
        "quotaExceeded",
        "The request cannot be completed because you have exceeded your quota.",
      );
    }
    if (write) return updateVideo(req, res, auth === "token" ? bearerOf(req) : null, writeContext());
    if (endpoint === "channels") return listChannels(req, res, auth);
    if (endpoint === "search") return search(req, res);
    if (endpoint === "playlistItems") return listPlaylistItems(req, res);
    return listVideos(req, res, auth === "token");
  });

  function writeContext(): WriteContext {
    return {
      mine: () => mine,
      scopesOf,
      find(videoId) {
        for (const c of channels.values()) {
          const v = c.videos.find((candidate) => candidate.id === videoId && !candidate.hidden);
          if (!v) continue;
          return {
            channelId: c.id,
            publishedAt: v.publishedAt,
            snippet: {
              title: v.title,
              description: v.description ?? "",
              tags: v.tags ?? [],
              categoryId: v.categoryId ?? "22",
              defaultLanguage: v.defaultLanguage ?? null,
            },
            write(snippet) {
              v.title = snippet.title;
              v.description = snippet.description;
              v.tags = snippet.tags;
              v.categoryId = snippet.categoryId;
              v.defaultLanguage = snippet.defaultLanguage ?? undefined;
            },
            localizations: { ...(v.localizations ?? {}) },
            writeLocalizations(localizations) {
              v.localizations = localizations;
            },
            status: statusOf(v),
            writeStatus(status) {
              v.privacyStatus = status.privacyStatus;
              v.publishAt = status.publishAt ?? undefined;
              v.everPublic = status.everPublic;
              v.license = status.license;
              v.embeddable = status.embeddable;
              v.publicStatsViewable = status.publicStatsViewable;
              v.madeForKids = status.madeForKids;
              // A publishAt already past: YouTube publishes it at once (videos#status.publishAt).
              settle(v);
            },
          };
        }
        return undefined;
      },
    };
  }

  /** The video's status as YouTube holds it, a release that is due made public first. */
  function statusOf(v: FakeVideo): FakeStatus {
    settle(v);
    return {
      privacyStatus: v.privacyStatus ?? "public",
      publishAt: v.publishAt ?? null,
      everPublic: v.everPublic ?? (v.privacyStatus ?? "public") !== "private",
      license: v.license ?? "youtube",
      embeddable: v.embeddable ?? true,
      publicStatsViewable: v.publicStatsViewable ?? true,
      madeForKids: v.madeForKids ?? false,
    };
  }

  function settle(v: FakeVideo) {
    const settled = settleRelease({
      privacyStatus: v.privacyStatus ?? "public",
      publishAt: v.publishAt ?? null,
      everPublic: v.everPublic ?? (v.privacyStatus ?? "public") !== "private",
    });
    v.privacyStatus = settled.privacyStatus;
    v.publishAt = settled.publishAt ?? undefined;
    v.everPublic = settled.everPublic;
  }

  const bearerOf = (req: RecordedRequest) => /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? null;

  function authenticate(req: RecordedRequest): "key" | "token" | "bad-key" | "bad-token" | "none" {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (bearer) return tokenValid(bearer) ? "token" : "bad-token";
    if (req.query.key !== undefined) return req.query.key === apiKey ? "key" : "bad-key";
    return "none";
  }

  function channelResource(channel: FakeChannel, parts: string[]) {
    return {
      kind: "youtube#channel",
      etag: `etag-${channel.id}`,
      id: channel.id,
      ...(parts.includes("snippet") && {
        snippet: {
          title: channel.title,
          description: channel.description ?? "",
          customUrl: channel.handle ? `@${channel.handle.toLowerCase()}` : undefined,
          publishedAt: "2015-01-01T00:00:00Z",
          ...(channel.defaultLanguage && { defaultLanguage: channel.defaultLanguage }),
          thumbnails: {},
        },
      }),
      ...(parts.includes("contentDetails") && {
        contentDetails: { relatedPlaylists: { likes: "", uploads: uploadsPlaylistId(channel.id) } },
      }),
      ...(parts.includes("statistics") && {
        statistics: {
          viewCount: String(channel.videos.reduce((n, v) => n + (v.views ?? 0), 0)),
          subscriberCount: "1000",
          hiddenSubscriberCount: false,
          videoCount: String(channel.videoCount ?? channel.videos.filter((v) => !v.hidden).length),
        },
      }),
    };
  }

  function listChannels(req: RecordedRequest, res: ServerResponse, auth: "key" | "token") {
    const parts = (req.query.part ?? "").split(",");
    if (!req.query.part) return googleError(res, 400, "missingRequiredParameter", "No filter selected.");
    let found: FakeChannel[];
    if (req.query.mine === "true") {
      if (auth !== "token") return googleError(res, 401, "required", "Login Required.", "global");
      found = mine.flatMap((id) => channels.get(id) ?? []);
    } else if (req.query.id !== undefined) {
      found = req.query.id.split(",").flatMap((id) => channels.get(id) ?? []);
    } else if (req.query.forHandle !== undefined) {
      const handle = req.query.forHandle.replace(/^@/, "").toLowerCase();
      found = [...channels.values()].filter((c) => c.handle?.toLowerCase() === handle);
    } else if (req.query.forUsername !== undefined) {
      const name = req.query.forUsername.toLowerCase();
      found = [...channels.values()].filter((c) => c.username?.toLowerCase() === name);
    } else {
      return googleError(res, 400, "missingRequiredParameter", "No filter selected.");
    }
    const body: Record<string, unknown> = {
      kind: "youtube#channelListResponse",
      etag: "etag-list",
      pageInfo: { totalResults: found.length, resultsPerPage: 5 },
    };
    // Like the real API, an empty answer has no `items` at all.
    if (found.length > 0) body.items = found.map((c) => channelResource(c, parts));
    sendJson(res, 200, body);
  }

  function search(req: RecordedRequest, res: ServerResponse) {
    if (req.query.type === "video") return searchVideos(req, res);
    const q = (req.query.q ?? "").toLowerCase();
    const hits =
      req.query.type === "channel"
        ? [...channels.values()].filter((c) => c.customName?.toLowerCase() === q || c.title.toLowerCase() === q)
        : [];
    const max = Number(req.query.maxResults ?? 5);
    sendJson(res, 200, {
      kind: "youtube#searchListResponse",
      etag: "etag-search",
      regionCode: "US",
      pageInfo: { totalResults: hits.length, resultsPerPage: max },
      items: hits.slice(0, max).map((c) => ({
        kind: "youtube#searchResult",
        etag: `etag-s-${c.id}`,
        id: { kind: "youtube#channel", channelId: c.id },
        snippet: {
          publishedAt: "2015-01-01T00:00:00Z",
          channelId: c.id,
          title: c.title,
          description: c.description ?? "",
          thumbnails: {},
          channelTitle: c.title,
          liveBroadcastContent: "none",
          publishTime: "2015-01-01T00:00:00Z",
        },
      })),
    });
  }

  // search.list type=video, the shape of developers.google.com/youtube/v3/docs/search/list: a
  // searchResult per video (id.kind youtube#video, id.videoId; snippet with channelId, channelTitle,
  // title, publishedAt), at most maxResults (0–50, default 5), only videos published after
  // publishedAfter (RFC 3339). Matching here is every word of q in the title, newest first.
  function searchVideos(req: RecordedRequest, res: ServerResponse) {
    const words = (req.query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const after = req.query.publishedAfter ? Date.parse(req.query.publishedAfter) : Number.NEGATIVE_INFINITY;
    if (Number.isNaN(after)) return googleError(res, 400, "invalidPublishedAfter", "Invalid value for publishedAfter.");
    const max = Math.min(Number(req.query.maxResults ?? 5), MAX_RESULTS);
    const hits = [...channels.values()]
      .flatMap((c) => c.videos.filter((v) => !v.hidden).map((v) => ({ v, c })))
      .filter(({ v }) => Date.parse(v.publishedAt) > after && words.every((w) => v.title.toLowerCase().includes(w)))
      .sort((a, b) => Date.parse(b.v.publishedAt) - Date.parse(a.v.publishedAt));
    sendJson(res, 200, {
      kind: "youtube#searchListResponse",
      etag: "etag-search",
      regionCode: "US",
      pageInfo: { totalResults: hits.length, resultsPerPage: max },
      items: hits.slice(0, max).map(({ v, c }) => ({
        kind: "youtube#searchResult",
        etag: `etag-s-${v.id}`,
        id: { kind: "youtube#video", videoId: v.id },
        snippet: {
          publishedAt: v.publishedAt,
          channelId: c.id,
          title: v.title,
          description: v.description ?? "",
          thumbnails: {},
          channelTitle: c.title,
          liveBroadcastContent: "none",
          publishTime: v.publishedAt,
        },
      })),
    });
  }

  function listPlaylistItems(req: RecordedRequest, res: ServerResponse) {
    const channel = [...channels.values()].find((c) => uploadsPlaylistId(c.id) === req.query.playlistId);
    if (!channel || channel.videos.length === 0) {
      return googleError(
        res,
        404,
        "playlistNotFound",
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
        "youtube.playlistItem",
      );
    }
    const size = Math.min(Number(req.query.maxResults ?? 5), MAX_RESULTS);
    const offset = req.query.pageToken ? decodePageToken(req.query.pageToken) : 0;
    if (offset === null) return googleError(res, 400, "invalidPageToken", "The page token is invalid.");
    const page = Math.floor(offset / size) + 1;
    const failure = pageFailures.get(page);
    if (failure) return googleError(res, failure.status, failure.reason, `Injected failure on page ${page}`);
    // YouTube's uploads playlist ends at its limit, however many more the channel has.
    const listed = channel.videos.slice(0, fake.uploadsLimit);
    const slice = listed.slice(offset, offset + size);
    const next = offset + size < listed.length ? encodePageToken(offset + size) : undefined;
    sendJson(res, 200, {
      kind: "youtube#playlistItemListResponse",
      etag: "etag-items",
      ...(next && { nextPageToken: next }),
      ...(offset > 0 && { prevPageToken: encodePageToken(Math.max(0, offset - size)) }),
      pageInfo: { totalResults: listed.length, resultsPerPage: size },
      items: slice.map((v, i) => ({
        kind: "youtube#playlistItem",
        etag: `etag-pi-${v.id}`,
        id: `item-${offset + i}`,
        contentDetails: { videoId: v.id, videoPublishedAt: v.publishedAt },
      })),
    });
  }

  function listVideos(req: RecordedRequest, res: ServerResponse, byToken: boolean) {
    const ids = (req.query.id ?? "").split(",").filter(Boolean);
    if (ids.length > MAX_RESULTS) {
      return googleError(res, 400, "badRequest", "The request specifies more than 50 ids.");
    }
    const parts = (req.query.part ?? "").split(",");
    const all = new Map([...channels.values()].flatMap((c) => c.videos.map((v) => [v.id, { v, c }] as const)));
    const items = ids.flatMap((id) => {
      const hit = all.get(id);
      if (!hit || hit.v.hidden) return [];
      const { v, c } = hit;
      const status = statusOf(v);
      // Private videos are seen by their owner only: an API key or another account's token gets nothing.
      if (status.privacyStatus === "private" && !(byToken && mine.includes(c.id))) return [];
      return [
        {
          kind: "youtube#video",
          etag: `etag-v-${v.id}`,
          id: v.id,
          ...(parts.includes("snippet") && {
            snippet: {
              publishedAt: v.publishedAt,
              channelId: c.id,
              title: v.title,
              description: v.description ?? "",
              channelTitle: c.title,
              ...(v.tags && v.tags.length > 0 && { tags: v.tags }),
              categoryId: v.categoryId ?? "22",
              ...(v.defaultLanguage && { defaultLanguage: v.defaultLanguage }),
            },
          }),
          ...(parts.includes("statistics") && {
            statistics: {
              ...(!v.viewsHidden && { viewCount: String(v.views ?? 0) }),
              ...(v.likes !== null && { likeCount: String(v.likes ?? 0) }),
              favoriteCount: "0",
              ...(v.comments !== null && { commentCount: String(v.comments ?? 0) }),
            },
          }),
          ...(parts.includes("status") && { status: statusResource(status) }),
          // Left out for a video with no translations, as for the other optional parts the fake answers.
          ...(parts.includes("localizations") &&
            v.localizations &&
            Object.keys(v.localizations).length > 0 && { localizations: v.localizations }),
          ...(parts.includes("contentDetails") && {
            contentDetails: {
              duration: isoDuration(v.durationSeconds === undefined ? 600 : (v.durationSeconds ?? 0)),
              dimension: "2d",
              definition: "hd",
              caption: "false",
              licensedContent: false,
              projection: "rectangular",
            },
          }),
        },
      ];
    });
    sendJson(res, 200, {
      kind: "youtube#videoListResponse",
      etag: "etag-videos",
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    });
  }

  fake.requests = server.requests;
  fake.url = `${server.origin}${BASE_PATH}`;
  fake.close = server.close;
  return fake;
}

function encodePageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString("base64url");
}

function decodePageToken(token: string): number | null {
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, "base64url").toString("utf8"));
  return match ? Number(match[1]) : null;
}

/** `count` uploads, newest first, one every `everyDays` days back from `newest`. */
export function generateVideos(
  count: number,
  options: { newest?: string; everyDays?: number; prefix?: string; firstId?: number } = {},
) {
  const newest = Date.parse(options.newest ?? "2026-11-28T12:00:00Z");
  const step = (options.everyDays ?? 1) * 86_400_000;
  return Array.from(
    { length: count },
    (_, i): FakeVideo => ({
      id: fakeVideoId(i + (options.firstId ?? 1)),
      title: `${options.prefix ?? "Upload"} ${count - i}`,
      tags: [`tag${i % 3}`, "fake"],
      publishedAt: new Date(newest - i * step).toISOString().replace(/\.\d{3}Z$/, "Z"),
      views: 1000 + i,
      likes: 100 + i,
      comments: 10 + i,
    }),
  );
}
