// The idea bank (decision 035): idea cards made by hand or from an outlier ("Save as idea"), their
// filters and search, and "Add to board", which makes the video at the Idea stage in the chosen
// channel's folder of this month and links it to the idea (then "in production"), in one transaction.

import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { ideaResearchMaterial } from "../../../shared/idea-research.ts";
import { canDeleteLibraryItem, isLibraryId } from "../../../shared/library-rules.ts";
import { msg } from "../../../shared/message.ts";
import { monthOf } from "../../../shared/month.ts";
import { NOT_FOUND } from "../../../shared/not-found.ts";
import type { Role } from "../../../shared/roles.ts";
import type { Idea, ideaInput, ideasQuery, ideaUpdate } from "../../../shared/schemas/ideas.ts";
import type { Db, Tx } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { channels, ideas, watchedVideos } from "../../db/schema.ts";
import { findOrCreateMonthFolders } from "../../domain/folders/folders.ts";
import { createDraftVideo } from "../../domain/videos/videos.ts";
import { badRequest, conflict, forbidden, notFound } from "../../errors.ts";
import { emitWebhookEvent } from "../../webhooks/emit.ts";
import { findWatchedVideos } from "./outliers.service.ts";

export const IDEAS_PAGE_SIZE = 50;
const ideaNotFound = () => notFound(NOT_FOUND.idea);
type IdeaRow = typeof ideas.$inferSelect;

async function toIdeas(db: Db | Tx, rows: IdeaRow[]): Promise<Idea[]> {
  const sources = await findWatchedVideos(db, [...new Set(rows.flatMap((r) => r.sourceVideoId ?? []))]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    notes: row.notes,
    sourceText: row.sourceText,
    source: row.sourceVideoId ? (sources.get(row.sourceVideoId) ?? null) : null,
    nicheId: row.nicheId,
    targetChannelId: row.targetChannelId,
    tags: row.tags,
    rating: row.rating,
    status: row.status,
    videoId: row.videoId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listIdeas(db: Db, query: z.output<typeof ideasQuery>) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(ideas.status, query.status));
  if (query.nicheId) where.push(isLibraryId(query.nicheId) ? eq(ideas.nicheId, query.nicheId) : sql`false`);
  for (const word of (query.q ?? "").split(/\s+/).filter(Boolean).slice(0, 10)) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const inTags = sql`exists (select 1 from unnest(${ideas.tags}) as tag where tag ilike ${pattern})`;
    where.push(or(ilike(ideas.title, pattern), ilike(ideas.notes, pattern), inTags) as SQL);
  }
  const order =
    query.sort === "rating"
      ? [sql`${ideas.rating} desc nulls last`, desc(ideas.updatedAt)]
      : query.sort === "title"
        ? [asc(ideas.title), asc(ideas.id)]
        : query.sort === "created"
          ? [desc(ideas.createdAt), asc(ideas.id)]
          : [desc(ideas.updatedAt), asc(ideas.id)];
  const rows = await db
    .select({ idea: ideas, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(ideas)
    .where(and(...where))
    .orderBy(...order)
    .limit(IDEAS_PAGE_SIZE)
    .offset((query.page - 1) * IDEAS_PAGE_SIZE);
  return {
    items: await toIdeas(
      db,
      rows.map((r) => r.idea),
    ),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: IDEAS_PAGE_SIZE,
  };
}

export async function getIdea(db: Db, id: string): Promise<Idea> {
  const [row] = await db.select().from(ideas).where(eq(ideas.id, id));
  if (!row) throw ideaNotFound();
  return (await toIdeas(db, [row]))[0];
}

/** "Write script": what the studio's research passes to the model from this idea (404 when it is gone). */
export async function ideaResearchMaterialOf(db: Db, id: string): Promise<string> {
  return ideaResearchMaterial(await getIdea(db, id));
}

type Input = z.output<typeof ideaInput>;
type Update = z.output<typeof ideaUpdate>;

/** Ids an idea refers to must name rows: a clear 400 rather than a foreign-key failure. */
function checkRefs(input: Update) {
  for (const [value, notFoundMessage] of [
    [input.nicheId, msg("Niche not found")],
    [input.targetChannelId, msg("Target channel not found")],
  ] as const) {
    if (value && !isLibraryId(value)) throw badRequest(notFoundMessage);
  }
}

function refError(error: unknown): never {
  if (isForeignKeyViolation(error)) throw badRequest(msg("The niche, target channel or source video does not exist"));
  throw error;
}

export async function createIdea(db: Db, userId: string, input: Input): Promise<Idea> {
  checkRefs(input);
  // Saved from an outlier: its title is the source unless the member wrote one.
  let sourceText = input.sourceText ?? "";
  if (input.sourceVideoId) {
    const [video] = await db
      .select({ title: watchedVideos.title })
      .from(watchedVideos)
      .where(eq(watchedVideos.id, input.sourceVideoId));
    if (!video) throw badRequest(msg("The source video is not among the watched channels' uploads"));
    sourceText ||= video.title;
  }
  try {
    const [row] = await db
      .insert(ideas)
      .values({
        title: input.title,
        notes: input.notes ?? "",
        sourceVideoId: input.sourceVideoId ?? null,
        sourceText,
        nicheId: input.nicheId ?? null,
        targetChannelId: input.targetChannelId ?? null,
        tags: input.tags ?? [],
        rating: input.rating ?? null,
        status: input.status ?? "new",
        userId,
      })
      .returning();
    const [idea] = await toIdeas(db, [row]);
    // After its insert committed (decision 045): the event is kept when the idea is.
    await emitWebhookEvent(db, "idea.created", {
      idea: { id: idea.id, title: idea.title, status: idea.status, notes: idea.notes, tags: idea.tags },
      nicheId: row.nicheId,
      targetChannelId: row.targetChannelId,
      createdBy: userId,
    });
    return idea;
  } catch (error) {
    refError(error);
  }
}

export async function updateIdea(db: Db, id: string, input: Update): Promise<Idea> {
  checkRefs(input);
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return getIdea(db, id);
  try {
    const [row] = await db.update(ideas).set(set).where(eq(ideas.id, id)).returning();
    if (!row) throw ideaNotFound();
    return (await toIdeas(db, [row]))[0];
  } catch (error) {
    refError(error);
  }
}

/** Like the library's items (workspace model): admins, moderators and the member who wrote it. */
export async function deleteIdea(db: Db, actor: { id: string; role: Role }, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ userId: ideas.userId }).from(ideas).where(eq(ideas.id, id)).for("update");
    if (!row) throw ideaNotFound();
    if (!canDeleteLibraryItem(actor, row.userId)) {
      throw forbidden(msg("Only admins, moderators and the creator can delete this idea"));
    }
    await tx.delete(ideas).where(eq(ideas.id, id));
  });
}

