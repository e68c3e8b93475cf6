// A channel's voice profile (issue 11): written by the Voice tab and by a rebuild, read by the studio.
import { eq } from "drizzle-orm";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { type StoredVoice, storedVoiceSchema } from "../../../shared/schemas/channel-voice.ts";
import type { Db, Tx } from "../../db/client.ts";
import { channels } from "../../db/schema.ts";
import { channelNotFound } from "../errors.ts";

/** A channel's voice profile and speaking rate, as the studio's writers and the Voice tab read them. */
export interface ChannelVoiceRecord {
  id: string;
  name: string;
  wordsPerMinute: number;
  /** Null when none was built or written yet, or the stored value no longer fits the schema. */
  voice: StoredVoice | null;
  voiceUpdatedAt: Date | null;
}

/** 404 when the channel does not exist (or the id can't name one). */
export async function readChannelVoice(db: Db | Tx, channelId: string): Promise<ChannelVoiceRecord> {
  if (!isLibraryId(channelId)) throw channelNotFound();
  const [row] = await db
    .select({
      id: channels.id,
      name: channels.name,
      wordsPerMinute: channels.wordsPerMinute,
      voiceProfile: channels.voiceProfile,
      voiceUpdatedAt: channels.voiceUpdatedAt,
    })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!row) throw channelNotFound();
  const stored = storedVoiceSchema.safeParse(row.voiceProfile);
  return { ...row, voice: stored.success ? stored.data : null };
}

/**
 * Stores the channel's voice profile (a member's edit or a rebuild), replacing the one before; 404
 * when the channel is gone. The write of the Voice tab and of "Rebuild from my scripts".
 */
export async function saveChannelVoice(
  db: Db | Tx,
  channelId: string,
  voice: StoredVoice,
): Promise<ChannelVoiceRecord> {
  const [row] = await db
    .update(channels)
    .set({ voiceProfile: storedVoiceSchema.parse(voice), voiceUpdatedAt: new Date() })
    .where(eq(channels.id, channelId))
    .returning({
      id: channels.id,
      name: channels.name,
      wordsPerMinute: channels.wordsPerMinute,
      voiceUpdatedAt: channels.voiceUpdatedAt,
    });
  if (!row) throw channelNotFound();
  return { ...row, voice };
}
