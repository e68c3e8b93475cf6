// A video's script versions (issue 10): the reads live here; every write goes through
// src/server/library/scripts.ts, the one writer of scripts and their versions (decision 018).
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type labelScriptVersionSchema,
  type restoreScriptVersionSchema,
  type ScriptVersion,
  type ScriptVersionSummary,
  type saveScriptVersionSchema,
  toScriptVersion,
  toScriptVersionSummary,
  VERSION_NOT_FOUND_MESSAGE,
} from "../../../shared/schemas/script-versions.ts";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { scriptVersions, users, videos } from "../../db/schema.ts";
import { videoNotFound } from "../../domain/errors.ts";
import {
  labelScriptVersion,
  restoreScriptVersion,
  type ScriptAuthor,
  saveScriptVersion,
} from "../../domain/scripts/script-versions.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../router.ts";

/** Versions are numbered 1, 2, 3…; the path's text is anything a client typed. */
const VERSION_NUMBER = /^[1-9][0-9]{0,8}$/;

/** The version number a path names; 404 'Version not found' for text that can't be one. */
export function parseVersionNumber(text: string): number {
  if (!VERSION_NUMBER.test(text)) throw notFound(VERSION_NOT_FOUND_MESSAGE);
  return Number(text);
}

const author = (row: { id: string | null; name: string | null } | null) =>
  row?.id && row.name !== null ? { id: row.id, name: row.name } : null;

// The video left-joined to its versions: one query answers "no such video" (no row), "no script"
// (one row without a version) and the list, whatever the number of versions.
const versionsOfVideo = preparedPerDatabase((db) =>
  db
    .select({
      videoId: videos.id,
      version: {
        number: scriptVersions.number,
        wordCount: scriptVersions.wordCount,
        duration: scriptVersions.duration,
        tone: scriptVersions.tone,
        label: scriptVersions.label,
        restoredFrom: scriptVersions.restoredFrom,
        createdAt: scriptVersions.createdAt,
      },
      author: { id: users.id, name: users.name },
    })
    .from(videos)
    .leftJoin(scriptVersions, eq(scriptVersions.videoId, videos.id))
    .leftJoin(users, eq(users.id, scriptVersions.userId))
    .where(eq(videos.id, sql.placeholder("videoId")))
    .orderBy(desc(scriptVersions.number))
    .prepare("script_versions_of_video"),
);

/** The Script tab's history: newest first, without their text; empty when the video has no script. */
export async function listScriptVersions(db: Db, videoId: string): Promise<ScriptVersionSummary[]> {
  const rows = await versionsOfVideo(db).execute({ videoId });
  if (rows.length === 0) throw videoNotFound();
  return rows.flatMap((row) => (row.version ? [toScriptVersionSummary(row.version, author(row.author))] : []));
}

const versionOfVideo = preparedPerDatabase((db) =>
  db
    .select({ videoId: videos.id, version: scriptVersions, author: { id: users.id, name: users.name } })
    .from(videos)
    .leftJoin(
      scriptVersions,
      and(eq(scriptVersions.videoId, videos.id), eq(scriptVersions.number, sql.placeholder("number"))),
    )
    .leftJoin(users, eq(users.id, scriptVersions.userId))
    .where(eq(videos.id, sql.placeholder("videoId")))
    .prepare("script_version_of_video"),
);

/** One version with its text (to view, compare or restore it). */
export async function getScriptVersion(db: Db, videoId: string, numberText: string): Promise<ScriptVersion> {
  const number = parseVersionNumber(numberText);
  const [row] = await versionOfVideo(db).execute({ videoId, number });
  if (!row) throw videoNotFound();
  if (!row.version) throw notFound(VERSION_NOT_FOUND_MESSAGE);
  return toScriptVersion(row.version, author(row.author));
}

const asAuthor = (user: SessionUser): ScriptAuthor => ({ id: user.id, name: user.name });

/** 'Save' in the editor bound to a video: the newest version, or 409 when the base is stale. */
export async function saveScript(
  db: Db,
  user: SessionUser,
  videoId: string,
  input: z.output<typeof saveScriptVersionSchema>,
) {
  return saveScriptVersion(db, asAuthor(user), videoId, input);
}

export async function restoreVersion(
  db: Db,
  user: SessionUser,
  videoId: string,
  numberText: string,
  input: z.output<typeof restoreScriptVersionSchema>,
) {
  return restoreScriptVersion(db, asAuthor(user), videoId, parseVersionNumber(numberText), input.label ?? null);
}

export async function labelVersion(
  db: Db,
  user: SessionUser,
  videoId: string,
  numberText: string,
  input: z.output<typeof labelScriptVersionSchema>,
) {
  return labelScriptVersion(db, user, videoId, parseVersionNumber(numberText), input.label);
}
