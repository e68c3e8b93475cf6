// The fake YouTube Data API's writes: videos.update (PUT /youtube/v3/videos), as Google's reference
// documents it (developers.google.com/youtube/v3/docs/videos/update, and the errors page
// /youtube/v3/docs/errors#videos_youtube.videos.update):
// - it needs an OAuth token with the youtube, youtube.force-ssl or youtubepartner scope; an API key is
//   answered 401 "Login Required"; a token without the scope 403 insufficientPermissions;
// - `part` names the parts written, and every mutable property of a named part is replaced: a tag list
//   or description left out of the body is cleared (the reference's "override the existing values");
// - updating `snippet` needs both snippet.title and snippet.categoryId, else 400 invalidVideoMetadata;
// - title: 1–100 characters and no < or > (invalidTitle); description: at most 5000 bytes and no < or >
//   (invalidDescription); tags: at most 500 characters counted as YouTube counts them (invalidTags);
//   an unknown category: invalidCategoryId;
// - a video that does not exist is 404 videoNotFound, another channel's video 403 forbidden;
// - the answer is the updated video resource with the parts named.
// The status part, from the video resource's reference (developers.google.com/youtube/v3/docs/videos
// #status.publishAt) and the errors page:
// - status.publishAt "can be set only if the privacy status of the video is private", and a write of it
//   must carry privacyStatus private "even if the video is already private"; it "can only be set if
//   the video's privacy status is private and the video has never been published". YouTube refuses the
//   others with 400 invalidPublishAt ("The request metadata specifies an invalid scheduled publishing
//   time."), which is what a public video answered when a release was set on it (a captured
//   HttpError 400 invalidPublishAt, quoted in a public scheduler's test notes);
// - "If your request schedules a video to be published at some time in the past, the video will be
//   published right away": a past publishAt is no error, the video goes public;
// - privacyStatus, publishAt, license, embeddable, publicStatsViewable and selfDeclaredMadeForKids are
//   replaced as a whole: left out, they fall back to YouTube's defaults (no release, youtube licence,
//   embeddable, stats viewable).
// The localizations part, from the video resource's reference (developers.google.com/youtube/v3/docs/
// videos#localizations: "The localizations object contains translations of the video's metadata", keyed
// by BCP-47 language tag, each with title and description) and videos/update:
// - part=localizations replaces the whole object, as any named part: a language left out is removed;
// - the errors table: 400 defaultLanguageNotSet, "The API request is trying to add localized video
//   details without specifying the default language of the video details": localizations need
//   snippet.defaultLanguage, in the request's snippet when it writes the snippet, else the video's.
// Each call costs 50 units (developers.google.com/youtube/v3/determine_quota_cost).
import type { ServerResponse } from "node:http";
import { type RecordedRequest, sendJson } from "./fake-server.ts";

/** The snippet properties a video's owner may write, as the fake keeps them. */
export interface FakeSnippet {
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  defaultLanguage: string | null;
}

/** The localizations part: BCP 47 tag → the title and description in that language. */
export type FakeLocalizations = Record<string, { title: string; description: string }>;

/** The status properties the fake keeps (madeForKids: the owner's declaration, as YouTube echoes it). */
export interface FakeStatus {
  privacyStatus: "public" | "unlisted" | "private";
  publishAt: string | null;
  /** Whether the video was ever public: a release can't be scheduled on it again. */
  everPublic: boolean;
  license: string;
  embeddable: boolean;
  publicStatsViewable: boolean;
  madeForKids: boolean;
}

/** A private video whose release time has come is public, its publishAt gone; a video seen public was public. */
export function settleRelease<T extends Pick<FakeStatus, "privacyStatus" | "publishAt" | "everPublic">>(status: T): T {
  if (status.privacyStatus === "private" && status.publishAt && Date.parse(status.publishAt) <= Date.now()) {
    return { ...status, privacyStatus: "public", publishAt: null, everPublic: true };
  }
  return { ...status, everPublic: status.everPublic || status.privacyStatus !== "private" };
}

/** The status part of a video resource, as videos.list and videos.update answer it. */
export function statusResource(status: FakeStatus) {
  return {
    uploadStatus: "processed",
    privacyStatus: status.privacyStatus,
    ...(status.publishAt && { publishAt: status.publishAt }),
    license: status.license,
    embeddable: status.embeddable,
    publicStatsViewable: status.publicStatsViewable,
    madeForKids: status.madeForKids,
    selfDeclaredMadeForKids: status.madeForKids,
  };
}