/**
 * "Add to board": a video titled like the idea, at the Idea stage, in the channel's folder of this
 * month (made when missing), linked to the idea, which becomes "in production". 404 no idea or
 * channel, 409 the idea is on the board already.
 */
export async function addIdeaToBoard(
  db: Db,
  userId: string,
  id: string,
  channelId: string,
  now = new Date(),
): Promise<Idea> {
  if (!isLibraryId(channelId)) throw notFound(NOT_FOUND.channel);
  return db.transaction(async (tx) => {
    const [idea] = await tx.select().from(ideas).where(eq(ideas.id, id)).for("update");
    if (!idea) throw ideaNotFound();
    if (idea.videoId) throw conflict(msg("This idea is on the board already"));
    const [channel] = await tx.select({ id: channels.id }).from(channels).where(eq(channels.id, channelId));
    if (!channel) throw notFound(NOT_FOUND.channel);
    const folderOf = await findOrCreateMonthFolders(tx, userId, channelId, [monthOf(now)]);
    const video = await createDraftVideo(tx, userId, folderOf.get(monthOf(now)) ?? "", {
      title: idea.title,
      youtubeUrl: null,
      targetKeywords: idea.tags.slice(0, 50),
    });
    const [row] = await tx
      .update(ideas)
      .set({ videoId: video.id, status: "in_production", targetChannelId: channelId })
      .where(eq(ideas.id, id))
      .returning();
    return (await toIdeas(tx, [row]))[0];
  });
}
