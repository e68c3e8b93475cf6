// Issue 13 items 2 and 8: the production board, paged and filtered on the server. Each column sends
// its first cards that match the filters (50 unless "Show more" asked for more), so the workspace's
// whole board is a few hundred cards whatever the number of videos. A card names its channel, folder
// and assignee by id; channels, folders and members are sent once. An answer is kept, serialized and
// compressed once (decision 028), per filters while the channels' versions and the members are the
// same (decisions 016, 022, 029).
import { and, asc, eq, ilike, isNull, ne, type SQL, sql } from "drizzle-orm";
import { isDatedWindow, parseColumnLimits } from "../../../shared/board-paging.ts";
import { DEFAULT_LANGUAGE } from "../../../shared/languages.ts";
import { lengthUnit } from "../../../shared/length.ts";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { addDays, normalizeStage, PRODUCTION_STAGES, type ProductionStage } from "../../../shared/production-stages.ts";
import type { BoardCardAnswer, BoardQuery } from "../../../shared/schemas/production.ts";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { channels, channelVersions, folders, scripts, users, videos } from "../../db/schema.ts";
import { channelNotFound } from "../../domain/errors.ts";
import { withChannelAndScript } from "../../domain/videos/video-joins.ts";
import { type KeptJson, keepJson } from "../../kept-json.ts";

/**
 * The board's answer as JSON bytes: each column's first cards matching `query`, in board order, with
 * each column's count and the first card not sent. Two queries on a first read (the channels'
 * versions with the members, then the cards), one while the same answer still holds.
 */
export async function getBoardJson(db: Db, query: BoardQuery): Promise<KeptJson> {
  if (query.channelId !== undefined && !isLibraryId(query.channelId)) throw channelNotFound();
  const limits = parseColumnLimits(query.limits);
  const today = query.today ?? new Date().toISOString().slice(0, 10);
  // The answer depends on nothing else than these: a day only matters to a due window.
  const key = JSON.stringify([
    query.channelId ?? null,
    query.assigneeId ?? null,
    query.search?.trim() ?? "",
    query.due ?? "any",
    isDatedWindow(query.due) ? today : null,
    limits,
  ]);
  return keptBoard(db, key, query.channelId ?? null, (members) =>
    readBoard(db, boardConditions(query, today), limits, members),
  );
}

/**
 * "Mine" (issue 13 item 4): every video assigned to this member and not yet published, in every
 * column (no page: a member's own work is read whole). The answer has the board's shape.
 */
export async function getMyWorkJson(db: Db, memberId: string): Promise<KeptJson> {
  const filters = [eq(videos.assigneeId, memberId), ne(videos.stage, "published")];
  return keptBoard(db, `mine:${memberId}`, null, (members) => readBoard(db, filters, null, members));
}