/** Where the writes find a video and who owns it. */
export interface WritableVideo {
  channelId: string;
  snippet: FakeSnippet;
  publishedAt: string;
  /** Replaces the video's snippet after a successful write. */
  write(snippet: FakeSnippet): void;
  localizations: FakeLocalizations;
  /** Replaces the video's localizations after a successful write of the part. */
  writeLocalizations(localizations: FakeLocalizations): void;
  status: FakeStatus;
  /** Replaces the video's status after a successful write (a past publishAt then makes it public). */
  writeStatus(status: FakeStatus): void;
}

const PRIVACY = ["public", "unlisted", "private"] as const;
const INVALID_PUBLISH_AT = "The request metadata specifies an invalid scheduled publishing time.";

/** The status a videos.update of `status` leaves, or the refusal YouTube answers. */
function nextStatus(now: FakeStatus, body: Record<string, unknown>): FakeStatus | { reason: string; message: string } {
  const privacy = PRIVACY.find((p) => p === body.privacyStatus);
  if (!privacy) return { reason: "invalidVideoMetadata", message: "The request metadata is invalid." };
  let publishAt: string | null = null;
  if (body.publishAt !== undefined) {
    const at = typeof body.publishAt === "string" ? Date.parse(body.publishAt) : Number.NaN;
    if (privacy !== "private" || now.privacyStatus !== "private" || now.everPublic || Number.isNaN(at)) {
      return { reason: "invalidPublishAt", message: INVALID_PUBLISH_AT };
    }
    publishAt = new Date(at).toISOString();
  }
  return {
    privacyStatus: privacy,
    publishAt,
    everPublic: now.everPublic || privacy !== "private",
    license: typeof body.license === "string" ? body.license : "youtube",
    embeddable: typeof body.embeddable === "boolean" ? body.embeddable : true,
    publicStatsViewable: typeof body.publicStatsViewable === "boolean" ? body.publicStatsViewable : true,
    madeForKids: typeof body.selfDeclaredMadeForKids === "boolean" ? body.selfDeclaredMadeForKids : now.madeForKids,
  };
}

export interface WriteContext {
  find(videoId: string): WritableVideo | undefined;
  /** The channels of the token's Google account (the fake's `mine`). */
  mine(): string[];
  /** The scopes a bearer token carries (the fake Google's scopesOf); null: any scope (not checked). */
  scopesOf: ((token: string) => string[] | null) | null;
}

// videoCategories.list?regionCode=US answers these ids as assignable (a stable, documented list).
export const ASSIGNABLE_CATEGORIES = new Set([
  "1",
  "2",
  "10",
  "15",
  "17",
  "19",
  "20",
  "22",
  "23",
  "24",
  "25",
  "26",
  "27",
  "28",
  "29",
]);

const WRITE_SCOPES = [
  "https://www.googleapis.com/auth/youtube",
  "https://www.googleapis.com/auth/youtube.force-ssl",
  "https://www.googleapis.com/auth/youtubepartner",
];

function fail(res: ServerResponse, status: number, reason: string, message: string, domain = "youtube.video") {
  const statusName: Record<number, string> = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
  };
  sendJson(res, status, {
    error: {
      code: status,
      message,
      errors: [{ message, domain, reason, ...(status === 400 && { locationType: "other", location: "body" }) }],
      status: statusName[status] ?? "UNKNOWN",
    },
  });
}

/** YouTube counts a tag with a space as if it were quoted: two characters more. */
function youtubeTagsLength(tags: readonly string[]): number {
  const lengths = tags.map((tag) => [...tag].length + (tag.includes(" ") ? 2 : 0));
  return lengths.reduce((a, b) => a + b, 0) + Math.max(0, tags.length - 1);
}

const snippetBody = (body: unknown) => {
  if (!body || typeof body !== "object") return null;
  return body as {
    id?: unknown;
    snippet?: Record<string, unknown>;
    status?: Record<string, unknown>;
    localizations?: unknown;
  };
};

