import type {
  ResearchData,
  ResearchInput,
  RewriteInput,
  ScriptInput,
  ScriptStreamEvent,
  TopicsInput,
} from "../../shared/schemas/studio.ts";

/** What a writer tells while it writes a script: its plan, the section under way, the next piece of text. */
export type ScriptWriterEvent = Extract<ScriptStreamEvent, { type: "plan" | "section" | "delta" }>;

/**
 * The five studio operations (spec §7), whoever writes: an AI model or the offline writer. Failures
 * are AppErrors carrying the spec's messages; an aborted signal stops the work (and the provider call).
 */
export interface StudioWriter {
  research(input: ResearchInput, signal?: AbortSignal): Promise<ResearchData>;
  topics(input: TopicsInput, signal?: AbortSignal): Promise<string[]>;
  /** The script as it is written: optionally its plan and sections, and its text piece by piece. */
  streamScript(input: ScriptInput, signal?: AbortSignal): AsyncIterable<ScriptWriterEvent>;
  rewrite(input: RewriteInput, signal?: AbortSignal): Promise<string>;
  fixGrammar(text: string, signal?: AbortSignal): Promise<string>;
}
