// The outliers page and the idea bank, computed once per data version (decision 035, as 016 and 028
// for the library): every request reads the two versions (one prepared statement over two rows), so an
// answer is never older than the data committed when the request began, on any instance; the memory
// here only saves recomputing and re-serializing it. Triggers raise the versions (`ideas_versions`).
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { ideaListSchema, ideasQuery, outliersPageSchema, outliersQuery } from "../../../shared/schemas/ideas.ts";
import { channelVersionCache } from "../../db/channel-version-cache.ts";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { ideasDataVersions } from "../../db/schema.ts";
import { listIdeas } from "./ideas.service.ts";
import { listOutliers } from "./outliers.service.ts";

type OutliersPage = z.infer<typeof outliersPageSchema>;
type IdeaList = z.infer<typeof ideaListSchema>;

const versionsOf = preparedPerDatabase((db) =>
  db
    .select({ area: ideasDataVersions.area, version: sql<number>`${ideasDataVersions.version}`.mapWith(Number) })
    .from(ideasDataVersions)
    .prepare("ideas_data_versions"),
);

/** The versions now; 0 for an area nothing has written yet. */
async function readVersions(db: Db): Promise<{ outliers: number; ideas: number }> {
  const rows = await versionsOf(db).execute();
  const of = (area: string) => rows.find((r) => r.area === area)?.version ?? 0;
  return { outliers: of("outliers"), ideas: of("ideas") };
}

// Pages differ by filters; a few hundred cover what members look at between two reads of a channel.
const outlierPages = channelVersionCache<OutliersPage>(300);
const ideaPages = channelVersionCache<IdeaList>(300);
const MINUTE_MS = 60_000;

export async function keptOutliers(db: Db, query: z.output<typeof outliersQuery>, now: Date): Promise<OutliersPage> {
  const { outliers } = await readVersions(db);
  // "Published within" moves with the clock, not with the data: such a page is kept for its minute.
  const minute = query.within ? Math.floor(now.getTime() / MINUTE_MS) : 0;
  return outlierPages(db, JSON.stringify([query, minute]), outliers, () => listOutliers(db, query, now));
}

export async function keptIdeas(db: Db, query: z.output<typeof ideasQuery>): Promise<IdeaList> {
  const { outliers, ideas } = await readVersions(db);
  // An idea shows the outlier it came from (title, channel, score): both versions name the answer.
  return ideaPages(db, JSON.stringify([query, outliers]), ideas, () => listIdeas(db, query));
}
