// Reading and writing one video's snippet with a member's Google sign-in (videos.list part=snippet,
// videos.update part=snippet). videos.update replaces every mutable snippet property, so a write
// always carries the whole snippet: the fields being changed, and the rest as YouTube has them.
// YouTube's own validation refusals name a field (invalidTitle, invalidDescription, invalidTags,
// invalidCategoryId: developers.google.com/youtube/v3/docs/videos/update#errors) and come back as
// a 400 whose `issues` say which, in words a member can act on.
import { z } from "zod";
import { msg } from "../../shared/message.ts";
import type { YouTubeSnippet } from "../../shared/schemas/publishing.ts";
import { AppError } from "../errors.ts";
import { YouTubeApiError, youtubeErrorFrom } from "./api-error.ts";
import { DEFAULT_RETRY, fetchJson } from "./fetch-json.ts";

const snippetSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  categoryId: z.string().optional(),
  defaultLanguage: z.string().optional(),
});
// The localizations part: BCP 47 tag → the title and description in that language (the video
// resource's reference, developers.google.com/youtube/v3/docs/videos#localizations).
const localizationsSchema = z
  .record(z.string(), z.object({ title: z.string().optional(), description: z.string().optional() }))
  .optional();
const videoItemSchema = z.object({ id: z.string(), snippet: snippetSchema, localizations: localizationsSchema });
const videoListSchema = z.object({ items: z.array(videoItemSchema).optional() });

const toSnippet = (
  s: z.infer<typeof snippetSchema>,
  localizations: z.infer<typeof localizationsSchema>,
): YouTubeSnippet => ({
  title: s.title,
  description: s.description ?? "",
  tags: s.tags ?? [],
  categoryId: s.categoryId ?? "22",
  defaultLanguage: s.defaultLanguage ?? null,
  localizations: Object.fromEntries(
    Object.entries(localizations ?? {}).map(([language, l]) => [
      language,
      { title: l.title ?? "", description: l.description ?? "" },
    ]),
  ),
});

/** YouTube's field refusals, in the member's words, with the field they belong next to. */
const FIELD_REASONS: Record<string, { field: string; message: string }> = {
  invalidTitle: {
    field: "title",
    message: msg("YouTube refused the title: it must be 1 to 100 characters, without < or >."),
  },
  invalidDescription: {
    field: "description",
    message: msg("YouTube refused the description: at most 5,000 bytes, without < or >."),
  },
  invalidTags: {
    field: "tags",
    message: msg(
      "YouTube refused the tags: at most 500 characters in all (a tag with a space counts 2 more), without < or >.",
    ),
  },
  invalidCategoryId: { field: "category", message: msg("YouTube refused the video's category.") },
  // Localizations sent without snippet.defaultLanguage (videos/update#errors).
  defaultLanguageNotSet: {
    field: "translations",
    message: msg("YouTube refused the translations: it takes them only with the video's default language set."),
  },
  // status.publishAt refused: the video is (or once was) public, or the time is not one YouTube takes
  // (videos/update#errors: "specified an invalid scheduled publishing time").
  invalidPublishAt: {
    field: "release",
    message: msg(
      "YouTube refused the release time: a release can only be scheduled for a private video that has never been public.",
    ),
  },
};

const WRITE_REASONS: Record<string, string> = {
  forbidden: msg(
    "YouTube refused the change: this video is not on a channel of your Google account, so it can't be changed from here.",
  ),
  insufficientPermissions: msg(
    "Your Google sign-in does not include publishing access any more: grant publishing access again.",
  ),
  invalidVideoMetadata: msg("YouTube refused the video's details as sent. Please try again."),
};

/** A refusal of YouTube's validation: 400, the first field's message, every field in `issues`. */
export class YouTubeFieldError extends AppError {
  readonly issue: { field: string; message: string };

  constructor(issue: { field: string; message: string }) {
    super(400, issue.message, [issue]);
    this.issue = issue;
    this.name = "YouTubeFieldError";
  }
}

function writeErrorFrom(httpStatus: number, body: unknown): AppError {
  const error = youtubeErrorFrom(httpStatus, body);
  const fieldIssue = error.reason ? FIELD_REASONS[error.reason] : undefined;
  if (fieldIssue) return new YouTubeFieldError(fieldIssue);
  const write = error.reason ? WRITE_REASONS[error.reason] : undefined;
  if (write) return new YouTubeApiError(httpStatus === 400 ? 400 : 502, write, error.reason, httpStatus);
  return error;
}

const authorized = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, accept: "application/json" });

/**
 * videos.update of one part (`PUT /videos?part=…`): the part in the body replaces YouTube's whole
 * part, so writing the same body twice leaves the same video and a 5xx is retried.
 */
async function updateVideoPart<T extends z.ZodType>(
  baseUrl: string,
  accessToken: string,
  part: "snippet" | "snippet,localizations" | "status",
  body: { id: string } & Record<string, unknown>,
  schema: T,
): Promise<z.output<T>> {
  const url = new URL(`${baseUrl}/videos`);
  url.search = new URLSearchParams({ part }).toString();
  return fetchJson(
    {
      url,
      init: {
        method: "PUT",
        headers: { ...authorized(accessToken), "content-type": "application/json; charset=UTF-8" },
        body: JSON.stringify(body),
      },
      service: "YouTube",
      policy: DEFAULT_RETRY,
      errorFrom: writeErrorFrom,
    },
    schema,
  );
}

