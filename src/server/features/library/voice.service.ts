import { and, desc, eq, isNotNull } from "drizzle-orm";
import {
  type ChannelVoice,
  type ChannelVoiceAnswer,
  NO_SCRIPTS_FOR_VOICE,
} from "../../../shared/schemas/channel-voice.ts";
import { takeAiRequest } from "../../ai/rate-limit.ts";
import { boundedMaterial, VOICE_INPUT, type VoiceBuilder } from "../../ai/voice-builder.ts";
import type { Db } from "../../db/client.ts";
import { channels, folders, scripts, videos } from "../../db/schema.ts";
import { type ChannelVoiceRecord, readChannelVoice, saveChannelVoice } from "../../domain/channels/channel-voice.ts";
import { badRequest } from "../../errors.ts";

function toAnswer(record: ChannelVoiceRecord): ChannelVoiceAnswer {
  return {
    channelId: record.id,
    wordsPerMinute: record.wordsPerMinute,
    profile: record.voice?.profile ?? null,
    origin: record.voice?.origin ?? null,
    basis: record.voice?.basis ?? null,
    updatedAt: record.voice ? (record.voiceUpdatedAt?.toISOString() ?? null) : null,
  };
}

/** The Voice tab: the channel's profile, or null when none was built or written yet. */
export async function getChannelVoice(db: Db, channelId: string): Promise<ChannelVoiceAnswer> {
  return toAnswer(await readChannelVoice(db, channelId));
}

/** A member's edit: it replaces the profile and marks it as edited, so a rebuild asks first. */
export async function updateChannelVoice(
  db: Db,
  channelId: string,
  profile: ChannelVoice,
): Promise<ChannelVoiceAnswer> {
  return toAnswer(await saveChannelVoice(db, channelId, { profile, origin: "edited", basis: null }));
}

/**
 * "Rebuild from my scripts": the channel's saved scripts (newest first) and, when it is synced with
 * YouTube, its video titles, read by the voice builder (the model, or the offline writer). 404 no
 * channel; 400 no script saved to it yet; 429 over the AI limit; 502 the provider failed.
 */
export async function rebuildChannelVoice(
  db: Db,
  builder: VoiceBuilder,
  ai: { userId: string; rateLimitPerMinute: number },
  channelId: string,
  signal?: AbortSignal,
): Promise<ChannelVoiceAnswer> {
  await readChannelVoice(db, channelId);
  const material = boundedMaterial(await voiceMaterial(db, channelId));
  if (material.scripts.length === 0) throw badRequest(NO_SCRIPTS_FOR_VOICE);
  await takeAiRequest(db, ai.userId, ai.rateLimitPerMinute);
  const profile = await builder.build(material, signal);
  return toAnswer(
    await saveChannelVoice(db, channelId, {
      profile,
      origin: "built",
      basis: { scripts: material.scripts.length, videoTitles: material.videoTitles.length },
    }),
  );
}

async function voiceMaterial(db: Db, channelId: string) {
  const [scriptRows, titleRows] = await Promise.all([
    db
      .select({ content: scripts.content })
      .from(scripts)
      .innerJoin(videos, eq(videos.id, scripts.videoId))
      .innerJoin(folders, eq(folders.id, videos.folderId))
      .where(eq(folders.channelId, channelId))
      .orderBy(desc(scripts.updatedAt), desc(scripts.id))
      .limit(VOICE_INPUT.scripts),
    // Titles of the channel's videos on YouTube, once a sync has linked the channel (issue 4).
    db
      .select({ title: videos.title })
      .from(videos)
      .innerJoin(folders, eq(folders.id, videos.folderId))
      .innerJoin(channels, eq(channels.id, folders.channelId))
      .where(
        and(eq(folders.channelId, channelId), isNotNull(channels.youtubeChannelId), isNotNull(videos.youtubeVideoId)),
      )
      .orderBy(desc(videos.createdAt), desc(videos.id))
      .limit(VOICE_INPUT.titles),
  ]);
  return { scripts: scriptRows.map((r) => r.content), videoTitles: titleRows.map((r) => r.title) };
}
