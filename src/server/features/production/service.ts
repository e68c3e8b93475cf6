// Issue 13: the members a video can be assigned to, and a video's activity log (the board is in
// board.service.ts). Writes go through src/server/library/production.ts.
import { asc, desc, eq } from "drizzle-orm";
import type { ActivityEntry, ActivityKind, Member } from "../../../shared/schemas/production.ts";
import type { Db } from "../../db/client.ts";
import { users, videoActivity, videos } from "../../db/schema.ts";
import { videoNotFound } from "../../domain/errors.ts";

/** The workspace's members, by name: who a video can be assigned to. */
export async function listMembers(db: Db): Promise<Member[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .orderBy(asc(users.name), asc(users.id));
}

/** A video's activity, newest first, with who made each change. */
export async function listActivity(db: Db, videoId: string): Promise<ActivityEntry[]> {
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
    const detail = (entry.detail ?? {}) as { from?: unknown; to?: unknown; guest?: unknown };
    return {
      id: entry.id,
      kind: entry.kind as ActivityKind,
      from: typeof detail.from === "string" ? detail.from : null,
      to: typeof detail.to === "string" ? detail.to : null,
      actor: actor?.id ? { id: actor.id, name: actor.name } : null,
      via: viaOf(entry.via),
      guest: typeof detail.guest === "string" ? detail.guest : null,
      createdAt: entry.createdAt.toISOString(),
    };
  });
}

/** The `via` the log's default stored (db/actor.ts), as the entry shows it. */
function viaOf(value: unknown): ActivityEntry["via"] {
  const via = value as { token?: unknown; agent?: unknown } | null;
  if (!via || typeof via.token !== "string") return null;
  return { token: via.token, agent: typeof via.agent === "string" ? via.agent : null };
}
