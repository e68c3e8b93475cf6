// Issue 13 item 3: the production calendar — a month of planned publish dates (and the actual publish
// dates of published videos), per channel or all, and planning a new video on a day.
import { z } from "zod";
import { isCalendarDay, PRODUCTION_STAGES } from "../production-stages.ts";
import { createVideoSchema, videoSchema } from "./library.ts";
import { memberSchema } from "./production.ts";

const MONTH = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = "Month must be a month (YYYY-MM)";

export const calendarQuerySchema = z.object({
  month: z.string({ error: MONTH_MESSAGE }).regex(MONTH, { error: MONTH_MESSAGE }),
  /** One channel's calendar; without it, every channel's. */
  channelId: z.string().max(100).optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** 'Plan a video' on a day: a new Idea in the channel's folder of that day's month. */
export const planVideoSchema = z.object({
  title: createVideoSchema.shape.title,
  plannedPublishDate: z
    .string({ error: "Planned publish date must be a date (YYYY-MM-DD)" })
    .refine(isCalendarDay, { error: "Planned publish date must be a date (YYYY-MM-DD)" }),
});
export type PlanVideoInput = z.input<typeof planVideoSchema>;

export const calendarEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  stage: z.enum(PRODUCTION_STAGES),
  status: videoSchema.shape.status,
  channel: z.object({ id: z.string(), name: z.string() }),
  folder: z.object({ id: z.string(), name: z.string() }),
  assignee: memberSchema.nullable(),
  plannedPublishDate: z.string().nullable(),
  /** The UTC day a published video went out; null before. */
  publishedOn: z.string().nullable(),
  /**
   * The day it shows on: the publish day of a published video, the UTC day of a scheduled release
   * (the browser places it on the member's own day of `releaseAt`), else its planned publish date.
   */
  date: z.string(),
  /**
   * "published": shown on its actual publish day (not rescheduled by dragging); "release": its scheduled
   * release on YouTube, at `releaseAt` (changed on the Publish tab, not by dragging); "planned" otherwise.
   * A video with both a planned date and a release shows twice.
   */
  kind: z.enum(["planned", "published", "release"]),
  /** When YouTube makes it public (ISO), for a "release" entry; null otherwise. */
  releaseAt: z.string().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarSchema = z.object({
  month: z.string(),
  entries: z.array(calendarEntrySchema),
  count: z.number().int(),
});
export type Calendar = z.infer<typeof calendarSchema>;

export const planVideoAnswerSchema = z.object({ message: z.string(), video: videoSchema });
