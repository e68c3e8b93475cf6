import type { Lesson } from "../../shared/audience-lessons.ts";
import type { ChannelVoice } from "../../shared/schemas/channel-voice.ts";
import type {
  ResearchData,
  ResearchInput,
  RewriteInput,
  ScriptInput,
  ScriptStreamEvent,
  TopicsInput,
} from "../../shared/schemas/studio.ts";

/**
 * The channel picked in the studio (issue 11), as the server loaded it: the writers follow its voice
 * (null when it has none yet) and write duration × its words per minute.
 */
export interface ChannelStyle {
  name: string;
  voice: ChannelVoice | null;
  wordsPerMinute: number;
  /**
   * issue 30: the channel's lessons from its audience that the member left on, as the server computed
   * them (never the browser's words); only for a script.
   */
  lessons?: Lesson[];
}

/**
 * Research as the writers take it: the form's inputs, and the material of the idea it starts from
 * (decision 035), which the server loaded from the idea rather than from the browser.
 */
export type ResearchRequest = Omit<ResearchInput, "ideaId"> & { material?: string };

/** What a member is told while a model call waits: the provider is busy, or the model is thinking. */
export type ModelStatus = { state: "waiting"; seconds: number } | { state: "thinking" };

/** A studio input with the picked channel's style, when a channel was picked. */
export type WithChannel<T> = T & { channel?: ChannelStyle };

/** What a writer tells while it writes a script: its plan, the section under way, the next piece of text. */
export type ScriptWriterEvent = Extract<ScriptStreamEvent, { type: "plan" | "lessons" | "section" | "delta" }>;

/**
 * The five studio operations (spec §7), whoever writes: an AI model or the offline writer. Failures
 * are AppErrors carrying the spec's messages; an aborted signal stops the work (and the provider call).
 */
export interface StudioWriter {
  /**
   * Whether this writer writes in `language` (a BCP 47 tag); a writer without the method writes any
   * language a model does. Asked before any request is counted (decision 038).
   */
  writesIn?(language: string): boolean;
  research(input: ResearchRequest, signal?: AbortSignal): Promise<ResearchData>;
  topics(input: TopicsInput, signal?: AbortSignal): Promise<string[]>;
  /**
   * The script as it is written: optionally its plan and sections, and its text piece by piece;
   * `onStatus` hears what a member waits for meanwhile (a busy provider, a thinking model).
   */
  streamScript(
    input: WithChannel<ScriptInput>,
    signal?: AbortSignal,
    onStatus?: (status: ModelStatus) => void,
  ): AsyncIterable<ScriptWriterEvent>;
  rewrite(input: WithChannel<RewriteInput>, signal?: AbortSignal): Promise<string>;
  /** `language`: the text's, when the member's request named it (decision 038). */
  fixGrammar(text: string, signal?: AbortSignal, channel?: ChannelStyle, language?: string): Promise<string>;
}
