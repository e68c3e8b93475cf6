import type {
  ResearchData,
  ResearchInput,
  RewriteInput,
  ScriptInput,
  TopicsInput,
} from "../../shared/schemas/studio.ts";
import type { Logger } from "../logger.ts";
import { createModelWriter } from "./model-writer.ts";
import { createOfflineWriter } from "./offline/writer.ts";
import { type AiConfig, createLanguageModel } from "./provider.ts";

/**
 * The five studio operations (spec §7), whoever writes: an AI model or the offline writer. Failures
 * are AppErrors carrying the spec's messages; an aborted signal stops the work (and the provider call).
 */
export interface StudioWriter {
  research(input: ResearchInput, signal?: AbortSignal): Promise<ResearchData>;
  topics(input: TopicsInput, signal?: AbortSignal): Promise<string[]>;
  /** The script, piece by piece as it is written. */
  streamScript(input: ScriptInput, signal?: AbortSignal): AsyncIterable<string>;
  rewrite(input: RewriteInput, signal?: AbortSignal): Promise<string>;
  fixGrammar(text: string, signal?: AbortSignal): Promise<string>;
}

export function createStudioWriter(ai: AiConfig, logger: Logger): StudioWriter {
  const model = createLanguageModel(ai);
  return model ? createModelWriter({ model, logger }) : createOfflineWriter();
}
