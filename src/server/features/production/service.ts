// Issue 13: the production board (one query whatever its size), the members a video can be assigned
// to, and a video's activity log. Writes go through src/server/library/production.ts.
import { and, asc, desc, eq, ne, type SQL } from "drizzle-orm";
import { normalizeStage } from "../../../shared/production-stages.ts";
import { isLibraryId, normalizeVideoStatus } from "../../../shared/schemas/library.ts";
import type { ActivityEntry, ActivityKind, Board, Member } from "../../../shared/schemas/production.ts";
import type { Db } from "../../db/client.ts";
import { channels, folders, scripts, users, videoActivity, videos } from "../../db/schema.ts";
import { channelNotFound, videoNotFound } from "../../library/errors.ts";

export interface BoardFilters {
  channelId?: string;
  assigneeId?: string;
}

/**
 * Every video not archived, with its channel, folder, assignee and script word count, in board
 * order (stage, then rank). One query for 5 videos or 5,000. Archived videos are off the board.
 */
export async function getBoard(db: Db, filters: BoardFilters): Promise<Board> {
  const conditions: SQL[] = [ne(videos.status, "archive")];
  if (filters.channelId !== undefined) {
    if (!isLibraryId(filters.channelId)) throw channelNotFound();
    conditions.push(eq(folders.channelId, filters.channelId));
  }
  if (filters.assigneeId !== undefined) conditions.push(eq(videos.assigneeId, filters.assigneeId));
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      stage: videos.stage,
      status: videos.status,
      dueDate: videos.dueDate,
      plannedPublishDate: videos.plannedPublishDate,
      youtubeVideoId: videos.youtubeVideoId,
      rank: videos.boardRank,
      channel: { id: channels.id, name: channels.name },
      folder: { id: folders.id, name: folders.name },
      assigneeId: users.id,
      assigneeName: users.name,
      assigneeEmail: users.email,
      wordCount: scripts.wordCount,
    })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(channels, eq(channels.id, folders.channelId))
    .leftJoin(users, eq(users.id, videos.assigneeId))
    .leftJoin(scripts, eq(scripts.videoId, videos.id))
    .where(and(...conditions))
    .orderBy(asc(videos.boardRank), asc(videos.id));
  const cards = rows.map((r) => ({
    id: r.id,
    title: r.title,
    stage: normalizeStage(r.stage),
    status: normalizeVideoStatus(r.status),
    channel: r.channel,
    folder: r.folder,
    assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? "", email: r.assigneeEmail ?? "" } : null,
    dueDate: r.dueDate,
    plannedPublishDate: r.plannedPublishDate,
    wordCount: r.wordCount,
    youtubeVideoId: r.youtubeVideoId,
    rank: r.rank,
  }));
  return { cards, count: cards.length };
}

/** The workspace's members, by name: who a video can be assigned to. */
export async function listMembers(db: Db): Promise<Member[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .orderBy(asc(users.name), asc(users.id));
}

/** A video's activity, newest first, with who made each change. */
export async function listActivity(db: Db, videoId: string): Promise<ActivityEntry[]> {
  if (!isLibraryId(videoId)) throw videoNotFound();
  const [video, rows] = await Promise.all([
    db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId)),
    db
      .select({ entry: videoActivity, actor: { id: users.id, name: users.name } })
      .from(videoActivity)
      .leftJoin(users, eq(users.id, videoActivity.userId))
      .where(eq(videoActivity.videoId, videoId))
      .orderBy(desc(videoActivity.createdAt), desc(videoActivity.seq))
      .limit(500),
  ]);
  if (video.length === 0) throw videoNotFound();
  return rows.map(({ entry, actor }) => {
    const detail = (entry.detail ?? {}) as { from?: unknown; to?: unknown };
    return {
      id: entry.id,
      kind: entry.kind as ActivityKind,
      from: typeof detail.from === "string" ? detail.from : null,
      to: typeof detail.to === "string" ? detail.to : null,
      actor: actor?.id ? { id: actor.id, name: actor.name } : null,
      createdAt: entry.createdAt.toISOString(),
    };
  });
}