export function updateVideo(req: RecordedRequest, res: ServerResponse, bearer: string | null, ctx: WriteContext) {
  if (!bearer) return fail(res, 401, "required", "Login Required.", "global");
  const scopes = ctx.scopesOf?.(bearer);
  if (ctx.scopesOf && !(scopes ?? []).some((scope) => WRITE_SCOPES.includes(scope))) {
    return fail(res, 403, "insufficientPermissions", "Request had insufficient authentication scopes.", "global");
  }
  const parts = (req.query.part ?? "").split(",").filter(Boolean);
  if (parts.length === 0) return fail(res, 400, "missingRequiredParameter", "No filter selected.", "youtube.parameter");
  let parsed: ReturnType<typeof snippetBody>;
  try {
    parsed = snippetBody(JSON.parse(req.body || "null"));
  } catch {
    return fail(res, 400, "parseError", "Parse Error", "global");
  }
  if (!parsed || typeof parsed.id !== "string") {
    return fail(res, 400, "invalidVideoMetadata", "The request metadata is invalid.");
  }
  const video = ctx.find(parsed.id);
  if (!video) {
    return fail(res, 404, "videoNotFound", "The video that you are trying to update cannot be found.");
  }
  if (!ctx.mine().includes(video.channelId)) {
    return fail(res, 403, "forbidden", "The video that you are trying to update can not be updated.");
  }
  let status: FakeStatus | null = null;
  if (parts.includes("status")) {
    const next = nextStatus(video.status, parsed.status ?? {});
    if ("reason" in next) return fail(res, 400, next.reason, next.message);
    status = next;
  }
  let snippet = video.snippet;
  if (parts.includes("snippet")) {
    const s = parsed.snippet ?? {};
    const title = typeof s.title === "string" ? s.title : "";
    const categoryId = typeof s.categoryId === "string" ? s.categoryId : "";
    if (!title || !categoryId) {
      return fail(res, 400, "invalidVideoMetadata", "The request metadata is invalid.");
    }
    if ([...title].length > 100 || /[<>]/.test(title)) {
      return fail(res, 400, "invalidTitle", "The request metadata specifies an invalid or empty video title.");
    }
    const description = typeof s.description === "string" ? s.description : "";
    if (Buffer.byteLength(description, "utf8") > 5000 || /[<>]/.test(description)) {
      return fail(res, 400, "invalidDescription", "The request metadata specifies an invalid video description.");
    }
    const tags = Array.isArray(s.tags) ? s.tags.filter((t): t is string => typeof t === "string") : [];
    if (youtubeTagsLength(tags) > 500 || tags.some((t) => /[<>]/.test(t))) {
      return fail(res, 400, "invalidTags", "The request metadata specifies invalid video keywords.");
    }
    if (!ASSIGNABLE_CATEGORIES.has(categoryId)) {
      return fail(res, 400, "invalidCategoryId", "The snippet.categoryId property specifies an invalid category ID.");
    }
    snippet = {
      title,
      description,
      tags,
      categoryId,
      defaultLanguage: typeof s.defaultLanguage === "string" ? s.defaultLanguage : null,
    };
  }
  let localizations: FakeLocalizations | null = null;
  if (parts.includes("localizations")) {
    localizations = localizationsOf(parsed.localizations);
    if (Object.keys(localizations).length > 0 && !snippet.defaultLanguage) {
      return fail(
        res,
        400,
        "defaultLanguageNotSet",
        "The API request is trying to add localized video details without specifying the default language of the video details.",
      );
    }
  }
  // Nothing is written until every named part is accepted: a refused request changes nothing.
  if (parts.includes("snippet")) video.write(snippet);
  if (localizations) video.writeLocalizations(localizations);
  if (status) video.writeStatus(status);
  sendJson(res, 200, {
    kind: "youtube#video",
    etag: `etag-v-${parsed.id}-${Date.now()}`,
    id: parsed.id,
    ...(parts.includes("snippet") && { snippet: snippetResource(video, snippet) }),
    ...(status && { status: statusResource(settleRelease(status)) }),
    ...(localizations && Object.keys(localizations).length > 0 && { localizations }),
  });
}

/** The localizations object of a request body: language → title and description (other values dropped). */
function localizationsOf(value: unknown): FakeLocalizations {
  if (!value || typeof value !== "object") return {};
  const out: FakeLocalizations = {};
  for (const [language, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!entry || typeof entry !== "object") continue;
    const { title, description } = entry as Record<string, unknown>;
    out[language] = {
      title: typeof title === "string" ? title : "",
      description: typeof description === "string" ? description : "",
    };
  }
  return out;
}

/** The snippet part of a video resource, as videos.list and videos.update answer it. */
export function snippetResource(video: Pick<WritableVideo, "channelId" | "publishedAt">, snippet: FakeSnippet) {
  return {
    publishedAt: video.publishedAt,
    channelId: video.channelId,
    title: snippet.title,
    description: snippet.description,
    ...(snippet.tags.length > 0 && { tags: snippet.tags }),
    categoryId: snippet.categoryId,
    ...(snippet.defaultLanguage && { defaultLanguage: snippet.defaultLanguage }),
    localized: { title: snippet.title, description: snippet.description },
  };
}
