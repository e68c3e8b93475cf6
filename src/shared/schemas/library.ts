// The Content Library's API (channels, month folders, videos): input schemas — one per write; they
// validate the request, document it and drive the client's forms — and the shapes of the answers.
// Spec §3, §5, §7. The video page's schemas are in ./video.ts, the dashboard's in ./dashboard.ts.
import { z } from "zod";
import { languageTagSchema } from "../languages.ts";
import { LIMITS, normalizeVideoStatus, VIDEO_STATUSES } from "../library-rules.ts";
import { msg } from "../message.ts";
import { formatMonth, MONTH_FORMAT_MESSAGE, parseMonth } from "../month.ts";
import { normalizeStage, PRODUCTION_STAGES } from "../production-stages.ts";
import {
  INVALID_CHANNEL_URL_MESSAGE,
  INVALID_VIDEO_URL_MESSAGE,
  normalizeVideoUrl,
  parseChannelUrl,
} from "../youtube-url.ts";
import { wordsPerMinuteInput } from "./channel-voice.ts";

/** `label` is a catalogue key (msg()), translated into the messages that name it. */
export const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: msg("{label} must be at most {max} characters", { label, max }) });

const optionalText = (max: number, label: string) =>
  z
    .string({ error: msg("{label} must be text", { label }) })
    .trim()
    .max(max, { error: msg("{label} must be at most {max} characters", { label, max }) })
    .optional();

const channelName = requiredText(msg("Channel name is required"), LIMITS.name, msg("Channel name"));
const folderName = requiredText(msg("Folder name is required"), LIMITS.name, msg("Folder name"));
export const videoTitle = requiredText(msg("Video title is required"), LIMITS.title, msg("Video title"));
const description = optionalText(LIMITS.description, msg("Description"));

const MONTH_REQUIRED_MESSAGE = msg("Month/Year is required");

/** Any accepted month form ('January 2024', 'Jan 2024', '2024-01') → canonical 'YYYY-MM'. */
export const monthYearInput = z
  .string({ error: MONTH_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: MONTH_REQUIRED_MESSAGE })
  .max(40, { error: MONTH_FORMAT_MESSAGE })
  .transform((value, ctx) => {
    const parsed = parseMonth(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

/** spec §5: a blank URL is stored as null; a non-blank one must be a YouTube video address. */
export const videoUrlInput = z
  .string({ error: INVALID_VIDEO_URL_MESSAGE })
  .trim()
  .max(LIMITS.url, { error: INVALID_VIDEO_URL_MESSAGE })
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const url = normalizeVideoUrl(value);
    if (url) return url;
    ctx.addIssue({ code: "custom", message: INVALID_VIDEO_URL_MESSAGE });
    return z.NEVER;
  });

/** spec §5: keywords are split by comma and trimmed; an empty field gives an empty list. */
export function splitKeywords(text: string): string[] {
  return text
    .split(",")
    .map((k) => k.trim())
    .filter((k) => k !== "");
}

/** Target keywords as a list, or as the form's comma-separated text. */
export const keywordsInput = z
  .union([z.array(z.string()).max(LIMITS.keywords * 2), z.string().max(LIMITS.keyword * LIMITS.keywords)], {
    error: "Target keywords must be a list or comma-separated text",
  })
  .transform((value) => (Array.isArray(value) ? value.flatMap(splitKeywords) : splitKeywords(value)))
  .pipe(
    z
      .array(
        z
          .string()
          .max(LIMITS.keyword, { error: msg("A keyword must be at most {max} characters", { max: LIMITS.keyword }) }),
      )
      .max(LIMITS.keywords, { error: msg("At most {max} keywords", { max: LIMITS.keywords }) }),
  );

// ---------------------------------------------------------------------------------------------
// Inputs

/**
 * Connect a channel by its YouTube address (the Connect dialog: `url` required, name and
 * description optional and defaulted from the address, spec §5), or create one by name alone (the
 * studio's inline "new channel": no `url`, `name` required).
 */
export const createChannelSchema = z
  .object({
    url: z
      .string({ error: INVALID_CHANNEL_URL_MESSAGE })
      .trim()
      .max(LIMITS.url, { error: INVALID_CHANNEL_URL_MESSAGE })
      .optional(),
    name: optionalText(LIMITS.name, msg("Channel name")),
    description,
  })
  .superRefine((value, ctx) => {
    if (value.url === undefined) {
      if (!value.name) ctx.addIssue({ code: "custom", path: ["name"], message: "Channel name is required" });
    } else if (!parseChannelUrl(value.url)) {
      ctx.addIssue({ code: "custom", path: ["url"], message: INVALID_CHANNEL_URL_MESSAGE });
    }
  });
export type CreateChannelInput = z.input<typeof createChannelSchema>;

export const updateChannelSchema = z
  .object({
    name: channelName.optional(),
    description: description.nullable(),
    /** issue 11: how fast the channel's presenter speaks (100–200, default 150). */
    wordsPerMinute: wordsPerMinuteInput.optional(),
    /** The language its videos are spoken in (BCP 47); null clears it (scripts then default to English). */
    language: languageTagSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { error: "Nothing to update" });
export type UpdateChannelInput = z.input<typeof updateChannelSchema>;

export const createFolderSchema = z.object({ name: folderName, monthYear: monthYearInput });
export type CreateFolderInput = z.input<typeof createFolderSchema>;

export const updateFolderSchema = z
  .object({ name: folderName.optional(), monthYear: monthYearInput.optional() })
  .refine((v) => v.name !== undefined || v.monthYear !== undefined, { error: "Nothing to update" });
export type UpdateFolderInput = z.input<typeof updateFolderSchema>;

/** spec §5: non-blank title; a blank URL is stored as null. The studio's save also sends keywords. */
export const createVideoSchema = z.object({
  title: videoTitle,
  youtubeUrl: videoUrlInput.optional(),
  targetKeywords: keywordsInput.optional(),
});
export type CreateVideoInput = z.input<typeof createVideoSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const isoDate = z.string().describe("ISO 8601 date-time");
export const videoStatusSchema = z.enum(VIDEO_STATUSES, { error: "Status must be draft, published or archive" });

export const channelSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The address the channel was connected with; null for a channel created by name. */
  youtubeUrl: z.string().nullable(),
  /** The canonical YouTube id (UC…), filled in when YouTube resolves the channel. */
  youtubeChannelId: z.string().nullable(),
  /** Spoken words a minute (100–200): a script's word target is duration × this. */
  wordsPerMinute: z.number().int(),
  /** BCP 47 tag of the language its videos are spoken in; null when neither YouTube nor a member set one. */
  language: z.string().nullable(),
  /** The member who created it (null once their account is gone). */
  createdBy: z.string().nullable(),
  createdAt: isoDate,
});
export type Channel = z.infer<typeof channelSchema>;

