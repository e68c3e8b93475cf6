// Issue 13 item 7: in-app notifications. This module is the one writer of `notifications`: an
// assignment notifies the assignee in the assignment's transaction; due reminders are computed when
// the member reads their notifications, idempotently (one per member, video, kind and date).
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { addDays } from "../../shared/production-stages.ts";
import { isLibraryId } from "../../shared/schemas/library.ts";
import type { Db, Tx } from "../db/client.ts";
import { notifications } from "../db/schema.ts";

/** Today as the server's UTC calendar date (due dates carry no time zone). */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** "Assigned to you", unless members assign themselves; once per video and day. */
export async function notifyAssignment(
  tx: Db | Tx,
  actorId: string,
  assigneeId: string,
  videoId: string,
  now = new Date(),
): Promise<void> {
  if (assigneeId === actorId) return;
  await tx
    .insert(notifications)
    .values({ userId: assigneeId, kind: "assigned", videoId, actorId, key: `assigned:${videoId}:${utcToday(now)}` })
    .onConflictDoNothing({ target: [notifications.userId, notifications.key] });
}

/**
 * Reminders for the member's videos still in production (not archived, not Published): due tomorrow,
 * or overdue. One statement; a reminder already given is not given again.
 */
export async function computeDueReminders(db: Db, userId: string, now = new Date()): Promise<void> {
  const today = utcToday(now);
  const tomorrow = addDays(today, 1);
  await db.execute(sql`
    insert into notifications (user_id, kind, video_id, key)
    select ${userId}, r.kind, r.id, r.kind || ':' || r.id || ':' || r.due_date
    from (
      select v.id, v.due_date, case when v.due_date < ${today}::date then 'overdue' else 'due_tomorrow' end as kind
      from videos v
      where v.assignee_id = ${userId} and v.status <> 'archive' and v.stage <> 'published'
        and (v.due_date < ${today}::date or v.due_date = ${tomorrow}::date)
    ) r
    on conflict (user_id, key) do nothing`);
}

/** Marks the member's own notifications read (others' ids are ignored); answers how many changed. */
export async function markRead(db: Db, userId: string, target: { ids?: string[]; all?: true }): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const ids = (target.ids ?? []).filter(isLibraryId);
  if (!target.all && ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(target.all ? mine : and(mine, inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}