/** The filters as conditions on a video (its folder joined): the same rules the filters bar names. */
function boardConditions(query: BoardQuery, today: string): SQL[] {
  const conditions: SQL[] = [];
  if (query.channelId !== undefined) conditions.push(eq(folders.channelId, query.channelId));
  if (query.assigneeId === "unassigned") conditions.push(isNull(videos.assigneeId));
  else if (query.assigneeId !== undefined) conditions.push(eq(videos.assigneeId, query.assigneeId));
  const search = query.search?.trim();
  // The words as typed: %, _ and \ match themselves.
  if (search) conditions.push(ilike(videos.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  switch (query.due ?? "any") {
    case "overdue":
      // Overdue: due before today and not yet published (what turns a card's date red).
      conditions.push(sql`${videos.dueDate} < ${today}::date`, ne(videos.stage, "published"));
      break;
    case "week":
      conditions.push(sql`${videos.dueDate} <= ${addDays(today, 7)}::date`);
      break;
    case "month":
      conditions.push(sql`${videos.dueDate} <= ${addDays(today, 30)}::date`);
      break;
    case "none":
      conditions.push(isNull(videos.dueDate));
      break;
  }
  return conditions;
}

/**
 * The last answers by their filters, each with its signature (the channels' versions read for the
 * request, and the members' names). Bounded: the least recently used goes first.
 */
const answers = new WeakMap<Db, Map<string, { signature: string; answer: KeptJson }>>();
const KEPT_ANSWERS = 200;

async function keptBoard(
  db: Db,
  key: string,
  channelId: string | null,
  read: (membersJson: string) => Promise<string>,
): Promise<KeptJson> {
  const [{ versions, membersJson }] = await boardVersions(db).execute({ channelId });
  const signature = `${membersJson}${versions}`;
  let kept = answers.get(db);
  if (!kept) {
    kept = new Map();
    answers.set(db, kept);
  }
  const hit = kept.get(key);
  kept.delete(key);
  if (hit?.signature === signature) {
    kept.set(key, hit);
    return hit.answer;
  }
  // Tagged by the bytes themselves: two instances that built the same signature at different moments
  // never share a tag for different bodies.
  const answer = keepJson(await read(membersJson));
  kept.set(key, { signature, answer });
  if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
  return answer;
}

/**
 * The versions of one channel or of every channel (0 before its first change), and the members as
 * JSON (names change without a channel's version): what decides whether a kept board still holds.
 * One prepared statement, one round trip.
 */
const boardVersions = preparedPerDatabase((db) =>
  db
    .select({
      versions: sql<string>`(
        select coalesce(string_agg(c.id || ':' || coalesce(v.version, 0), ',' order by c.id), '')
        from ${channels} c left join ${channelVersions} v on v.channel_id = c.id
        where ${sql.placeholder("channelId")}::uuid is null or c.id = ${sql.placeholder("channelId")}::uuid)`,
      membersJson: sql<string>`(
        select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name, u.id), '[]')::text
        from ${users} u)`,
    })
    .from(sql`(values (1)) as one (n)`)
    .prepare("board_versions"),
);

/**
 * One query: the videos not archived that match, numbered within their column in board order (rank,
 * then id), each with its column's count; of each column the first `limits[stage]` cards and the one
 * after them (where "Show more" goes on, and what a card dropped at the end of a partly sent column is
 * placed above). `limits` null: every card.
 */
async function readBoard(
  db: Db,
  filters: SQL[],
  limits: Record<ProductionStage, number> | null,
  membersJson: string,
): Promise<string> {
  const ranked = withChannelAndScript(
    db
      .select({
        id: videos.id,
        title: videos.title,
        stage: videos.stage,
        rank: videos.boardRank,
        channelId: folders.channelId,
        channelName: sql<string>`${channels.name}`.as("channel_name"),
        folderId: videos.folderId,
        folderName: sql<string>`${folders.name}`.as("folder_name"),
        assigneeId: videos.assigneeId,
        dueDate: videos.dueDate,
        plannedPublishDate: videos.plannedPublishDate,
        publishedAt: videos.publishedAt,
        wordCount: scripts.wordCount,
        language: sql<string | null>`coalesce(${videos.language}, ${channels.language})`.as("language"),
        youtubeVideoId: videos.youtubeVideoId,
        place:
          sql<number>`(row_number() over (partition by ${videos.stage} order by ${videos.boardRank}, ${videos.id}))::int`.as(
            "place",
          ),
        total: sql<number>`(count(*) over (partition by ${videos.stage}))::int`.as("total"),
      })
      .from(videos)
      .$dynamic(),
  )
    .where(and(ne(videos.status, "archive"), ...filters))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(
      limits === null
        ? undefined
        : sql`${ranked.place} <= coalesce((${JSON.stringify(limits)}::jsonb ->> ${ranked.stage})::int, 0) + 1`,
    )
    .orderBy(asc(ranked.rank), asc(ranked.id));

  const columns = Object.fromEntries(PRODUCTION_STAGES.map((s) => [s, { total: 0, next: null as string | null }]));
  const channelList = new Map<string, string>();
  const folderList = new Map<string, string>();
  const cards: BoardCardAnswer[] = [];
  for (const r of rows) {
    const stage = normalizeStage(r.stage);
    const column = columns[stage];
    column.total = r.total;
    if (limits !== null && r.place > limits[stage]) {
      column.next = r.id;
      continue;
    }
    if (!channelList.has(r.channelId))
      channelList.set(r.channelId, JSON.stringify({ id: r.channelId, name: r.channelName }));
    if (!folderList.has(r.folderId)) {
      folderList.set(r.folderId, JSON.stringify({ id: r.folderId, name: r.folderName, channelId: r.channelId }));
    }
    cards.push({
      id: r.id,
      title: r.title,
      stage,
      rank: r.rank,
      channelId: r.channelId,
      folderId: r.folderId,
      assigneeId: r.assigneeId,
      dueDate: r.dueDate,
      plannedPublishDate: r.plannedPublishDate,
      publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
      wordCount: r.wordCount,
      lengthUnit: lengthUnit(r.language ?? DEFAULT_LANGUAGE),
      youtubeVideoId: r.youtubeVideoId,
    });
  }
  const count = Object.values(columns).reduce((sum, c) => sum + c.total, 0);
  return `{"channels":[${[...channelList.values()].join(",")}],"folders":[${[...folderList.values()].join(",")}],"members":${membersJson},"cards":${JSON.stringify(cards)},"columns":${JSON.stringify(columns)},"count":${count}}`;
}
