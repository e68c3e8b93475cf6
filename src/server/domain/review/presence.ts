// Who has a script open, and who is editing it (decision 036): a row per member and video that its
// browser renews every 15 s and that lapses 45 s after the last renewal, in the database so every
// instance sees it. A member arriving, leaving or starting to edit is announced to the open pages.
import { and, eq, sql } from "drizzle-orm";
import { PRESENCE_TTL_SECONDS, type PresenceState } from "../../../shared/schemas/review.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { scriptPresence, videos } from "../../db/schema.ts";
import { notifyLiveEvent } from "../../events/notify.ts";
import { videoNotFound } from "../errors.ts";

async function announcePresence(db: Db, videoId: string, userId: string) {
  await notifyLiveEvent(db, { type: "presence", videoId, by: userId });
}

export async function updatePresence(db: Db, userId: string, videoId: string, state: PresenceState): Promise<void> {
  try {
    // One statement: the old row (if it was live) tells whether anything others see has changed.
    const rows = (await db.execute(sql`
      with old as (
        select state from ${scriptPresence}
        where video_id = ${videoId} and user_id = ${userId} and expires_at > now()
      ), upsert as (
        insert into ${scriptPresence} (video_id, user_id, state, expires_at)
        values (${videoId}, ${userId}, ${state}, now() + make_interval(secs => ${PRESENCE_TTL_SECONDS}))
        on conflict (video_id, user_id) do update set state = excluded.state, expires_at = excluded.expires_at
        returning 1
      )
      select (select state from old) as old_state, (select count(*) from upsert) as n`)) as unknown as {
      rows: Array<{ old_state: string | null }>;
    };
    if (rows.rows[0]?.old_state !== state) await announcePresence(db, videoId, userId);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw videoNotFound();
    throw error;
  }
}

export async function leavePresence(db: Db, userId: string, videoId: string): Promise<void> {
  const [video] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId));
  if (!video) throw videoNotFound();
  const gone = await db
    .delete(scriptPresence)
    .where(and(eq(scriptPresence.videoId, videoId), eq(scriptPresence.userId, userId)))
    .returning({ state: scriptPresence.state });
  if (gone.length > 0) await announcePresence(db, videoId, userId);
}
