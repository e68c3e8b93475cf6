// Niches and their watched channels: "New niche", "Watch channel" (any public channel by address,
// @handle or id; the workspace's own connected channels too) and removing either. Watching resolves
// the channel with one channels.list call (its uploads playlist comes with it) and queues the first read.

import { and, asc, count, eq, inArray, notExists } from "drizzle-orm";
import { canDeleteLibraryItem } from "../../../shared/library-rules.ts";
import { msg } from "../../../shared/message.ts";
import { NOT_FOUND } from "../../../shared/not-found.ts";
import type { Role } from "../../../shared/roles.ts";
import type { Niche } from "../../../shared/schemas/ideas.ts";
import type { Db, Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { channels, nicheChannels, niches, watchedChannels, watchedVideos } from "../../db/schema.ts";
import { conflict, forbidden, notFound } from "../../errors.ts";
import type { QuotaMeter } from "../../youtube/client.ts";
import { requireYouTubeClient } from "../../youtube/credentials.ts";
import { addUnits, pacificDay } from "../../youtube/quota.ts";
import { type IdeasJobDeps, queueFirstRead } from "./read-jobs.ts";

const _UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const nicheNotFound = () => notFound(NOT_FOUND.niche);

export async function listNiches(db: Db): Promise<Niche[]> {
  const rows = await db.select().from(niches).orderBy(asc(niches.name));
  if (rows.length === 0) return [];
  const members = await db
    .select({
      nicheId: nicheChannels.nicheId,
      id: watchedChannels.id,
      youtubeChannelId: watchedChannels.youtubeChannelId,
      title: watchedChannels.title,
      lastReadAt: watchedChannels.lastReadAt,
      libraryChannelId: watchedChannels.libraryChannelId,
    })
    .from(nicheChannels)
    .innerJoin(watchedChannels, eq(watchedChannels.id, nicheChannels.watchedChannelId))
    .orderBy(asc(watchedChannels.title));
  const ids = [...new Set(members.map((m) => m.id))];
  const uploads = ids.length
    ? await db
        .select({ id: watchedVideos.watchedChannelId, n: count() })
        .from(watchedVideos)
        .where(inArray(watchedVideos.watchedChannelId, ids))
        .groupBy(watchedVideos.watchedChannelId)
    : [];
  const uploadsOf = new Map(uploads.map((u) => [u.id, u.n]));
  return rows.map((niche) => ({
    id: niche.id,
    name: niche.name,
    channels: members
      .filter((m) => m.nicheId === niche.id)
      .map((m) => ({
        id: m.id,
        youtubeChannelId: m.youtubeChannelId,
        title: m.title,
        lastReadAt: m.lastReadAt?.toISOString() ?? null,
        uploads: uploadsOf.get(m.id) ?? 0,
        own: m.libraryChannelId !== null,
      })),
  }));
}

async function oneNiche(db: Db, id: string): Promise<Niche> {
  const niche = (await listNiches(db)).find((n) => n.id === id);
  if (!niche) throw nicheNotFound();
  return niche;
}

export async function createNiche(db: Db, userId: string, name: string): Promise<Niche> {
  try {
    const [row] = await db.insert(niches).values({ name, userId }).returning();
    return { id: row.id, name: row.name, channels: [] };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg('A niche named "{name}" already exists'), { name });
    throw error;
  }
}

export async function renameNiche(db: Db, id: string, name: string): Promise<Niche> {
  try {
    const [row] = await db.update(niches).set({ name }).where(eq(niches.id, id)).returning();
    if (!row) throw nicheNotFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg('A niche named "{name}" already exists'), { name });
    throw error;
  }
  return oneNiche(db, id);
}

/** Removes the niche; channels no other niche watches go with their uploads. */
export async function deleteNiche(db: Db, actor: { id: string; role: Role }, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ userId: niches.userId }).from(niches).where(eq(niches.id, id)).for("update");
    if (!row) throw nicheNotFound();
    // Like the library's items (workspace model): admins, moderators and the member who made it.
    if (!canDeleteLibraryItem(actor, row.userId)) {
      throw forbidden(msg("Only admins, moderators and the creator can delete this niche"));
    }
    await tx.delete(niches).where(eq(niches.id, id));
    await dropUnwatched(tx);
  });
}

async function dropUnwatched(tx: Db | Tx) {
  await tx
    .delete(watchedChannels)
    .where(notExists(tx.select().from(nicheChannels).where(eq(nicheChannels.watchedChannelId, watchedChannels.id))));
}

/**
 * "Watch channel": resolves the address (one channels.list call, counted in today's quota), adds the
 * channel to the niche and queues its first read. 404 no such niche or channel, 409 already watched
 * in this niche, 503 YouTube not configured.
 */
export async function watchChannel(
  deps: IdeasJobDeps,
  userId: string,
  nicheId: string,
  address: string,
): Promise<Niche> {
  const { db } = deps;
  const [niche] = await db.select({ id: niches.id }).from(niches).where(eq(niches.id, nicheId));
  if (!niche) throw nicheNotFound();
  const now = deps.now?.() ?? new Date();
  const meter: QuotaMeter = { units: 0 };
  let remote: Awaited<ReturnType<Awaited<ReturnType<typeof requireYouTubeClient>>["resolveChannel"]>>;
  try {
    remote = await (await requireYouTubeClient(deps, userId, undefined, meter)).resolveChannel(address);
  } finally {
    await addUnits(db, meter.units, pacificDay(now));
  }
  const [own] = await db.select({ id: channels.id }).from(channels).where(eq(channels.youtubeChannelId, remote.id));
  const watched = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(watchedChannels)
      .values({
        youtubeChannelId: remote.id,
        title: remote.title,
        uploadsPlaylistId: remote.uploadsPlaylistId,
        libraryChannelId: own?.id ?? null,
        userId,
      })
      .onConflictDoUpdate({ target: watchedChannels.youtubeChannelId, set: { title: remote.title } })
      .returning();
    const added = await tx
      .insert(nicheChannels)
      .values({ nicheId, watchedChannelId: row.id })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) throw conflict(msg("{title} is already watched in this niche"), { title: remote.title });
    return row;
  });
  if (!watched.lastReadAt) await queueFirstRead(deps, watched.id, userId);
  return oneNiche(db, nicheId);
}

/** Stops watching a channel in a niche; a channel no niche watches any more goes with its uploads. */
export async function unwatchChannel(db: Db, nicheId: string, watchedChannelId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(nicheChannels)
      .where(and(eq(nicheChannels.nicheId, nicheId), eq(nicheChannels.watchedChannelId, watchedChannelId)))
      .returning();
    if (removed.length === 0) throw notFound(NOT_FOUND.watchedChannel);
    await dropUnwatched(tx);
  });
}
