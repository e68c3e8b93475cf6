// Which saved version of a video's script went out (reads only). Versions are never changed once
// written (decision 018), so the version current at a moment is the newest saved at or before it: the
// version uploaded is the one current when the upload to YouTube finished, the version applied the one
// current at the first "Apply to YouTube" (decision 037). A video published elsewhere has the last
// version saved before its publish time; one with no version before it, its newest.
import { and, desc, inArray, isNotNull, min, sql } from "drizzle-orm";
import type { SCRIPT_SOURCES } from "../../../shared/schemas/script-retention.ts";
import type { Db } from "../../db/client.ts";
import { scriptVersions, youtubeApplications, youtubeUploads } from "../../db/schema.ts";

export interface PublishedScript {
  videoId: string;
  version: number;
  savedAt: Date;
  content: string;
  source: (typeof SCRIPT_SOURCES)[number];
}

/** The published script of each video that has one: four queries whatever the number of videos. */
export async function publishedScripts(
  db: Db,
  videos: readonly { id: string; publishedAt: Date | null }[],
): Promise<Map<string, PublishedScript>> {
  const out = new Map<string, PublishedScript>();
  const ids = [...new Set(videos.map((v) => v.id))];
  if (ids.length === 0) return out;
  const uploads = await db
    .select({ videoId: youtubeUploads.videoId, at: min(youtubeUploads.completedAt) })
    .from(youtubeUploads)
    .where(and(inArray(youtubeUploads.videoId, ids), isNotNull(youtubeUploads.completedAt)))
    .groupBy(youtubeUploads.videoId);
  const applications = await db
    .select({ videoId: youtubeApplications.videoId, at: min(youtubeApplications.createdAt) })
    .from(youtubeApplications)
    .where(inArray(youtubeApplications.videoId, ids))
    .groupBy(youtubeApplications.videoId);
  const versions = await db
    .select({ videoId: scriptVersions.videoId, number: scriptVersions.number, savedAt: scriptVersions.createdAt })
    .from(scriptVersions)
    .where(inArray(scriptVersions.videoId, ids))
    .orderBy(scriptVersions.videoId, desc(scriptVersions.number));
  const uploadedAt = new Map(uploads.map((u) => [u.videoId, u.at]));
  const appliedAt = new Map(applications.map((a) => [a.videoId, a.at]));
  const byVideo = new Map<string, { number: number; savedAt: Date }[]>();
  for (const v of versions) byVideo.set(v.videoId, [...(byVideo.get(v.videoId) ?? []), v]);

  const picked: Omit<PublishedScript, "content">[] = [];
  for (const video of videos) {
    const list = byVideo.get(video.id);
    if (!list?.length) continue;
    const at = (moment: Date | null | undefined) =>
      moment ? list.find((v) => v.savedAt.getTime() <= moment.getTime()) : undefined;
    const uploaded = at(uploadedAt.get(video.id));
    const applied = uploaded ? undefined : at(appliedAt.get(video.id));
    const before = uploaded || applied ? undefined : at(video.publishedAt);
    const chosen = uploaded ?? applied ?? before ?? list[0];
    const source = uploaded ? "uploaded" : applied ? "applied" : before ? "before-publish" : "newest";
    picked.push({ videoId: video.id, version: chosen.number, savedAt: chosen.savedAt, source });
  }
  if (picked.length === 0) return out;
  const texts = await db
    .select({ videoId: scriptVersions.videoId, number: scriptVersions.number, content: scriptVersions.content })
    .from(scriptVersions)
    .where(
      sql`(${scriptVersions.videoId}, ${scriptVersions.number}) in (${sql.join(
        picked.map((p) => sql`(${p.videoId}::uuid, ${p.version}::integer)`),
        sql`, `,
      )})`,
    );
  const content = new Map(texts.map((t) => [`${t.videoId}:${t.number}`, t.content]));
  for (const p of picked) out.set(p.videoId, { ...p, content: content.get(`${p.videoId}:${p.version}`) ?? "" });
  return out;
}

/** One video's published script, or null without a saved version. */
export async function publishedScript(db: Db, video: { id: string; publishedAt: Date | null }) {
  return (await publishedScripts(db, [video])).get(video.id) ?? null;
}
