// Issue 14: the scheduled sync's answers — a channel's sync status and history, and today's YouTube
// quota use — read by the server's routes and the client's dashboard and admin panel.
import { z } from "zod";

export const syncRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(["scheduled", "manual", "connected"]),
  status: z.enum(["queued", "running", "succeeded", "failed", "skipped"]),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  videosUpdated: z.number().int().nullable(),
  videosImported: z.number().int().nullable(),
  quotaUnits: z.number().int(),
  /** Library videos YouTube did not return (private, deleted or removed): kept, marked "No longer on YouTube". */
  unavailableVideos: z.array(z.object({ videoId: z.string(), youtubeVideoId: z.string(), title: z.string() })),
  /** How many older uploads the uploads playlist's limit (its latest 20,000) left out; null when none. */
  uploadsNotListed: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type SyncRunAnswer = z.infer<typeof syncRunSchema>;

export const channelSyncStatusSchema = z.object({
  /** SYNC_SCHEDULE (UTC), null when scheduled syncs are off. */
  schedule: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  /** The queued or running sync, which the 'Sync YouTube Data' button follows. */
  activeRun: syncRunSchema.nullable(),
  runs: z.array(syncRunSchema),
  /** Set while YouTube's quota is used up: syncing waits for the reset. */
  quotaPaused: z.object({ message: z.string(), resetsAt: z.string() }).nullable(),
  /** The channel's library videos YouTube no longer returns, marked "No longer on YouTube" (rows kept). */
  noLongerOnYouTube: z.array(z.object({ videoId: z.string(), title: z.string(), since: z.string() })),
  /** Set when the channel's YouTube data is older than YouTube's 30 days, or its refreshes keep failing. */
  refreshWarning: z.string().nullable(),
  /**
   * The last successful sync's uploads playlist stopped at YouTube's limit (a channel's latest 20,000
   * uploads) while the channel has more: how many it listed and how many older ones were not synced.
   */
  uploadsNotListed: z.object({ listed: z.number().int(), notListed: z.number().int(), message: z.string() }).nullable(),
});
export type ChannelSyncStatus = z.infer<typeof channelSyncStatusSchema>;

export const quotaUsageSchema = z.object({
  /** The Pacific day (YouTube's quota resets at midnight Pacific time). */
  day: z.string(),
  unitsSpent: z.number().int(),
  dailyQuota: z.number().int(),
  exceeded: z.boolean(),
  resetsAt: z.string(),
});

export type QuotaUsageAnswer = z.infer<typeof quotaUsageSchema>;
