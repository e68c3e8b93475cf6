/**
 * The address of a channel's audience lessons as CSV: a plain link downloads it (the session cookie
 * goes along), so the browser saves it under the server's file name without holding it in memory.
 */
export const audienceLessonsCsvUrl = (channelId: string) =>
  `/api/channels/${encodeURIComponent(channelId)}/audience-lessons.csv`;
