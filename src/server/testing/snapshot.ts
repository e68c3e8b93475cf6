import { type Db, execute, sql } from "../db/client.ts";

/**
 * Every table's row count and an md5 of its rows (in a fixed order), in one statement: two equal
 * snapshots mean the same data. Includes drizzle's migration journal when `schemas` asks for it.
 */
export async function databaseSnapshot(db: Db, schemas: string[] = ["public"]): Promise<Record<string, string>> {
  const list = sql.join(
    schemas.map((s) => sql`${s}`),
    sql`, `,
  );
  const tables = (await execute(
    db,
    sql`select schemaname, tablename from pg_tables where schemaname in (${list}) order by schemaname, tablename`,
  )) as Array<{ schemaname: string; tablename: string }>;
  if (tables.length === 0) return {};
  const query = tables
    .map(({ schemaname, tablename }) => {
      const name = `${schemaname}.${tablename}`;
      return `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as sum from "${schemaname}"."${tablename}" r`;
    })
    .join(" union all ");
  const rows = (await execute(db, sql.raw(query))) as Array<{ name: string; sum: string }>;
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}
