// The audience lessons' figures as CSV, one row per section per video: what a creator checks the
// lessons against, or sorts in a spreadsheet. The header is in the member's language; values stay
// plain (section kinds as their codes, shares as numbers) so that a spreadsheet can sort and sum them.
import { eq } from "drizzle-orm";
import { toCsv } from "../../../shared/csv.ts";
import type { InterfaceLanguage } from "../../../shared/interface-language.ts";
import { msg } from "../../../shared/message.ts";
import type { AudienceLessons } from "../../../shared/schemas/audience-lessons.ts";
import type { Db } from "../../db/client.ts";
import { channels } from "../../db/schema.ts";
import { getAudienceLessons } from "../../domain/channels/audience-lessons.ts";
import { translate } from "../../i18n.ts";

type Row = AudienceLessons["rows"][number];

const COLUMNS: [string, (row: Row) => string | number | boolean | null][] = [
  [msg("Video ID"), (r) => r.videoId],
  [msg("Video title"), (r) => r.videoTitle],
  [msg("Published"), (r) => r.publishedAt?.slice(0, 10) ?? null],
  [msg("Script version"), (r) => r.scriptVersion],
  [msg("Section times from"), (r) => r.spanSource],
  [msg("Hook's hold at 30 s (%)"), (r) => r.hookHold30],
  [msg("Section"), (r) => r.section],
  [msg("Section kind"), (r) => r.kind],
  [msg("Section title"), (r) => r.title],
  [msg("Words"), (r) => r.words],
  [msg("Start (s)"), (r) => r.startSeconds],
  [msg("End (s)"), (r) => r.endSeconds],
  [msg("Viewers at start (%)"), (r) => r.startShare],
  [msg("Viewers at end (%)"), (r) => r.endShare],
  [msg("Drop per minute (points)"), (r) => r.dropPerMinute],
  [msg("Against typical retention (0–1)"), (r) => r.relativePerformance],
  [msg("Steepest drop"), (r) => r.steepestDrop],
  [msg("Rewatch spike"), (r) => r.spike],
];

/** "Numbers Lab" → "numbers-lab"; letters of any script are kept, the rest becomes dashes. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "channel";

export interface LessonsCsv {
  csv: string;
  fileName: string;
}

export async function getAudienceLessonsCsv(
  db: Db,
  channelId: string,
  language: InterfaceLanguage,
): Promise<LessonsCsv> {
  const lessons = await getAudienceLessons(db, channelId);
  const [channel] = await db.select({ name: channels.name }).from(channels).where(eq(channels.id, channelId));
  const header = COLUMNS.map(([name]) => translate(language, name));
  const csv = toCsv(
    header,
    lessons.rows.map((row) => COLUMNS.map(([, value]) => value(row))),
  );
  const day = new Date().toISOString().slice(0, 10);
  return { csv, fileName: `${slug(channel?.name ?? "")}-audience-lessons-${day}.csv` };
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII `filename` for old clients and the real
 * name as UTF-8 in `filename*` (RFC 8187), so a channel named in Japanese keeps its name.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