/** The video's snippet and localizations as YouTube has them now; 404 when YouTube no longer shows it (deleted, or not visible). */
export async function readSnippet(
  baseUrl: string,
  accessToken: string,
  youtubeVideoId: string,
): Promise<YouTubeSnippet> {
  const url = new URL(`${baseUrl}/videos`);
  url.search = new URLSearchParams({ part: "snippet,localizations", id: youtubeVideoId }).toString();
  const answer = await fetchJson(
    { url, init: { headers: authorized(accessToken) }, service: "YouTube", errorFrom: writeErrorFrom },
    videoListSchema,
  );
  const item = answer.items?.find((candidate) => candidate.id === youtubeVideoId);
  if (!item)
    throw new AppError(404, msg("This video is not on YouTube any more (or not visible to your Google account)."));
  return toSnippet(item.snippet, item.localizations);
}

/**
 * Writes the whole snippet, and with `withLocalizations` the whole localizations part too
 * (`part=snippet,localizations`: every language YouTube had is replaced by the ones sent, and YouTube
 * takes them only beside snippet.defaultLanguage). Without it, YouTube's localizations stay as they
 * are (a part not named is not written). YouTube's answer (what it now holds) is returned.
 */
export async function writeSnippet(
  baseUrl: string,
  accessToken: string,
  youtubeVideoId: string,
  snippet: YouTubeSnippet,
  withLocalizations = false,
): Promise<YouTubeSnippet> {
  const body = {
    id: youtubeVideoId,
    snippet: {
      title: snippet.title,
      description: snippet.description,
      tags: snippet.tags,
      categoryId: snippet.categoryId,
      ...(snippet.defaultLanguage && { defaultLanguage: snippet.defaultLanguage }),
    },
    ...(withLocalizations && { localizations: snippet.localizations }),
  };
  // The same whole snippet written twice leaves the same video: safe to retry on 5xx.
  const part = withLocalizations ? "snippet,localizations" : "snippet";
  const answer = await updateVideoPart(baseUrl, accessToken, part, body, videoItemSchema);
  // Without the localizations part YouTube's answer leaves them out: they are as they were.
  return toSnippet(answer.snippet, withLocalizations ? answer.localizations : snippet.localizations);
}

/**
 * A video's `status` part as videos.list answers it. videos.update of `status` replaces every mutable
 * property of the part (privacyStatus, publishAt, license, embeddable, publicStatsViewable,
 * selfDeclaredMadeForKids, containsSyntheticMedia: developers.google.com/youtube/v3/docs/videos/update),
 * so a write carries them back as they were, changing only the privacy and the release time.
 */
const statusSchema = z
  .object({
    privacyStatus: z.string(),
    publishAt: z.string().optional(),
    license: z.string().optional(),
    embeddable: z.boolean().optional(),
    publicStatsViewable: z.boolean().optional(),
    madeForKids: z.boolean().optional(),
    selfDeclaredMadeForKids: z.boolean().optional(),
    containsSyntheticMedia: z.boolean().optional(),
  })
  .loose();
export type YouTubeStatus = z.infer<typeof statusSchema>;
const statusListSchema = z.object({ items: z.array(z.object({ id: z.string(), status: statusSchema })).optional() });
const statusVideoSchema = z.object({ id: z.string(), status: statusSchema });

/** The video's status as YouTube has it now; 404 when YouTube no longer shows it. */
export async function readStatus(baseUrl: string, accessToken: string, youtubeVideoId: string): Promise<YouTubeStatus> {
  const url = new URL(`${baseUrl}/videos`);
  url.search = new URLSearchParams({ part: "status", id: youtubeVideoId }).toString();
  const answer = await fetchJson(
    { url, init: { headers: authorized(accessToken) }, service: "YouTube", errorFrom: writeErrorFrom },
    statusListSchema,
  );
  const item = answer.items?.find((candidate) => candidate.id === youtubeVideoId);
  if (!item)
    throw new AppError(404, msg("This video is not on YouTube any more (or not visible to your Google account)."));
  return item.status;
}

/**
 * Writes the status part: private, with `publishAt` (a release) or without (none). YouTube wants
 * privacyStatus private beside publishAt even when the video is private already (videos#status.publishAt).
 */
export async function writeRelease(
  baseUrl: string,
  accessToken: string,
  youtubeVideoId: string,
  now: YouTubeStatus,
  publishAt: Date | null,
): Promise<YouTubeStatus> {
  const kept = {
    ...(now.license !== undefined && { license: now.license }),
    ...(now.embeddable !== undefined && { embeddable: now.embeddable }),
    ...(now.publicStatsViewable !== undefined && { publicStatsViewable: now.publicStatsViewable }),
    // madeForKids is YouTube's read-only verdict; the owner's declaration is what a write sets.
    ...((now.selfDeclaredMadeForKids ?? now.madeForKids) !== undefined && {
      selfDeclaredMadeForKids: now.selfDeclaredMadeForKids ?? now.madeForKids,
    }),
    ...(now.containsSyntheticMedia !== undefined && { containsSyntheticMedia: now.containsSyntheticMedia }),
  };
  const body = {
    id: youtubeVideoId,
    status: { privacyStatus: "private", ...(publishAt && { publishAt: publishAt.toISOString() }), ...kept },
  };
  // The same status written twice leaves the same video: safe to retry on 5xx.
  const answer = await updateVideoPart(baseUrl, accessToken, "status", body, statusVideoSchema);
  return answer.status;
}