export const channelListSchema = z.object({ channels: z.array(channelSchema) });
export const channelAnswerSchema = z.object({ message: z.string(), channel: channelSchema });

export const folderSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  name: z.string(),
  /** Canonical 'YYYY-MM'. */
  monthYear: z.string(),
  /** 'January 2024'. */
  monthLabel: z.string(),
  videoCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
});
export type Folder = z.infer<typeof folderSchema>;

export const folderListSchema = z.object({ folders: z.array(folderSchema) });
export const folderAnswerSchema = z.object({ message: z.string(), folder: folderSchema });
export const folderDetailSchema = folderSchema.extend({
  channel: z.object({ id: z.string(), name: z.string() }),
});
export type FolderDetail = z.infer<typeof folderDetailSchema>;

export const videoSchema = z.object({
  id: z.string(),
  folderId: z.string(),
  title: z.string(),
  status: videoStatusSchema,
  youtubeUrl: z.string().nullable(),
  /** The 11-character id taken from the URL (thumbnails, matching with YouTube). */
  youtubeVideoId: z.string().nullable(),
  targetKeywords: z.array(z.string()),
  /** Issue 13: the production stage; status follows it unless archived (decision 022). */
  stage: z.enum(PRODUCTION_STAGES),
  /** The assigned member's id, or null. */
  assigneeId: z.string().nullable(),
  /** 'YYYY-MM-DD' or null. */
  dueDate: z.string().nullable(),
  /** 'YYYY-MM-DD' or null. */
  plannedPublishDate: z.string().nullable(),
  /** When it was published (YouTube's time for imported uploads), or null. */
  publishedAt: isoDate.nullable(),
  createdBy: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Video = z.infer<typeof videoSchema>;

export const videoListSchema = z.object({ videos: z.array(videoSchema) });
export const videoAnswerSchema = z.object({ message: z.string(), video: videoSchema });

export const deletedSchema = z.object({
  message: z.string(),
  /** How many videos went with the deleted item (1 for a video). */
  videosDeleted: z.number().int(),
});
export type Deleted = z.infer<typeof deletedSchema>;

export const channelOverviewSchema = z.object({
  channel: channelSchema,
  /** The first 5 folders, newest month first, with their video counts. */
  folders: z.array(folderSchema),
  /** How many folders the channel has in all. */
  folderCount: z.number().int(),
  /** Up to 10 of the channel's videos, newest first. */
  recentVideos: z.array(videoSchema),
});
export type ChannelOverview = z.infer<typeof channelOverviewSchema>;

// ---------------------------------------------------------------------------------------------
// Stored rows → answers (the server's services use these; kept here beside the shapes they build)

export function toChannel(row: {
  id: string;
  name: string;
  description: string | null;
  youtubeUrl: string | null;
  youtubeChannelId: string | null;
  wordsPerMinute: number;
  language: string | null;
  userId: string | null;
  createdAt: Date;
}): Channel {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    youtubeUrl: row.youtubeUrl,
    youtubeChannelId: row.youtubeChannelId,
    wordsPerMinute: row.wordsPerMinute,
    language: row.language,
    createdBy: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toFolder(row: {
  id: string;
  channelId: string;
  name: string;
  monthYear: string;
  userId: string | null;
  createdAt: Date;
  videoCount: number;
}): Folder {
  return {
    id: row.id,
    channelId: row.channelId,
    name: row.name,
    monthYear: row.monthYear,
    monthLabel: formatMonth(row.monthYear),
    videoCount: Number(row.videoCount),
    createdBy: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toVideo(row: {
  id: string;
  folderId: string;
  title: string;
  status: string;
  youtubeUrl: string | null;
  youtubeVideoId: string | null;
  targetKeywords: string[];
  stage: string;
  assigneeId: string | null;
  dueDate: string | null;
  plannedPublishDate: string | null;
  publishedAt: Date | null;
  userId: string | null;
  createdAt: Date;
  updatedAt: Date;
}): Video {
  return {
    id: row.id,
    folderId: row.folderId,
    title: row.title,
    status: normalizeVideoStatus(row.status),
    youtubeUrl: row.youtubeUrl,
    youtubeVideoId: row.youtubeVideoId,
    targetKeywords: row.targetKeywords,
    stage: normalizeStage(row.stage),
    assigneeId: row.assigneeId,
    dueDate: row.dueDate,
    plannedPublishDate: row.plannedPublishDate,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    createdBy: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
