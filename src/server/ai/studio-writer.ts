import type {
  ResearchData,
  ResearchInput,
  RewriteInput,
  ScriptInput,
  TopicsInput,
} from "../../shared/schemas/studio.ts";

/**
 * The five studio operations (spec §7), whoever writes: an AI model or the offline writer. Failures
 * are AppErrors carrying the spec's messages; an aborted signal stops the work (and the provider call).
 *
 * In a module of its own so that both writers can implement it without importing writer.ts, which
 * imports them to choose one (decision 012: no import cycles, type-only ones included).
 */
export interface StudioWriter {
  research(input: ResearchInput, signal?: AbortSignal): Promise<ResearchData>;
  topics(input: TopicsInput, signal?: AbortSignal): Promise<string[]>;
  /** The script, piece by piece as it is written. */
  streamScript(input: ScriptInput, signal?: AbortSignal): AsyncIterable<string>;
  rewrite(input: RewriteInput, signal?: AbortSignal): Promise<string>;
  fixGrammar(text: string, signal?: AbortSignal): Promise<string>;
}
