// "Make Shorts" (decision 046): proposals built on moments of a long video's script, then the chosen
// ones made into videos of their own, in one transaction: in the long video's month folder (or a chosen
// one), linked to it, at the Scripting stage, with their script written to length and a Short's packaging.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { DEFAULT_LANGUAGE } from "../../../shared/languages.ts";
import { lengthRule, secondsAt } from "../../../shared/length.ts";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { msg } from "../../../shared/message.ts";
import type { MadeShorts, makeShortsSchema, ShortProposal, ShortProposals } from "../../../shared/schemas/shorts.ts";
import { shortPackaging, shortTitle, verbatimQuote } from "../../../shared/shorts-from-script.ts";
import {
  SHORT_SECONDS,
  SHORTS_PROPOSED,
  secondsToMinutes,
  shortsSpeakingRate,
  shortTargetLength,
} from "../../../shared/shorts-rules.ts";
import { leadToLongVideo, offlineCallback, offlineProposals, sentencesOf } from "../../ai/offline/shorts.ts";
import { takeAiRequest } from "../../ai/rate-limit.ts";
import type { LongScript, ShortsWriter } from "../../ai/shorts-writer.ts";
import type { Db } from "../../db/client.ts";
import { channels, folders, scripts, videos } from "../../db/schema.ts";
import { folderNotFound, videoNotFound } from "../../domain/errors.ts";
import { attachPackaging } from "../../domain/packaging/attach-packaging.ts";
import { updateProduction } from "../../domain/production/update-production.ts";
import { attachScript } from "../../domain/scripts/script-versions.ts";
import { createDraftVideo } from "../../domain/videos/videos.ts";
import { badRequest } from "../../errors.ts";

export interface ShortsDeps {
  db: Db;
  writer: ShortsWriter;
  rateLimitPerMinute: number;
}

/** The long video as "Make Shorts" reads it; 404 unknown, 400 without a script or when it is a Short itself. */
async function longVideo(db: Db, videoId: string) {
  if (!isLibraryId(videoId)) throw videoNotFound();
  const [row] = await db
    .select({
      id: videos.id,
      title: videos.title,
      folderId: videos.folderId,
      youtubeUrl: videos.youtubeUrl,
      targetKeywords: videos.targetKeywords,
      format: videos.format,
      language: videos.language,
      channelLanguage: channels.language,
      wordsPerMinute: channels.wordsPerMinute,
      content: scripts.content,
      tone: scripts.tone,
    })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(channels, eq(channels.id, folders.channelId))
    .leftJoin(scripts, eq(scripts.videoId, videos.id))
    .where(eq(videos.id, videoId));
  if (!row) throw videoNotFound();
  if (row.format === "short") throw badRequest(msg("This video is a Short: Shorts are made from long videos"));
  if (!row.content?.trim()) throw badRequest(msg("This video has no script to make Shorts from yet"));
  const long: LongScript = {
    title: row.title,
    script: row.content,
    language: row.language ?? row.channelLanguage ?? DEFAULT_LANGUAGE,
  };
  return { row, long };
}

/**
 * The proposals to show: the writer's, each quote checked against the script (a quote the script does not
 * say word for word is mended when only its spacing or quote marks differ, else the proposal is dropped),
 * lengths brought into 15–60 s, repeats dropped; topped up from the script's own sections when fewer than
 * three are left, and at most eight.
 */
