// A video's script and its versions (spec §3: one script per video; issue 10: every save is a version).
// This module is the one writer of `scripts` and `script_versions` (decision 010, decision 018):
// `scripts` holds the newest text as the video page's one-row read, `script_versions` the history,
// which is only ever added to. A save names the version it started from; a stale one is a 409.
import { and, eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE } from "../../../shared/languages.ts";
import { countLength } from "../../../shared/length.ts";
import { msg } from "../../../shared/message.ts";
import type { Role } from "../../../shared/roles.ts";
import {
  canLabelScriptVersion,
  LABEL_FORBIDDEN_MESSAGE,
  type ScriptVersion,
  toScriptVersion,
  VERSION_NOT_FOUND_MESSAGE,
} from "../../../shared/schemas/script-versions.ts";
import type { Db, Tx } from "../../db/client.ts";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/pg-errors.ts";
import { channels, folders, scripts, scriptVersions, users, videos } from "../../db/schema.ts";
import { conflict, forbidden, notFound } from "../../errors.ts";
import { staleVersion } from "../../versioned-save.ts";
import { emitWebhookEvent } from "../../webhooks/emit.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { videoNotFound } from "../errors.ts";
import { holdVideo } from "../production/video-rows.ts";
import { setScriptLanguage } from "../videos/videos.ts";
import { staleBase } from "./stale-script.ts";

export interface NewScript {
  content: string;
  /** Minutes; null when not known (a script typed in the library, and its translations). */
  duration: number | null;
  tone: string | null;
}

/** Who writes: the version's author, named in answers and in another editor's 409. */
export interface ScriptAuthor {
  id: string;
  name: string;
}

/** A new version's text and settings; duration and tone null when never given. */
interface VersionText {
  content: string;
  duration: number | null;
  tone: string | null;
  label: string | null;
  restoredFrom: number | null;
  suggestedBy?: string | null;
}

const versionNotFound = () => notFound(VERSION_NOT_FOUND_MESSAGE);

/**
 * Stores the video's first script as version 1; 404 the video does not exist, 409 it has a script
 * already. Takes a transaction (the studio's save: a draft video and its script) or the database.
 */
export async function attachScript(
  db: Db | Tx,
  userId: string,
  videoId: string,
  script: NewScript,
): Promise<typeof scriptVersions.$inferSelect> {
  try {
    // Nested in the caller's transaction this is a savepoint: the two rows are stored together or not at all.
    return await db.transaction((tx) =>
      insertFirstVersion(tx, userId, videoId, { ...script, label: null, restoredFrom: null }),
    );
  } catch (error) {
    if (isForeignKeyViolation(error)) throw videoNotFound();
    if (isUniqueViolation(error)) throw conflict(msg("This video has a script already"));
    throw error;
  }
}

async function insertFirstVersion(tx: Tx, userId: string, videoId: string, text: VersionText) {
  // spec §9: the count of the text stored, whatever the client last showed.
  const wordCount = await scriptLength(tx, videoId, text.content);
  await tx.insert(scripts).values({
    videoId,
    content: text.content,
    duration: text.duration,
    tone: text.tone,
    wordCount,
    version: 1,
    userId,
  });
  const [version] = await tx
    .insert(scriptVersions)
    .values({ videoId, number: 1, ...text, wordCount, userId })
    .returning();
  await recordActivity(tx, videoId, userId, [{ kind: "script", to: "1" }]);
  await emitScriptVersionSaved(tx, version);
  return version;
}

/** Decision 045: in the version's own transaction, so the event exists exactly when the version does. */
function emitScriptVersionSaved(tx: Tx, version: typeof scriptVersions.$inferSelect) {
  return emitWebhookEvent(tx, "script_version.saved", {
    videoId: version.videoId,
    version: version.number,
    wordCount: version.wordCount,
    label: version.label,
    restoredFrom: version.restoredFrom,
    authorId: version.userId,
    suggestedBy: version.suggestedBy ?? null,
  });
}

/** What an editor sends: its text and the version it started from (null: the video had no script). */
export interface ScriptSave {
  content: string;
  baseVersion: number | null;
  duration?: number;
  tone?: string;
  label?: string | null;
  /** Who suggested the edit this save accepts (review, decision 036): credited beside the author. */
  suggestedBy?: string | null;
  /** The language the text is in, when the studio set one: the video keeps it, and it is counted in it. */
  language?: string;
}

/**
 * Saves the editor's text as the video's newest version, in one transaction. The base version must
 * be the newest one (the script row is locked while it is compared and moved on), otherwise 409
 * naming who saved the newest and nothing is stored. Duration and tone left out are the previous
 * version's.
 */
