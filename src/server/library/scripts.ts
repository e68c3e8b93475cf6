// A script belongs to one video (spec §4). Saved from the studio with a new draft today; a script
// for a video that exists already goes the same way.
import { isLibraryId } from "../../shared/schemas/library.ts";
import { countWords } from "../../shared/studio.ts";
import type { Db, Tx } from "../db/client.ts";
import { isForeignKeyViolation, isUniqueViolation } from "../db/pg-errors.ts";
import { scripts } from "../db/schema.ts";
import { conflict } from "../errors.ts";
import { videoNotFound } from "./errors.ts";

export interface NewScript {
  content: string;
  /** Minutes. */
  duration: number;
  tone: string;
}

/** Stores the video's script; 404 the video does not exist, 409 it has a script already. */
export async function attachScript(db: Db | Tx, userId: string, videoId: string, script: NewScript): Promise<void> {
  if (!isLibraryId(videoId)) throw videoNotFound();
  try {
    await db.insert(scripts).values({
      videoId,
      content: script.content,
      duration: script.duration,
      tone: script.tone,
      // spec §9: the count of the text stored, whatever the client last showed.
      wordCount: countWords(script.content),
      userId,
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw videoNotFound();
    if (isUniqueViolation(error)) throw conflict("This video has a script already");
    throw error;
  }
}