export function settleProposals(long: LongScript, written: ShortProposal[]): ShortProposal[] {
  const kept: ShortProposal[] = [];
  const quotes = new Set<string>();
  const add = (proposal: ShortProposal) => {
    const quote = verbatimQuote(long.script, proposal.quote);
    if (!quote || quotes.has(quote) || kept.length >= SHORTS_PROPOSED.max) return;
    quotes.add(quote);
    const firstSentence = sentencesOf(quote, long.language)[0]?.trim() ?? quote;
    const seconds = Number.isInteger(proposal.targetSeconds) ? proposal.targetSeconds : SHORT_SECONDS.default;
    kept.push({
      title: (proposal.title.trim() || firstSentence).slice(0, 90).trim(),
      quote: quote.slice(0, 2_000),
      hook: (proposal.hook.trim() || firstSentence).slice(0, 300),
      targetSeconds:
        seconds >= SHORT_SECONDS.min && seconds <= SHORT_SECONDS.proposedMax ? seconds : SHORT_SECONDS.default,
      callback: (proposal.callback.trim() || offlineCallback(long.title, long.language)).slice(0, 300),
    });
  };
  for (const proposal of written) add(proposal);
  if (kept.length < SHORTS_PROPOSED.min) {
    for (const proposal of offlineProposals(long.script, long.title, long.language)) {
      if (kept.length >= SHORTS_PROPOSED.min) break;
      add(proposal);
    }
  }
  return kept;
}

export async function proposeShorts(
  deps: ShortsDeps,
  actor: { id: string },
  videoId: string,
  signal?: AbortSignal,
): Promise<ShortProposals> {
  const { long } = await longVideo(deps.db, videoId);
  await takeAiRequest(deps.db, actor.id, deps.rateLimitPerMinute);
  const written = await deps.writer.propose(long, signal);
  return { proposals: settleProposals(long, written), source: deps.writer.source };
}

export async function makeShorts(
  deps: ShortsDeps,
  actor: { id: string },
  videoId: string,
  input: z.output<typeof makeShortsSchema>,
  signal?: AbortSignal,
): Promise<{ from: string; shorts: MadeShorts["shorts"] }> {
  const { db, writer } = deps;
  const { row, long } = await longVideo(db, videoId);
  const folderId = input.folderId ?? row.folderId;
  if (input.folderId !== undefined) {
    if (!isLibraryId(folderId)) throw folderNotFound();
    const [folder] = await db.select({ id: folders.id }).from(folders).where(eq(folders.id, folderId));
    if (!folder) throw folderNotFound();
  }
  const chosen = input.proposals.map((proposal, index) => {
    const quote = verbatimQuote(long.script, proposal.quote);
    if (!quote) {
      throw badRequest(msg("The passage of Short {n} is not in the script word for word"), { n: index + 1 });
    }
    return { ...proposal, quote };
  });
  await takeAiRequest(db, actor.id, deps.rateLimitPerMinute);
  const rule = {
    ...lengthRule(long.language, row.wordsPerMinute),
    perMinute: shortsSpeakingRate(long.language, row.wordsPerMinute),
  };
  // Every script is written before anything is stored: a model that fails leaves the library as it was.
  const written: Array<{ proposal: ShortProposal; content: string }> = [];
  for (const proposal of chosen) {
    const target = shortTargetLength(proposal.targetSeconds, long.language, row.wordsPerMinute);
    written.push({ proposal, content: await writer.write({ long, proposal, target, rule }, signal) });
  }
  const lead = leadToLongVideo({ title: row.title, youtubeUrl: row.youtubeUrl }, long.language);
  const shorts = await db.transaction(async (tx) => {
    const made: MadeShorts["shorts"] = [];
    for (const { proposal, content } of written) {
      const title = shortTitle(proposal.title);
      const video = await createDraftVideo(tx, actor.id, folderId, {
        title,
        youtubeUrl: null,
        targetKeywords: row.targetKeywords,
        language: row.language,
        format: "short",
        shortOfVideoId: row.id,
      });
      await updateProduction(tx, actor.id, video.id, { stage: "scripting" });
      await attachScript(tx, actor.id, video.id, {
        content,
        duration: secondsToMinutes(proposal.targetSeconds),
        tone: row.tone,
      });
      await attachPackaging(tx, actor.id, video.id, shortPackaging(title, proposal.hook, lead, row.language));
      made.push({
        id: video.id,
        title,
        targetSeconds: proposal.targetSeconds,
        seconds: secondsAt(rule.count(content), rule.perMinute),
      });
    }
    return made;
  });
  return { from: row.title, shorts };
}