export async function saveScriptVersion(
  db: Db | Tx,
  author: ScriptAuthor,
  videoId: string,
  input: ScriptSave,
): Promise<ScriptVersion> {
  try {
    const row = await db.transaction(async (tx) => {
      const current = await lockScript(tx, videoId);
      if (!current) {
        await holdVideo(tx, videoId);
        if (input.baseVersion !== null) {
          throw staleVersion("script", author.id, input.baseVersion, null);
        }
        if (input.language) await setScriptLanguage(tx, videoId, input.language);
        return insertFirstVersion(tx, author.id, videoId, {
          content: input.content,
          duration: input.duration ?? null,
          tone: input.tone ?? null,
          label: input.label ?? null,
          restoredFrom: null,
        });
      }
      if (input.baseVersion !== current.version) {
        throw await staleBase(tx, author.id, videoId, input.baseVersion);
      }
      if (input.language) await setScriptLanguage(tx, videoId, input.language);
      return appendVersion(tx, author, videoId, current.version, {
        content: input.content,
        duration: input.duration ?? current.duration,
        tone: input.tone ?? current.tone,
        label: input.label ?? null,
        restoredFrom: null,
        suggestedBy: input.suggestedBy ?? null,
      });
    });
    return toScriptVersion(row, author);
  } catch (error) {
    // Two first saves at once: the other one's script row came first (its unique index waited for it).
    if (isUniqueViolation(error)) throw await staleBase(db, author.id, videoId, input.baseVersion);
    throw error;
  }
}

/** 'Restore': version `number`'s text becomes the newest version; nothing is overwritten. */
export async function restoreScriptVersion(
  db: Db,
  author: ScriptAuthor,
  videoId: string,
  number: number,
  label: string | null = null,
): Promise<ScriptVersion> {
  const row = await db.transaction(async (tx) => {
    const current = await lockScript(tx, videoId);
    if (!current) {
      await holdVideo(tx, videoId);
      throw versionNotFound();
    }
    const [old] = await tx
      .select()
      .from(scriptVersions)
      .where(and(eq(scriptVersions.videoId, videoId), eq(scriptVersions.number, number)));
    if (!old) throw versionNotFound();
    return appendVersion(tx, author, videoId, current.version, {
      content: old.content,
      duration: old.duration,
      tone: old.tone,
      label,
      restoredFrom: old.number,
    });
  });
  return toScriptVersion(row, author);
}

/**
 * Sets (or, with null, clears) a version's label. The version's author, admins and moderators may;
 * anyone else gets 403 and nothing changes. The only change a stored version ever gets.
 */
export async function labelScriptVersion(
  db: Db,
  actor: { id: string; role: Role },
  videoId: string,
  number: number,
  label: string | null,
): Promise<ScriptVersion> {
  // One read tells a missing video from a missing version and finds the author.
  const [found] = await db
    .select({ videoId: videos.id, version: scriptVersions, author: { id: users.id, name: users.name } })
    .from(videos)
    .leftJoin(scriptVersions, and(eq(scriptVersions.videoId, videos.id), eq(scriptVersions.number, number)))
    .leftJoin(users, eq(users.id, scriptVersions.userId))
    .where(eq(videos.id, videoId));
  if (!found) throw videoNotFound();
  if (!found.version) throw versionNotFound();
  // The author never changes, so checking before the update needs no lock.
  if (!canLabelScriptVersion(actor, found.version.userId)) throw forbidden(LABEL_FORBIDDEN_MESSAGE);
  const [row] = await db
    .update(scriptVersions)
    .set({ label })
    .where(eq(scriptVersions.id, found.version.id))
    .returning();
  // Deleted with its video in between.
  if (!row) throw versionNotFound();
  return toScriptVersion(row, found.author);
}

/**
 * The length of a video's script in its language's unit (decision 038): the video's own language (a
 * translation), else its channel's, else English. `word_count` holds words, or characters for a language
 * written without spaces.
 */
async function scriptLength(tx: Tx, videoId: string, content: string): Promise<number> {
  const [row] = await tx
    .select({ language: videos.language, channelLanguage: channels.language })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(channels, eq(channels.id, folders.channelId))
    .where(eq(videos.id, videoId));
  return countLength(content, row?.language ?? row?.channelLanguage ?? DEFAULT_LANGUAGE);
}

/** The video's script row, locked until the transaction ends: saves of one script take turns. */
async function lockScript(tx: Tx, videoId: string) {
  const [row] = await tx
    .select({ version: scripts.version, duration: scripts.duration, tone: scripts.tone })
    .from(scripts)
    .where(eq(scripts.videoId, videoId))
    .for("update");
  return row;
}

/** Adds version current+1 and makes it the script's text; the script row is locked by the caller. */
async function appendVersion(tx: Tx, author: ScriptAuthor, videoId: string, current: number, text: VersionText) {
  const number = current + 1;
  const wordCount = await scriptLength(tx, videoId, text.content);
  const [version] = await tx
    .insert(scriptVersions)
    .values({ videoId, number, ...text, wordCount, userId: author.id })
    .returning();
  await tx
    .update(scripts)
    .set({ content: text.content, duration: text.duration, tone: text.tone, wordCount, version: number })
    .where(eq(scripts.videoId, videoId));
  await recordActivity(tx, videoId, author.id, [
    { kind: "script", from: text.restoredFrom === null ? null : String(text.restoredFrom), to: String(number) },
  ]);
  await emitScriptVersionSaved(tx, version);
  return version;
}
