// Publishing to YouTube (the video page's Publish tab): which packaging fields can be applied to the
// video on YouTube, the field-by-field difference shown first, and the record kept of each apply so
// "Undo on YouTube" can put back what YouTube had.
import { z } from "zod";
import { msg } from "../message.ts";
import { isoDate } from "./library.ts";

/** The packaging fields "Apply to YouTube" writes, in the order the difference lists them. */
export const PUBLISHABLE_FIELDS = ["title", "description", "tags", "translations"] as const;
export type PublishableField = (typeof PUBLISHABLE_FIELDS)[number];

export const PUBLISHABLE_FIELD_LABELS: Record<PublishableField, string> = {
  title: "Title",
  description: "Description (with chapters and hashtags)",
  tags: "Tags",
  translations: "Language and translations",
};

/** One language's title and description on YouTube (the video's `localizations`, keyed by BCP 47 tag). */
export const youtubeLocalizationSchema = z.object({ title: z.string(), description: z.string() });

/** A video's snippet as YouTube holds it: what an apply writes and an undo puts back. */
export const youtubeSnippetSchema = z.object({
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  categoryId: z.string(),
  defaultLanguage: z.string().nullable(),
  /** The title and description per language (YouTube's localizations part); {} when none. */
  localizations: z.record(z.string(), youtubeLocalizationSchema).default({}),
});
export type YouTubeSnippet = z.infer<typeof youtubeSnippetSchema>;

export const publishingApplicationSchema = z.object({
  id: z.string(),
  youtubeVideoId: z.string(),
  fields: z.array(z.enum(PUBLISHABLE_FIELDS)),
  /** What YouTube had before the apply: "Undo on YouTube" writes these fields back. */
  before: youtubeSnippetSchema,
  after: youtubeSnippetSchema,
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  appliedAt: isoDate,
  undoneAt: isoDate.nullable(),
});
export type PublishingApplication = z.infer<typeof publishingApplicationSchema>;

/** The video's thumbnail image (checked against YouTube's rules when uploaded), when it has one. */
export const thumbnailSummarySchema = z.object({
  contentType: z.enum(["image/png", "image/jpeg"]),
  width: z.number().int(),
  height: z.number().int(),
  uploadedAt: isoDate,
  /** When this image was set on YouTube; null until then. */
  setOnYouTubeAt: isoDate.nullable(),
});
export type ThumbnailSummary = z.infer<typeof thumbnailSummarySchema>;

/** GET /api/videos/{id}/publishing: what the Publish tab may offer this member, and why not. */
export const publishingStateSchema = z.object({
  youtubeVideoId: z.string().nullable(),
  /** Whether this member may publish this video now; `unavailable` says why not. */
  mayPublish: z.boolean(),
  unavailable: z.string().nullable(),
  /** Whether this member may upload the video file now (not on YouTube yet, publishing access granted). */
  mayUpload: z.boolean(),
  /** Whether the member may grant publishing access (admins and moderators), and has. */
  canGrantAccess: z.boolean(),
  publishingAccess: z.boolean(),
  quota: z.object({ remaining: z.number().int(), dailyQuota: z.number().int(), resetsAt: isoDate }),
  /** Units of the shared daily budget each action spends (the cost table, server side). */
  costs: z.object({
    difference: z.number().int(),
    apply: z.number().int(),
    undo: z.number().int(),
    thumbnail: z.number().int(),
    /** Setting, changing or cancelling the release time (a videos.list and a videos.update of status). */
    release: z.number().int(),
  }),
  thumbnail: thumbnailSummarySchema.nullable(),
  /** The packaging's first thumbnail text, shown over the image in the previews. */
  thumbnailText: z.string().nullable(),
  /**
   * Whether the video is meant to be a Short (`#shorts` in the title or description it would upload
   * with): the Publish tab then checks a chosen file's size and length against YouTube's Shorts rule.
   */
  meantAsShort: z.boolean(),
  /** The newest apply not yet undone, if any: what "Undo on YouTube" would put back. */
  undoable: publishingApplicationSchema.nullable(),
  /** The video's scheduled release on YouTube (private until then), if one is set. */
  release: z.object({ publishAt: isoDate, youtubeVideoId: z.string() }).nullable(),
});
export type PublishingState = z.infer<typeof publishingStateSchema>;

export const fieldDifferenceSchema = z.object({
  field: z.enum(PUBLISHABLE_FIELDS),
  label: z.string(),
  onYouTube: z.string(),
  /** Null when the packaging has nothing for it (no title picked yet). */
  inPackaging: z.string().nullable(),
  differs: z.boolean(),
});
export type FieldDifference = z.infer<typeof fieldDifferenceSchema>;

