// The 409 of a script save from a stale base version (decision 018): who saved the newest version,
// and that version, so the editor can show what changed. Reads only; library/scripts.ts writes.
import { and, eq } from "drizzle-orm";
import { type ScriptVersion, toScriptVersion } from "../../shared/schemas/script-versions.ts";
import type { Db, Tx } from "../db/client.ts";
import { scripts, scriptVersions, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { videoNotFound } from "./errors.ts";

/**
 * A save from a version that is no longer the newest (409). Carries the newest version as stored,
 * so the editor can show what changed; the answer is the contract's `{ error }` plus `latest`.
 */
export class StaleScriptError extends AppError {
  readonly latest: ScriptVersion | null;

  constructor(message: string, latest: ScriptVersion | null) {
    super(409, message);
    this.name = "StaleScriptError";
    this.latest = latest;
  }
}

/**
 * The 409 of a save that started from an older version than the newest: names the newest version
 * and who saved it, and carries it, so the editor can say so and show the difference.
 */
export async function staleBase(
  db: Db | Tx,
  actorId: string,
  videoId: string,
  base: number | null,
): Promise<StaleScriptError> {
  const [newest] = await db
    .select({ version: scriptVersions, author: { id: users.id, name: users.name } })
    .from(scripts)
    .innerJoin(
      scriptVersions,
      and(eq(scriptVersions.videoId, scripts.videoId), eq(scriptVersions.number, scripts.version)),
    )
    .leftJoin(users, eq(users.id, scriptVersions.userId))
    .where(eq(scripts.videoId, videoId));
  // Only reached once a script exists (the video's row is held or its script was just committed).
  if (!newest) throw videoNotFound();
  const latest = toScriptVersion(newest.version, newest.author);
  if (base !== null && base > latest.number) {
    return new StaleScriptError(
      `There is no version ${base} of this script: the newest is version ${latest.number}`,
      latest,
    );
  }
  return new StaleScriptError(
    `Version ${latest.number} was saved by ${savedBy(latest.author, actorId)} while you were editing`,
    latest,
  );
}

/** Who saved a newest version, as a conflict message names them (scripts here, packaging too). */
export function savedBy(author: { id: string; name: string } | null, actorId: string): string {
  if (author === null) return "a former member";
  return author.id === actorId ? "you, in another window," : author.name;
}
