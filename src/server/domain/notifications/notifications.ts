// Issue 13 item 7: in-app notifications. This module is the one writer of `notifications`: an
// assignment notifies the assignee in the assignment's transaction, a note its mentioned members in
// the note's; due reminders are computed when the member reads their notifications, idempotently (one
// per member, video, kind and date); a failed channel sync notifies its channel's owner and the member
// who asked for it. The writers answer the ids they created, which the caller queues for mail once
// its transaction has committed (./notification-mail.ts).

import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { addDays } from "../../../shared/production-stages.ts";
import type { ReviewNotificationKind } from "../../../shared/review-notification-line.ts";
import type { Db, Tx } from "../../db/client.ts";
import { notifications, users } from "../../db/schema.ts";
import { notifyLiveEvent } from "../../events/notify.ts";

/** Today as the server's UTC calendar date (due dates carry no time zone). */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** "Assigned to you", unless members assign themselves; once per video and day. Answers the new ids. */
export async function notifyAssignment(
  tx: Db | Tx,
  actorId: string,
  assigneeId: string,
  videoId: string,
  now = new Date(),
): Promise<string[]> {
  if (assigneeId === actorId) return [];
  const rows = await tx
    .insert(notifications)
    .values({ userId: assigneeId, kind: "assigned", videoId, actorId, key: `assigned:${videoId}:${utcToday(now)}` })
    .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/**
 * "X mentioned you in a note": each member the note mentions (ids that are no member are ignored),
 * never its author, once per note. Answers the new ids.
 */
export async function notifyMentions(
  tx: Db | Tx,
  actorId: string,
  videoId: string,
  noteId: string,
  userIds: string[],
): Promise<string[]> {
  const candidates = userIds.filter((id) => id !== actorId).slice(0, 100);
  if (candidates.length === 0) return [];
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, candidates), ne(users.id, actorId)));
  if (members.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(members.map((m) => ({ userId: m.id, kind: "mentioned", videoId, actorId, key: `mentioned:${noteId}` })))
    .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/**
 * "A sync of {channel} failed": the channel's owner (who connected it) and the member who asked for
 * the run, each once per run. One statement.
 */
export async function notifySyncFailed(db: Db | Tx, runId: string): Promise<void> {
  await db.execute(sql`
    insert into notifications (user_id, kind, channel_id, key)
    select distinct m.user_id, 'sync_failed', r.channel_id, 'sync_failed:' || r.id
    from sync_runs r
    join channels c on c.id = r.channel_id
    cross join lateral (values (c.user_id), (r.requested_by)) as m(user_id)
    where r.id = ${runId} and m.user_id is not null
    on conflict (user_id, key) do nothing`);
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

/** Review notifications (decision 036): kinds the bell and the mail job know. */
export type { ReviewNotificationKind };

/**
 * Notifies members about a review (a request, a comment on their script, a reply, a mention, a
 * decision): ids that are no member and the actor are left out; `key` makes it once per member and
 * cause. A guest's doing carries their name. Answers the new ids (for their mail).
 */
export async function notifyReview(
  tx: Db | Tx,
  input: {
    kind: ReviewNotificationKind;
    videoId: string;
    userIds: string[];
    actorId: string | null;
    guestName?: string | null;
    key: string;
  },
): Promise<string[]> {
  const candidates = [...new Set(input.userIds)].filter((id) => id !== input.actorId).slice(0, 100);
  if (candidates.length === 0) return [];
  const members = await tx.select({ id: users.id }).from(users).where(inArray(users.id, candidates));
  if (members.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      members.map((m) => ({
        userId: m.id,
        kind: input.kind,
        videoId: input.videoId,
        actorId: input.actorId,
        guestName: input.guestName ?? null,
        key: input.key,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
    .returning({ id: notifications.id, userId: notifications.userId });
  // The bell of each member reads again at once (decision 025: an event for that member only).
  for (const row of rows) {
    await notifyLiveEvent(tx, { type: "notification", forUserId: row.userId });
  }
  return rows.map((r) => r.id);
}
