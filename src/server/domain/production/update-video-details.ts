// The Video Details form's write: title, YouTube URL and keywords, with title and URL changes logged.

import { eq } from "drizzle-orm";
import { toVideo, type Video } from "../../../shared/schemas/library.ts";
import type { Db } from "../../db/client.ts";
import { videos } from "../../db/schema.ts";
import { type ActivityChange, recordActivity } from "../activity/record-activity.ts";
import { lockVideo } from "./video-rows.ts";

/** The Video Details form: title, YouTube URL and keywords; title and URL changes are logged. */
export async function updateVideoDetails(
  db: Db,
  actorId: string,
  videoId: string,
  input: { title?: string; youtubeUrl?: string | null; youtubeVideoId?: string | null; targetKeywords?: string[] },
): Promise<Video> {
  return db.transaction(async (tx) => {
    const row = await lockVideo(tx, videoId);
    const [updated] = await tx
      .update(videos)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.youtubeUrl !== undefined && {
          youtubeUrl: input.youtubeUrl,
          youtubeVideoId: input.youtubeVideoId ?? null,
        }),
        ...(input.targetKeywords !== undefined && { targetKeywords: input.targetKeywords }),
      })
      .where(eq(videos.id, videoId))
      .returning();
    const changes: ActivityChange[] = [];
    if (input.title !== undefined && input.title !== row.title)
      changes.push({ kind: "title", from: row.title, to: input.title });
    if (input.youtubeUrl !== undefined && input.youtubeUrl !== row.youtubeUrl) {
      changes.push({ kind: "url", from: row.youtubeUrl, to: input.youtubeUrl });
    }
    await recordActivity(tx, videoId, actorId, changes);
    return toVideo(updated);
  });
}
