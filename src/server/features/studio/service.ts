import type {
  ResearchData,
  ResearchInput,
  RewriteInput,
  ScriptInput,
  ScriptStreamEvent,
  TopicsInput,
} from "../../../shared/schemas/studio.ts";
import { countWords } from "../../../shared/studio.ts";
import { STUDIO_FAILURES } from "../../../shared/studio-values.ts";
import type { StudioWriter } from "../../ai/writer.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { takeAiRequest } from "./rate-limit.ts";

/** What the studio operations need besides the database: who writes, and how often a user may ask. */
export interface Studio {
  writer: StudioWriter;
  rateLimitPerMinute: number;
  logger: Logger;
}

export async function researchContent(
  db: Db,
  studio: Studio,
  userId: string,
  input: ResearchInput,
  signal?: AbortSignal,
): Promise<ResearchData> {
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  return studio.writer.research(input, signal);
}

export async function generateTopics(
  db: Db,
  studio: Studio,
  userId: string,
  input: TopicsInput,
  signal?: AbortSignal,
): Promise<string[]> {
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  return studio.writer.topics(input, signal);
}

/**
 * Starts writing the script and waits for its first piece, so a failure before any text (the provider
 * refused, the limit was hit) is an ordinary error answer. Then the events: deltas, and one `done` with
 * the word count or one `error` with the spec's message. Nothing more is written once `signal` aborts.
 */
export async function generateScript(
  db: Db,
  studio: Studio,
  userId: string,
  input: ScriptInput,
  signal: AbortSignal,
): Promise<AsyncGenerator<ScriptStreamEvent, void>> {
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  const pieces = studio.writer.streamScript(input, signal)[Symbol.asyncIterator]();
  const first = await pieces.next();
  return (async function* () {
    let script = "";
    try {
      for (let step = first; !step.done; step = await pieces.next()) {
        script += step.value;
        yield { type: "delta", text: step.value };
      }
      yield { type: "done", wordCount: countWords(script) };
    } catch (error) {
      if (signal.aborted) return;
      if (!(error instanceof AppError)) studio.logger.error({ err: error }, "script generation failed");
      yield { type: "error", error: error instanceof AppError ? error.message : STUDIO_FAILURES.script };
    } finally {
      await pieces.return?.();
    }
  })();
}

export async function rewriteText(
  db: Db,
  studio: Studio,
  userId: string,
  input: RewriteInput,
  signal?: AbortSignal,
): Promise<string> {
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  return studio.writer.rewrite(input, signal);
}

export async function fixGrammar(
  db: Db,
  studio: Studio,
  userId: string,
  text: string,
  signal?: AbortSignal,
): Promise<string> {
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  return studio.writer.fixGrammar(text, signal);
}
