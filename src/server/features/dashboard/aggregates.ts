// The channel dashboard's aggregates, computed by the database (spec §9): sums, rounded averages
// and rates over a channel's videos with metrics, unknown likes and comments left out (decision 013).
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { videoMetrics } from "../../db/schema.ts";

export const number = (expression: SQL) => expression.mapWith(Number);
export const numberOrNull = (expression: SQL) =>
  sql<number | null>`${expression}`.mapWith((v: unknown) => (v === null ? null : Number(v)));
// Sums of bigint columns are numeric: read them as double precision numbers.
export const total = (column: AnyColumn) => number(sql`coalesce(sum(${column}), 0)::float8`);
export const average = (column: AnyColumn) => number(sql`coalesce(round(avg(${column})), 0)::float8`);
// Likes and comments may be unknown (null: hidden on YouTube, comments off). SQL's sum and avg
// leave nulls out, so these count only the videos whose value is known; null when none is known
// (0 for a channel without metrics, as for views). docs/decisions/013-unknown-metrics.md
const someKnown = (column: AnyColumn) => sql`count(${column}) > 0 or count(${videoMetrics.id}) = 0`;
export const knownTotal = (column: AnyColumn) =>
  numberOrNull(sql`case when ${someKnown(column)} then coalesce(sum(${column}), 0)::float8 end`);
export const knownAverage = (column: AnyColumn) =>
  numberOrNull(sql`case when ${someKnown(column)} then coalesce(round(avg(${column})), 0)::float8 end`);
/** part / views over the videos whose part is known, as a percentage; null without such views. */
export const rate = (column: AnyColumn) =>
  numberOrNull(
    sql`(sum(${column})::float8 / nullif(sum(${videoMetrics.views}) filter (where ${column} is not null), 0)::float8 * 100)`,
  );
