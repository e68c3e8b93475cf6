// The YouTube Data API v3, quota-minimal by design (issue 4): one channels.list call resolves a
// channel (one search.list for c/ names), uploads come from the uploads playlist 50 per page, and
// statistics from videos.list 50 ids per call. Syncing N videos costs ceil(N/50) + ceil(N/50) + 1 calls.
import { z } from "zod";
import { msg } from "../../shared/message.ts";
import { parseChannelUrl } from "../../shared/youtube-url.ts";
import { AppError, badRequest } from "../errors.ts";
import { YouTubeApiError } from "./api-error.ts";
import { DEFAULT_RETRY, fetchJson, type RetryPolicy } from "./fetch-json.ts";

/** An API key (public data) or a member's OAuth access token (also their own channels). */
export type YouTubeCredentials = { apiKey: string } | { accessToken: string };

export interface YouTubeChannel {
  /** The canonical id, 'UC…'. */
  id: string;
  title: string;
  description: string;
  /** Null when the answer did not carry it (search.list); channelById gives it. */
  uploadsPlaylistId: string | null;
  /** statistics.videoCount: the channel's public uploads; null when the answer did not carry it. */
  videoCount: number | null;
  /** snippet.defaultLanguage: the language of its title and description; null when the owner set none. */
  defaultLanguage?: string | null;
}

export interface YouTubeVideo {
  id: string;
  title: string;
  /** snippet.description; the idea bank passes it to the model as research material. */
  description?: string;
  tags: string[];
  publishedAt: Date;
  views: number;
  /** False when statistics carried no viewCount (then `views` is 0 but not known). */
  viewsKnown?: boolean;
  /** Null when the owner hides the like count (YouTube then leaves likeCount out). */
  likes: number | null;
  /** Null when comments are off (YouTube then leaves commentCount out). */
  comments: number | null;
  /** contentDetails.duration in seconds; null when YouTube gives none or 0 (an upcoming or live stream). */
  durationSeconds: number | null;
  /** status.privacyStatus (public, unlisted, private); null when YouTube gave no status. */
  privacyStatus?: string | null;
  /** snippet.defaultLanguage: the language of its title and description; null when the owner set none. */
  defaultLanguage?: string | null;
}

export interface YouTubeClient {
  /** A channel address (spec §5 forms) → the channel; 404 when no channel has it. */
  resolveChannel(url: string): Promise<YouTubeChannel>;
  channelById(id: string): Promise<YouTubeChannel>;
  /** Up to 50 channels in one channels.list call (1 unit); ids YouTube does not know are left out. */
  channelsByIds(ids: string[]): Promise<YouTubeChannel[]>;
  /** The channels of the signed-in Google account (needs an access token). */
  myChannels(): Promise<YouTubeChannel[]>;
  /** The ids of every upload the playlist lists (YouTube lists the latest 20,000 at most), newest first. */
  listUploads(uploadsPlaylistId: string): Promise<string[]>;
  /** Title, tags, publish date and counts of each video that exists and is visible. */
  videoStats(ids: string[]): Promise<YouTubeVideo[]>;
  /** search.list type=video (100 units): at most `maxResults` (≤ 50) videos for `q` published after the date. */
  searchVideos(q: string, publishedAfter: Date, maxResults: number): Promise<YouTubeSearchHit[]>;
  /** The `count` (≤ 50) newest ids of an uploads playlist: one playlistItems.list page. */
  recentUploads(uploadsPlaylistId: string, count: number): Promise<string[]>;
}

export interface YouTubeSearchHit {
  videoId: string;
  channelId: string;
  channelTitle: string;
  title: string;
  publishedAt: Date;
}

/** Counts the YouTube Data API units a client spends (issue 14: quota as a budget). */
export interface QuotaMeter {
  units: number;
}

// The Data API's costs: search.list is 100 units, every list call this client makes otherwise 1.
const UNIT_COST: Record<string, number> = { search: 100 };

export const PAGE_SIZE = 50;
// The uploads playlist stops at 20,000 videos (400 pages); this stops a runaway loop.
const MAX_PAGES = 1_000;

const channelItem = z.object({
  id: z.string(),
  snippet: z
    .object({ title: z.string(), description: z.string().optional(), defaultLanguage: z.string().optional() })
    .optional(),
  contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().optional() }).optional() }).optional(),
  statistics: z.object({ videoCount: z.coerce.number().int().nonnegative().optional() }).optional(),
});
const channelList = z.object({ items: z.array(channelItem).optional() });

