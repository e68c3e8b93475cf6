// The studio's work in progress on the server (issue 10 item 5): one draft per member and video,
// plus one unbound draft (video_id null). The one owner of studio_drafts writes. Drafts are always
// the caller's own: every statement is scoped by user_id, so no other member's draft is reachable.
import { and, eq, isNull, sql } from "drizzle-orm";
import { isLibraryId } from "../../../shared/library-rules.ts";
import {
  DRAFT_HISTORY_LIMIT,
  type StoredStudioWork,
  type StudioDraft,
  withShorterHistory,
} from "../../../shared/schemas/studio-draft.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { studioDrafts, videos } from "../../db/schema.ts";
import { videoNotFound } from "../../domain/errors.ts";

/** null: the unbound draft. */
type DraftVideo = string | null;

// Milliseconds, as JavaScript dates carry them: the updatedAt a browser keeps is then exactly the
// stored one, and comparing the two says whether the draft changed since.
const nowInMilliseconds = sql`date_trunc('milliseconds', now())`;

const draftOf = (userId: string, videoId: DraftVideo) =>
  and(
    eq(studioDrafts.userId, userId),
    videoId === null ? isNull(studioDrafts.videoId) : eq(studioDrafts.videoId, videoId),
  );

/** 404 for an id that can't name a video, before it reaches a uuid column. */
function checkVideoId(videoId: DraftVideo): void {
  if (videoId !== null && !isLibraryId(videoId)) throw videoNotFound();
}

async function videoExists(db: Db, videoId: string): Promise<boolean> {
  const rows = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId)).limit(1);
  return rows.length > 0;
}

/** The member's draft for the video (or the unbound one), or null; 404 when the video does not exist. */
export async function getDraft(db: Db, userId: string, videoId: DraftVideo): Promise<StudioDraft | null> {
  checkVideoId(videoId);
  const [row] = await db
    .select({ work: studioDrafts.work, updatedAt: studioDrafts.updatedAt })
    .from(studioDrafts)
    .where(draftOf(userId, videoId));
  if (row) return { work: row.work as StoredStudioWork, updatedAt: row.updatedAt.toISOString() };
  if (videoId !== null && !(await videoExists(db, videoId))) throw videoNotFound();
  return null;
}

/**
 * Stores the member's work for the video, replacing what was there (one INSERT … ON CONFLICT on the
 * unique (user, video) constraint, whose NULLS NOT DISTINCT makes the unbound draft one row too).
 * The undo history is cut to DRAFT_HISTORY_LIMIT steps each way. 404 when the video does not exist:
 * its foreign key refuses the row (decision 010).
 */
export async function saveDraft(
  db: Db,
  userId: string,
  videoId: DraftVideo,
  work: StoredStudioWork,
): Promise<{ updatedAt: string }> {
  checkVideoId(videoId);
  const stored = withShorterHistory(work, DRAFT_HISTORY_LIMIT);
  try {
    const [row] = await db
      .insert(studioDrafts)
      .values({ userId, videoId, work: stored, updatedAt: nowInMilliseconds })
      .onConflictDoUpdate({
        target: [studioDrafts.userId, studioDrafts.videoId],
        set: { work: stored, updatedAt: nowInMilliseconds },
      })
      .returning({ updatedAt: studioDrafts.updatedAt });
    return { updatedAt: row.updatedAt.toISOString() };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw videoNotFound();
    throw error;
  }
}

/** 'Start over': removes the member's draft; no draft is fine (200), a video that does not exist 404. */
export async function discardDraft(db: Db, userId: string, videoId: DraftVideo): Promise<void> {
  checkVideoId(videoId);
  const deleted = await db.delete(studioDrafts).where(draftOf(userId, videoId)).returning({ id: studioDrafts.id });
  if (deleted.length === 0 && videoId !== null && !(await videoExists(db, videoId))) throw videoNotFound();
}
