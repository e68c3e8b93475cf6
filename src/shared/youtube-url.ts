// YouTube addresses: channel URLs (spec §5) and video URLs (spec §5, plus /shorts/ and /live/).

export const INVALID_CHANNEL_URL_MESSAGE = "Invalid URL: Please enter a valid YouTube channel URL.";
export const INVALID_VIDEO_URL_MESSAGE = "Invalid URL: Please enter a valid YouTube video URL.";

/** channel/{id}, c/{name}, user/{name} and @{handle}. */
export type ChannelUrlKind = "channel" | "custom" | "user" | "handle";

export interface ChannelUrl {
  kind: ChannelUrlKind;
  /** The part after channel/, c/, user/ or @ (without the @), as written. */
  id: string;
  /** The address with https:// added when it had no scheme. */
  url: string;
}

const SCHEME_AND_HOST = String.raw`^(?:https?:\/\/)?(?:(?:www|m)\.)?`;
// What may follow the id: more path (/videos, /featured), a query or a fragment.
const REST = "(?:[/?#].*)?$";
// spec §5: the id has letters, digits, underscore or hyphen.
const CHANNEL_URL = new RegExp(
  `${SCHEME_AND_HOST}youtube\\.com\\/(?:(channel|c|user)\\/|@)([A-Za-z0-9_-]+)${REST}`,
  "i",
);

const KINDS: Record<string, ChannelUrlKind> = { channel: "channel", c: "custom", user: "user" };

function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** The kind and id of a YouTube channel address, or null when it is not one. */
export function parseChannelUrl(input: string): ChannelUrl | null {
  const text = input.trim();
  const match = CHANNEL_URL.exec(text);
  if (!match) return null;
  const kind = match[1] ? KINDS[match[1].toLowerCase()] : "handle";
  return { kind, id: match[2], url: withScheme(text) };
}

/** One key per channel address: the same channel typed twice (any case, any URL form) gives the same key. */
export function channelSourceKey(channel: Pick<ChannelUrl, "kind" | "id">): string {
  return `${channel.kind}:${channel.id.toLowerCase()}`;
}

// YouTube video ids are 11 characters from the URL-safe base64 alphabet.
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
const PATH_FORMS = new Set(["embed", "shorts", "live", "v"]);

/**
 * The video id of a YouTube video address: watch?v=, /embed/, youtu.be/ (spec §5), /shorts/ and
 * /live/, with or without scheme, www. or m.; other query parameters are ignored. Null otherwise.
 */
export function parseYouTubeVideoId(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(withScheme(text));
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null = null;
  if (SHORT_HOSTS.has(host)) {
    id = segments[0] ?? null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") id = url.searchParams.get("v");
    else if (segments.length >= 2 && PATH_FORMS.has(segments[0])) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** A video address as stored: trimmed, with https:// added when it had no scheme. Null when it is not one. */
export function normalizeVideoUrl(input: string): string | null {
  const text = input.trim();
  return parseYouTubeVideoId(text) ? withScheme(text) : null;
}

/** spec §2: the thumbnail at maximum resolution, with the high-quality image as the fallback. */
export function thumbnailUrls(videoId: string): { maxres: string; fallback: string } {
  return {
    maxres: `https://i.ytimg.com/vi/${videoId}/maxresdefault.jpg`,
    fallback: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
  };
}
