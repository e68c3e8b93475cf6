// A video planned on the calendar: a draft at the Idea stage in its month's folder.

import { eq } from "drizzle-orm";
import type { Video } from "../../../shared/schemas/library.ts";
import type { Db } from "../../db/client.ts";
import { channels } from "../../db/schema.ts";
import { channelNotFound } from "../errors.ts";
import { findOrCreateMonthFolders } from "../folders/folders.ts";
import { createDraftVideo } from "../videos/videos.ts";

/**
 * 'Plan a video' on the production calendar: a new Idea with that planned publish date in the
 * channel's folder of the date's month (its oldest folder of that month, or a new one named like
 * 'November 2026'), with its activity lines. 404 when the channel does not exist. The channel row is
 * locked, so two plans for a month without a folder make one folder, not two.
 */
export async function planVideo(
  db: Db,
  actorId: string,
  channelId: string,
  input: { title: string; plannedPublishDate: string },
): Promise<Video> {
  return db.transaction(async (tx) => {
    const [channel] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.id, channelId))
      .for("update");
    if (!channel) throw channelNotFound();
    const month = input.plannedPublishDate.slice(0, 7);
    const folderId = (await findOrCreateMonthFolders(tx, actorId, channelId, [month])).get(month);
    if (!folderId) throw channelNotFound();
    return createDraftVideo(tx, actorId, folderId, {
      title: input.title,
      youtubeUrl: null,
      targetKeywords: [],
      plannedPublishDate: input.plannedPublishDate,
    });
  });
}