const searchList = z.object({
  items: z
    .array(
      z.object({
        id: z.object({ channelId: z.string().optional() }),
        snippet: z.object({ title: z.string(), description: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

// search.list type=video: each result's id carries the videoId; snippet the channel and title.
const videoSearchList = z.object({
  items: z
    .array(
      z.object({
        id: z.object({ videoId: z.string().optional() }),
        snippet: z
          .object({
            channelId: z.string(),
            channelTitle: z.string().optional(),
            title: z.string(),
            publishedAt: z.string(),
          })
          .optional(),
      }),
    )
    .optional(),
});

const playlistItems = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(z.object({ contentDetails: z.object({ videoId: z.string() }) })).optional(),
});

// Counts arrive as strings of digits; a hidden like count or disabled comments leave them out.
const count = z.coerce.number().int().nonnegative().optional();
const videoList = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          description: z.string().optional(),
          publishedAt: z.string(),
          tags: z.array(z.string()).optional(),
          defaultLanguage: z.string().optional(),
        }),
        statistics: z.object({ viewCount: count, likeCount: count, commentCount: count }).optional(),
        contentDetails: z.object({ duration: z.string().optional() }).optional(),
        status: z.object({ privacyStatus: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const toChannel = (item: z.infer<typeof channelItem>): YouTubeChannel => ({
  id: item.id,
  title: item.snippet?.title ?? item.id,
  description: item.snippet?.description ?? "",
  uploadsPlaylistId: item.contentDetails?.relatedPlaylists?.uploads ?? null,
  videoCount: item.statistics?.videoCount ?? null,
  defaultLanguage: item.snippet?.defaultLanguage ?? null,
});

/**
 * An ISO 8601 duration as videos.list gives it ('PT1H2M3S', 'P1DT2H', 'PT45S') → seconds; null for
 * anything else, and for 'P0D' (what YouTube answers for upcoming and live streams).
 */
export function parseIsoDuration(value: string | undefined): number | null {
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value ?? "");
  if (!match) return null;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  const total = Math.round((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds);
  return total > 0 ? total : null;
}

export function createYouTubeClient(options: {
  baseUrl: string;
  credentials: YouTubeCredentials;
  policy?: RetryPolicy;
  /** Aborts every call of this client (and its retries): a sync stopped by a shutdown. */
  signal?: AbortSignal;
  /** Adds the units of each call made (a failed call costs too). */
  meter?: QuotaMeter;
}): YouTubeClient {
  const { baseUrl, credentials, policy = DEFAULT_RETRY, signal, meter } = options;

  function call<T extends z.ZodType>(endpoint: string, params: Record<string, string>, schema: T) {
    if (meter) meter.units += UNIT_COST[endpoint] ?? 1;
    const url = new URL(`${baseUrl}/${endpoint}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: "application/json" };
    if ("apiKey" in credentials) url.searchParams.set("key", credentials.apiKey);
    else headers.authorization = `Bearer ${credentials.accessToken}`;
    return fetchJson({ url, init: { headers }, service: "YouTube", policy, signal }, schema);
  }

  async function listChannels(params: Record<string, string>) {
    // statistics (videoCount) costs no more units: it tells when the uploads playlist's 20,000 left some out.
    const answer = await call(
      "channels",
      { part: "snippet,contentDetails,statistics", maxResults: "50", ...params },
      channelList,
    );
    return (answer.items ?? []).map(toChannel);
  }

  async function oneChannel(params: Record<string, string>, notFound: string) {
    const [channel] = await listChannels(params);
    if (!channel) throw new YouTubeApiError(404, notFound, "channelNotFound");
    return channel;
  }

  return {
    async resolveChannel(url) {
      const parsed = parseChannelUrl(url);
      if (!parsed) throw badRequest(msg("Invalid URL: Please enter a valid YouTube channel URL."));
      const { kind, id } = parsed;
      const notFound = `YouTube channel not found: no channel has the address ${parsed.url}`;
      if (kind === "handle") return oneChannel({ forHandle: `@${id}` }, notFound);
      if (kind === "user") return oneChannel({ forUsername: id }, notFound);
      if (kind === "channel") return oneChannel({ id }, notFound);
      // c/{name}: custom names have no lookup of their own; one search for a channel of that name.
      const answer = await call("search", { part: "snippet", type: "channel", q: id, maxResults: "1" }, searchList);
      const hit = answer.items?.find((item) => item.id.channelId);
      if (!hit?.id.channelId) throw new YouTubeApiError(404, notFound, "channelNotFound");
      return {
        id: hit.id.channelId,
        title: hit.snippet?.title ?? hit.id.channelId,
        description: hit.snippet?.description ?? "",
        uploadsPlaylistId: null,
        videoCount: null,
      };
    },

    channelById(id) {
      return oneChannel({ id }, `YouTube channel not found: ${id} does not exist or was removed`);
    },

    channelsByIds(ids) {
      return ids.length === 0 ? Promise.resolve([]) : listChannels({ id: ids.slice(0, PAGE_SIZE).join(",") });
    },

    async myChannels() {
      if (!("accessToken" in credentials))
        throw new AppError(400, msg("Listing your own channels needs a Google sign-in"));
      return listChannels({ mine: "true" });
    },

    async listUploads(uploadsPlaylistId) {
      const ids: string[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const params: Record<string, string> = {
          part: "contentDetails",
          playlistId: uploadsPlaylistId,
          maxResults: String(PAGE_SIZE),
        };
        if (pageToken) params.pageToken = pageToken;
        let answer: z.infer<typeof playlistItems>;
        try {
          answer = await call("playlistItems", params, playlistItems);
        } catch (error) {
          // A channel that never uploaded has no uploads playlist yet: that is zero uploads.
          if (page === 0 && error instanceof YouTubeApiError && error.reason === "playlistNotFound") return [];
          throw error;
        }
        for (const item of answer.items ?? []) ids.push(item.contentDetails.videoId);
        if (!answer.nextPageToken || answer.nextPageToken === pageToken) break;
        pageToken = answer.nextPageToken;
      }
      return [...new Set(ids)];
    },

    async searchVideos(q, publishedAfter, maxResults) {
      const answer = await call(
        "search",
        {
          part: "snippet",
          type: "video",
          q,
          // RFC 3339, as search.list's publishedAfter takes it.
          publishedAfter: publishedAfter.toISOString().replace(/\.\d{3}Z$/, "Z"),
          maxResults: String(Math.min(maxResults, PAGE_SIZE)),
        },
        videoSearchList,
      );
      return (answer.items ?? []).flatMap((item) =>
        item.id.videoId && item.snippet
          ? [
              {
                videoId: item.id.videoId,
                channelId: item.snippet.channelId,
                channelTitle: item.snippet.channelTitle ?? item.snippet.channelId,
                title: item.snippet.title,
                publishedAt: new Date(item.snippet.publishedAt),
              },
            ]
          : [],
      );
    },

    async recentUploads(uploadsPlaylistId, count) {
      try {
        const answer = await call(
          "playlistItems",
          { part: "contentDetails", playlistId: uploadsPlaylistId, maxResults: String(Math.min(count, PAGE_SIZE)) },
          playlistItems,
        );
        return (answer.items ?? []).map((item) => item.contentDetails.videoId);
      } catch (error) {
        if (error instanceof YouTubeApiError && error.reason === "playlistNotFound") return [];
        throw error;
      }
    },

    async videoStats(ids) {
      const unique = [...new Set(ids)];
      const videos: YouTubeVideo[] = [];
      for (let start = 0; start < unique.length; start += PAGE_SIZE) {
        const batch = unique.slice(start, start + PAGE_SIZE);
        const answer = await call(
          "videos",
          // contentDetails (the duration) costs no more units: it places chapters on the retention curve;
          // status tells a scheduled release that YouTube made public (youtube/release-sync.ts).
          { part: "snippet,statistics,contentDetails,status", id: batch.join(","), maxResults: String(PAGE_SIZE) },
          videoList,
        );
        for (const item of answer.items ?? []) {
          videos.push({
            id: item.id,
            title: item.snippet.title,
            description: item.snippet.description ?? "",
            tags: item.snippet.tags ?? [],
            publishedAt: new Date(item.snippet.publishedAt),
            views: item.statistics?.viewCount ?? 0,
            viewsKnown: item.statistics?.viewCount !== undefined,
            likes: item.statistics?.likeCount ?? null,
            comments: item.statistics?.commentCount ?? null,
            durationSeconds: parseIsoDuration(item.contentDetails?.duration),
            privacyStatus: item.status?.privacyStatus ?? null,
            defaultLanguage: item.snippet.defaultLanguage ?? null,
          });
        }
      }
      return videos;
    },
  };
}