/** GET /api/videos/{id}/publishing/difference: YouTube now beside the packaging, field by field. */
export const publishingDifferenceSchema = z.object({
  youtubeVideoId: z.string(),
  fields: z.array(fieldDifferenceSchema),
  /** YouTube's category and language, kept as they are by an apply. */
  categoryId: z.string(),
  defaultLanguage: z.string().nullable(),
});
export type PublishingDifference = z.infer<typeof publishingDifferenceSchema>;

/** POST /api/videos/{id}/publishing/apply: the fields to write, at least one, each once. */
export const applyPackagingSchema = z.object({
  fields: z
    .array(z.enum(PUBLISHABLE_FIELDS, { error: "Choose title, description, tags or translations" }))
    .min(1, { error: "Choose at least one field to apply" })
    .max(PUBLISHABLE_FIELDS.length, { error: "Each field can be chosen once" })
    .refine((fields) => new Set(fields).size === fields.length, { error: "Each field can be chosen once" }),
});
export type ApplyPackagingInput = z.input<typeof applyPackagingSchema>;

export const publishingAnswerSchema = z.object({ message: z.string(), application: publishingApplicationSchema });
export type PublishingAnswer = z.infer<typeof publishingAnswerSchema>;

/** A refusal of YouTube's own validation, next to the field it names (`issues[].field`). */
export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const thumbnailSavedSchema = z.object({ message: z.string(), thumbnail: thumbnailSummarySchema });
export const messageSchema = z.object({ message: z.string() });

/**
 * A release time: an ISO date and time at least a minute ahead. YouTube publishes a video whose
 * publishAt is already past right away (developers.google.com/youtube/v3/docs/videos#status.publishAt),
 * so a time that has passed by the time it reaches YouTube would make the video public at once.
 */
const releaseTime = z.iso
  .datetime({ offset: true, error: msg("The release time must be a date and time") })
  .refine((value) => Date.parse(value) > Date.now() + 60_000, { error: msg("The release time must be in the future") });

/** POST /api/videos/{id}/publishing/uploads: the file about to be sent (its bytes come in chunks). */
export const startUploadSchema = z.object({
  size: z
    .number({ error: "The file's size must be a number of bytes" })
    .int({ error: "The file's size must be a whole number of bytes" })
    .min(1, { error: "The file is empty" })
    .max(256 * 1024 ** 3, { error: "YouTube takes files up to 256 GB" }),
  contentType: z.string().regex(/^(video\/[\w.+-]+|application\/octet-stream)$/, { error: "Choose a video file" }),
  /**
   * The release time (status.publishAt): YouTube keeps the video private and makes it public then,
   * even when this server is down. Must be in the future.
   */
  publishAt: releaseTime.nullable().optional(),
});
export type StartUploadInput = z.input<typeof startUploadSchema>;

/** An upload as the server and YouTube see it: how many bytes YouTube confirmed, and the video once done. */
export const uploadStateSchema = z.object({
  id: z.string(),
  size: z.number().int(),
  received: z.number().int(),
  /** The most a chunk may carry (the browser sends this much each time, the last one less). */
  chunkBytes: z.number().int(),
  done: z.boolean(),
  youtubeVideoId: z.string().nullable(),
  privacyStatus: z.string().nullable(),
  /** The release time asked of YouTube, ISO. */
  publishAt: isoDate.nullable(),
  /** Set when YouTube dropped the release time and locked the video private: what the owner must do. */
  auditLocked: z.string().nullable(),
});
export type UploadState = z.infer<typeof uploadStateSchema>;

/** A chunk's answer: `lost` says a connection dropped and the upload resumes from `received`. */
export const chunkAnswerSchema = uploadStateSchema.extend({ lost: z.string().nullable() });

/** PUT /api/videos/{id}/publishing/release: when YouTube makes the (private) video public. */
export const setReleaseSchema = z.object({ publishAt: releaseTime });
export type SetReleaseInput = z.input<typeof setReleaseSchema>;

/** A release set, changed or cancelled: what YouTube now holds (null publishAt: none scheduled). */
export const releaseAnswerSchema = z.object({
  message: z.string(),
  release: z.object({ publishAt: isoDate, youtubeVideoId: z.string() }).nullable(),
});
export type ReleaseAnswer = z.infer<typeof releaseAnswerSchema>;
