import { type Lesson, type LessonId, STUDIO_LESSONS_MAX } from "../../../shared/audience-lessons.ts";
import { countLength } from "../../../shared/length.ts";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { NOT_FOUND } from "../../../shared/not-found.ts";
import type {
  GrammarInput,
  ResearchData,
  ResearchInput,
  RewriteInput,
  ScriptInput,
  ScriptStreamEvent,
  TopicsInput,
} from "../../../shared/schemas/studio.ts";
import { STUDIO_FAILURES } from "../../../shared/studio-values.ts";
import { refuseUnwrittenLanguage } from "../../ai/languages-written.ts";
import { languageOf } from "../../ai/prompts.ts";
import { takeAiRequest } from "../../ai/rate-limit.ts";
import type { ChannelStyle, StudioWriter, WithChannel } from "../../ai/studio-writer.ts";
import type { Db } from "../../db/client.ts";
import { getAudienceLessons } from "../../domain/channels/audience-lessons.ts";
import { readChannelVoice } from "../../domain/channels/channel-voice.ts";
import { AppError, notFound } from "../../errors.ts";
import type { Logger } from "../../logger.ts";

/** What the studio operations need besides the database: who writes, and how often a user may ask. */
export interface Studio {
  writer: StudioWriter;
  rateLimitPerMinute: number;
  logger: Logger;
  /**
   * The research material of an idea (decision 035), composed in by the app: the ideas feature owns
   * ideas. Throws the idea's 404 when there is none.
   */
  ideaMaterial?: (ideaId: string) => Promise<string>;
}

/**
 * The picked channel's voice and speaking rate (issue 11); none when no channel was picked. 404 when
 * the id names no channel, before any AI request is counted.
 */
export async function channelStyleOf(db: Db, channelId: string | undefined): Promise<ChannelStyle | undefined> {
  if (channelId === undefined) return undefined;
  const channel = await readChannelVoice(db, channelId);
  return { name: channel.name, voice: channel.voice?.profile ?? null, wordsPerMinute: channel.wordsPerMinute };
}

/**
 * issue 30: the channel's lessons the member left on. The ids come from the browser; the lessons are
 * computed again from the channel's videos, and only those still among its strongest are used, so no
 * text from the request reaches a prompt and a lesson that no longer holds is dropped.
 */
export async function lessonsSwitchedOn(db: Db, channelId: string, ids: readonly LessonId[] = []): Promise<Lesson[]> {
  if (ids.length === 0) return [];
  const { lessons } = await getAudienceLessons(db, channelId);
  return lessons.slice(0, STUDIO_LESSONS_MAX).filter((lesson) => ids.includes(lesson.id));
}

/** 422 when the configured writer does not write the request's language (languages-written.ts). */
function checkLanguage(studio: Studio, language: string) {
  refuseUnwrittenLanguage(studio.writer, language);
}

/** The input as the writer takes it: the channel's id replaced by its style. */
async function withChannel<T extends { channelId?: string }>(
  db: Db,
  input: T,
): Promise<WithChannel<Omit<T, "channelId">>> {
  const { channelId, ...rest } = input;
  const channel = await channelStyleOf(db, channelId);
  return channel ? { ...rest, channel } : rest;
}

export async function researchContent(
  db: Db,
  studio: Studio,
  userId: string,
  input: ResearchInput,
  signal?: AbortSignal,
): Promise<ResearchData> {
  const { ideaId, ...form } = input;
  // The idea's material is loaded before the AI request is counted: an idea that is gone costs nothing.
  let material: string | undefined;
  if (ideaId) {
    if (!isLibraryId(ideaId) || !studio.ideaMaterial) throw notFound(NOT_FOUND.idea);
    material = await studio.ideaMaterial(ideaId);
  }
  checkLanguage(studio, languageOf(input));
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  return studio.writer.research(material ? { ...form, material } : form, signal);
}

export async function generateTopics(
  db: Db,
  studio: Studio,
  userId: string,
  input: TopicsInput,
  signal?: AbortSignal,
): Promise<string[]> {
  checkLanguage(studio, languageOf(input));
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  return studio.writer.topics(input, signal);
}

/**
 * Starts writing the script and waits for its first event (its plan, its first piece of text, or what
 * the member waits for: a thinking model, a busy provider), so a failure before that (the provider
 * refused or can't be reached, the limit was hit) is an ordinary error answer. Then the events: plan,
 * section, delta and status as the writer tells them, and one `done` with the word count or one `error`
 * with what happened. Nothing more is written once `signal` aborts.
 */
export async function generateScript(
  db: Db,
  studio: Studio,
  userId: string,
  input: ScriptInput,
  signal: AbortSignal,
): Promise<AsyncGenerator<ScriptStreamEvent, void>> {
  const styled = await withChannel(db, input);
  if (styled.channel && input.channelId) {
    const lessons = await lessonsSwitchedOn(db, input.channelId, input.scriptConfig.lessons);
    if (lessons.length) styled.channel = { ...styled.channel, lessons };
  }
  const language = languageOf(input);
  checkLanguage(studio, language);
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  const events = withStatuses<ScriptStreamEvent>((report) =>
    studio.writer
      .streamScript(styled, signal, (status) => report({ type: "status", ...status }))
      [Symbol.asyncIterator](),
  );
  const first = await events.next();
  return (async function* () {
    let script = "";
    try {
      for (let step = first; !step.done; step = await events.next()) {
        if (step.value.type === "delta") script += step.value.text;
        yield step.value;
      }
      yield { type: "done", wordCount: countLength(script, language) };
    } catch (error) {
      if (signal.aborted) return;
      if (!(error instanceof AppError)) studio.logger.error({ err: error }, "script generation failed");
      yield { type: "error", error: error instanceof AppError ? error.message : STUDIO_FAILURES.script };
    } finally {
      await events.return?.();
    }
  })();
}

/**
 * The events of `start`'s iterator with the reports made meanwhile (through the callback it is given)
 * in between, each as soon as it is made — also while the iterator waits on a provider.
 */
async function* withStatuses<T>(start: (report: (event: T) => void) => AsyncIterator<T>): AsyncGenerator<T, void> {
  const reports: T[] = [];
  let wake = () => {};
  const iterator = start((event) => {
    reports.push(event);
    wake();
  });
  let pending: Promise<IteratorResult<T>> | undefined;
  try {
    for (;;) {
      while (reports.length) yield reports.shift()!;
      pending ??= iterator.next();
      const reported = new Promise<null>((resolve) => {
        wake = () => resolve(null);
      });
      const step = await Promise.race([pending, reported]);
      if (!step) continue;
      pending = undefined;
      while (reports.length) yield reports.shift()!;
      if (step.done) return;
      yield step.value;
    }
  } finally {
    wake = () => {};
    await iterator.return?.();
  }
}

export async function rewriteText(
  db: Db,
  studio: Studio,
  userId: string,
  input: RewriteInput,
  signal?: AbortSignal,
): Promise<string> {
  const styled = await withChannel(db, input);
  // A translation goes into the language its instruction names; other rewrites keep the script's.
  if (input.style !== "translate") checkLanguage(studio, languageOf(input));
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  return studio.writer.rewrite(styled, signal);
}

export async function fixGrammar(
  db: Db,
  studio: Studio,
  userId: string,
  input: GrammarInput,
  signal?: AbortSignal,
): Promise<string> {
  const channel = await channelStyleOf(db, input.channelId);
  checkLanguage(studio, languageOf(input));
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  return studio.writer.fixGrammar(input.text, signal, channel, input.language);
}
