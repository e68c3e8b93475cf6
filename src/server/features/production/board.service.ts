// Issue 13 item 8: the production board, lean and kept per channel version. A card names its
// channel, folder and assignee by id; channels, folders and members are sent once. Each channel's
// part is serialized once per channel version (docs/decisions/016, 022) and the board of every
// channel is those parts joined, so a request builds no card objects while nothing changed.
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { normalizeStage } from "../../../shared/production-stages.ts";
import { isLibraryId } from "../../../shared/schemas/library.ts";
import type { Board, BoardCardAnswer } from "../../../shared/schemas/production.ts";
import { channelVersionCache } from "../../db/channel-version-cache.ts";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { channels, channelVersions, folders, scripts, users, videos } from "../../db/schema.ts";
import { type KeptJson, keepJson } from "../../kept-json.ts";
import { channelNotFound } from "../../library/errors.ts";

export interface BoardFilters {
  channelId?: string;
  assigneeId?: string;
}

/** One channel's part of the board, as JSON array items without their brackets ("" when none). */
interface ChannelPart {
  channel: string;
  folders: string;
  cards: string;
  count: number;
}

const channelParts = channelVersionCache<ChannelPart>();

/**
 * Every video not archived, with its script word count, in board order (by rank within each
 * channel), as the JSON of `Board`. A fixed number of queries for 5 videos or 5,000: the channels'
 * versions and the members, then one query for the channels whose part is not kept at their version.
 * Sent as UTF-8 bytes, kept while the signature (versions, members) is the same.
 */
export async function getBoardJson(db: Db, filters: BoardFilters): Promise<SerializedBoard> {
  if (filters.channelId !== undefined && !isLibraryId(filters.channelId)) throw channelNotFound();
  const [{ wanted, membersJson }] = await boardVersions(db).execute({ channelId: filters.channelId ?? null });
  if (filters.assigneeId !== undefined) {
    // One member's cards: a narrow read, not kept.
    const parts = await computeParts(
      db,
      wanted.map((w) => w.key),
      eq(videos.assigneeId, filters.assigneeId),
    );
    return {
      bytes: encoder.encode(
        joinParts(
          wanted.map((w) => parts.get(w.key)),
          membersJson,
        ),
      ),
    };
  }
  // The same channels at the same versions with the same members: the very bytes sent last time.
  const signature = `${membersJson}${wanted.map((w) => `${w.key}:${w.version}`).join(",")}`;
  const key = filters.channelId ?? "*";
  const kept = answersOf(db).get(key);
  if (kept?.signature === signature) return kept.answer;
  const parts = await channelParts.many(db, wanted, (ids) => computeParts(db, ids));
  // Tagged by the bytes themselves: two instances that built the same signature at different moments
  // never share a tag for different bodies.
  const answer = keepJson(
    joinParts(
      wanted.map((w) => parts.get(w.key)),
      membersJson,
    ),
  );
  keepAnswer(db, key, signature, answer);
  return answer;
}

/** The answer's JSON as UTF-8; kept, tagged and compressed once unless it is one member's cards. */
export type SerializedBoard = KeptJson | { bytes: Uint8Array };

const encoder = new TextEncoder();

/**
 * The last answer per board (a channel's, or "*" for every channel's), by its signature: the
 * channels' versions read for this request and the members' names. Bounded like the parts.
 */
const answers = new WeakMap<Db, Map<string, { signature: string; answer: SerializedBoard }>>();
function answersOf(db: Db) {
  let kept = answers.get(db);
  if (!kept) {
    kept = new Map();
    answers.set(db, kept);
  }
  return kept;
}
function keepAnswer(db: Db, key: string, signature: string, answer: SerializedBoard) {
  const kept = answersOf(db);
  kept.delete(key);
  kept.set(key, { signature, answer });
  if (kept.size > 500) kept.delete(kept.keys().next().value as string);
}

/** The board as an object (tests, and callers that want to read it). */
export async function getBoard(db: Db, filters: BoardFilters): Promise<Board> {
  return JSON.parse(new TextDecoder().decode((await getBoardJson(db, filters)).bytes)) as Board;
}

