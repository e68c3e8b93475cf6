// Issue 13 item 7: a member's bell (about a video, or a channel for a failed sync) — due reminders computed on read, then the newest 50 with the
// unread count, in two statements whatever the number of notifications.
import { desc, eq, sql } from "drizzle-orm";
import type { NotificationKind, NotificationList } from "../../../shared/schemas/production.ts";
import type { Db } from "../../db/client.ts";
import { channels, notifications, users, videos } from "../../db/schema.ts";
import { computeDueReminders } from "../../domain/notifications/notifications.ts";

const LIST_LIMIT = 50;

export async function listNotifications(db: Db, userId: string, now = new Date()): Promise<NotificationList> {
  await computeDueReminders(db, userId, now);
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      videoId: videos.id,
      videoTitle: videos.title,
      videoDueDate: videos.dueDate,
      channelId: channels.id,
      channelName: channels.name,
      actorId: users.id,
      actorName: users.name,
      guestName: notifications.guestName,
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null) over ()`.mapWith(Number),
    })
    .from(notifications)
    .leftJoin(videos, eq(videos.id, notifications.videoId))
    .leftJoin(channels, eq(channels.id, notifications.channelId))
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      video: r.videoId ? { id: r.videoId, title: r.videoTitle ?? "", dueDate: r.videoDueDate } : null,
      channel: r.channelId ? { id: r.channelId, name: r.channelName ?? "" } : null,
      actor: r.actorId ? { id: r.actorId, name: r.actorName ?? "" } : null,
      guestName: r.guestName,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt ? r.readAt.toISOString() : null,
    })),
    unread: rows[0]?.unread ?? 0,
  };
}

/** The unread count alone, after a change. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} and ${notifications.readAt} is null`);
  return row?.n ?? 0;
}
