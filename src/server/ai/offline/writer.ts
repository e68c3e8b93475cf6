import { AppError } from "../../errors.ts";
import type { StudioWriter } from "../studio-writer.ts";
import { fixGrammarOffline } from "./grammar.ts";
import { composeResearch, composeTopics } from "./research.ts";
import { rewriteOffline } from "./rewrite.ts";
import { composeScript } from "./script.ts";

export interface OfflineWriterOptions {
  /** About how many pieces a script is streamed in, so the studio shows it arriving like a model's. */
  chunks?: number;
  /** The pause between pieces (ms); the whole script arrives in about chunks × this. */
  chunkDelayMs?: number;
}

/** The built-in writer (AI_PROVIDER=offline): deterministic templates and rules, never a model. */
export function createOfflineWriter(options: OfflineWriterOptions = {}): StudioWriter {
  const chunks = options.chunks ?? 40;
  const delay = options.chunkDelayMs ?? 20;
  return {
    research: async (input) => composeResearch(input),
    topics: async (input) => composeTopics(input),
    async *streamScript(input, signal) {
      for (const piece of splitIntoPieces(composeScript(input), chunks)) {
        if (signal?.aborted) throw cancelled();
        yield { type: "delta", text: piece };
        if (delay > 0) await pause(delay, signal);
      }
    },
    rewrite: async (input) => rewriteOffline(input),
    fixGrammar: (text) => fixGrammarOffline(text),
  };
}

const cancelled = () => new AppError(400, "The request was cancelled.");

/** Consecutive pieces of whole words that join back into exactly the text. */
export function splitIntoPieces(text: string, count: number): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? [text];
  const size = Math.max(1, Math.ceil(tokens.length / count));
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += size) pieces.push(tokens.slice(i, i + size).join(""));
  return pieces;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
  });
}
