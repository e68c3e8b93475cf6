// The 409 of a script save from a stale base version (decision 018), read from the newest version.
// Reads only; library/scripts.ts writes.
import { and, eq } from "drizzle-orm";
import { toScriptVersion } from "../../../shared/schemas/script-versions.ts";
import type { Db, Tx } from "../../db/client.ts";
import { scripts, scriptVersions, users } from "../../db/schema.ts";
import type { AppError } from "../../errors.ts";
import { staleVersion } from "../../versioned-save.ts";
import { videoNotFound } from "../errors.ts";

/**
 * The 409 of a save that started from an older version than the newest: names the newest version
 * and who saved it, and carries it, so the editor can say so and show the difference.
 */
export async function staleBase(db: Db | Tx, actorId: string, videoId: string, base: number | null): Promise<AppError> {
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
  return staleVersion("script", actorId, base, toScriptVersion(newest.version, newest.author));
}
