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

/**
 * jsonb refuses the escape of a lone surrogate that JSON.stringify writes for it; a text column stores
 * it as U+FFFD, and so does the log.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const storable = (value: string | null | undefined) => (value == null ? null : value.replace(LONE_SURROGATE, "\ufffd"));

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
      detail: { from: storable(change.from), to: storable(change.to) },
    })),
  );
}
