// Issue 13 item 5: a video's activity log. This module is the one writer of `video_activity`
// (decision 022); every library write that changes what a team follows (stage, assignee, dates,
// title, URL, status, script versions, notes) records its entries in the same transaction.
import type { ActivityKind } from "../../shared/schemas/production.ts";
import type { Db, Tx } from "../db/client.ts";
import { videoActivity } from "../db/schema.ts";

export interface ActivityChange {
  kind: ActivityKind;
  from?: string | null;
  to?: string | null;
}

/** Appends the changes to the video's log, as made by `userId` (null: the sync, or nobody known). */
export async function recordActivity(
  db: Db | Tx,
  videoId: string,
  userId: string | null,
  changes: ActivityChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(videoActivity).values(
    changes.map((change) => ({
      videoId,
      userId,
      kind: change.kind,
      detail: { from: change.from ?? null, to: change.to ?? null },
    })),
  );
}
