export const youtubeKeys = {
  all: ["youtube"] as const,
  status: () => [...youtubeKeys.all, "status"] as const,
  /** A channel's sync status and history (issue 14); polled while a sync is queued or running. */
  syncStatus: (channelId: string) => [...youtubeKeys.all, "sync-status", channelId] as const,
};