/**
 * The version of one channel or of every channel (0 before its first change), and the members as
 * JSON (names change without a channel's version): what decides whether the kept board still holds.
 * One prepared statement, one round trip.
 */
const boardVersions = preparedPerDatabase((db) =>
  db
    .select({
      wanted: sql<{ key: string; version: number }[]>`(
        select coalesce(json_agg(json_build_object('key', c.id, 'version', coalesce(v.version, 0)) order by c.name, c.id), '[]')
        from ${channels} c left join ${channelVersions} v on v.channel_id = c.id
        where ${sql.placeholder("channelId")}::uuid is null or c.id = ${sql.placeholder("channelId")}::uuid)`,
      membersJson: sql<string>`(
        select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name, u.id), '[]')::text
        from ${users} u)`,
    })
    .from(sql`(values (1)) as one (n)`)
    .prepare("board_versions"),
);

/** The parts of these channels, by channel id, from one query; channels without cards have none. */
async function computeParts(db: Db, channelIds: string[], condition?: SQL): Promise<Map<string, ChannelPart>> {
  const parts = new Map<string, ChannelPart>();
  if (channelIds.length === 0) return parts;
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      stage: videos.stage,
      rank: videos.boardRank,
      channelId: channels.id,
      channelName: channels.name,
      folderId: folders.id,
      folderName: folders.name,
      assigneeId: videos.assigneeId,
      dueDate: videos.dueDate,
      plannedPublishDate: videos.plannedPublishDate,
      publishedAt: videos.publishedAt,
      wordCount: scripts.wordCount,
      youtubeVideoId: videos.youtubeVideoId,
    })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(channels, eq(channels.id, folders.channelId))
    .leftJoin(scripts, eq(scripts.videoId, videos.id))
    .where(and(ne(videos.status, "archive"), inArray(folders.channelId, channelIds), condition))
    .orderBy(asc(videos.boardRank), asc(videos.id));
  const byChannel = new Map<
    string,
    { channel: { id: string; name: string }; folders: Map<string, object>; cards: BoardCardAnswer[] }
  >();
  for (const r of rows) {
    let group = byChannel.get(r.channelId);
    if (!group) {
      group = { channel: { id: r.channelId, name: r.channelName }, folders: new Map(), cards: [] };
      byChannel.set(r.channelId, group);
    }
    if (!group.folders.has(r.folderId)) {
      group.folders.set(r.folderId, { id: r.folderId, name: r.folderName, channelId: r.channelId });
    }
    group.cards.push({
      id: r.id,
      title: r.title,
      stage: normalizeStage(r.stage),
      rank: r.rank,
      channelId: r.channelId,
      folderId: r.folderId,
      assigneeId: r.assigneeId,
      dueDate: r.dueDate,
      plannedPublishDate: r.plannedPublishDate,
      publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
      wordCount: r.wordCount,
      youtubeVideoId: r.youtubeVideoId,
    });
  }
  for (const id of channelIds) {
    const group = byChannel.get(id);
    parts.set(
      id,
      group
        ? {
            channel: JSON.stringify(group.channel),
            folders: items([...group.folders.values()]),
            cards: items(group.cards),
            count: group.cards.length,
          }
        : { channel: "", folders: "", cards: "", count: 0 },
    );
  }
  return parts;
}

/** A list's JSON without its brackets, to be joined with other channels' lists. */
const items = (list: unknown[]) => JSON.stringify(list).slice(1, -1);

function joinParts(parts: (ChannelPart | undefined)[], membersJson: string): string {
  const present = parts.filter((p): p is ChannelPart => p !== undefined && p.count > 0);
  const list = (pick: (p: ChannelPart) => string) => `[${present.map(pick).join(",")}]`;
  const count = present.reduce((sum, p) => sum + p.count, 0);
  return `{"channels":${list((p) => p.channel)},"folders":${list((p) => p.folders)},"members":${membersJson},"cards":${list((p) => p.cards)},"count":${count}}`;
}
