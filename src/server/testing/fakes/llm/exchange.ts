// What the double records of every request (what tests assert on), and the writer that streams an
// answer chunk by chunk while keeping that record up to date.
import { once } from "node:events";
import type { ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import type { LlmFault } from "./faults.ts";
import type { LlmApi } from "./options.ts";

export interface LlmExchange {
  /** The API that answered (the chat-completions dialect for …/chat/completions). */
  api: LlmApi;
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body, as the client sent it. */
  body: Record<string, unknown>;
  /** Every message's text (system or instructions included), joined by newlines. */
  prompt: string;
  /** A structured answer (JSON schema or JSON mode) was asked for. */
  structured: boolean;
  streamed: boolean;
  /** The fault this request met instead of (or during) its answer, if any. */
  fault: LlmFault | null;
  /** The HTTP status answered (0 while nothing was sent: a silent fault). */
  status: number;
  /** The answer proper, in full, as the model meant to write it (no reasoning; JSON modes as written). */
  text: string;
  /** The model's reasoning in full ("" when it did not think aloud). */
  reasoning: string;
  /** The content channel in full as meant: inline `<think>` blocks, fences and prefaces included. */
  content: string;
  /** The structured value the model meant, when one was asked for. */
  json?: unknown;
  /** Content text actually written before the answer ended, failed or the client closed. */
  sent: string;
  /** Reasoning text actually written in its own channel. */
  reasoningSent: string;
  /** The API's own finish value ("stop", "length", "end_turn", "max_tokens", "completed", "incomplete"), null if none was sent. */
  finishReason: string | null;
  /** The client closed the connection before the answer was complete. */
  closedEarly: boolean;
  /** Resolves when the exchange is over: answered in full, failed, or cut off by the client. */
  ended: Promise<void>;
  /** Date.now() when the first streamed delta (reasoning or text) was written. */
  firstChunkAt?: number;
  /** Date.now() when the first delta of answer text was written. */
  firstTextAt?: number;
}

/** Streams one answer: frames are written in order, deltas paced `delayMs` apart and recorded. */
export class StreamWriter {
  deltas = 0;
  private startedAt: number | undefined;
  private readonly res: ServerResponse;
  private readonly exchange: LlmExchange;
  private readonly delayMs: number;

  constructor(res: ServerResponse, exchange: LlmExchange, delayMs: number) {
    this.res = res;
    this.exchange = exchange;
    this.delayMs = delayMs;
  }

  get open(): boolean {
    return !this.res.destroyed && !this.res.writableEnded;
  }

  start(headers: Record<string, string>): void {
    this.exchange.status = 200;
    this.res.writeHead(200, headers);
    this.res.flushHeaders();
  }

  /** A frame that carries no text (created, ping, done events). */
  async frame(text: string): Promise<boolean> {
    if (!this.open) return false;
    if (!this.res.write(text)) await Promise.race([once(this.res, "drain"), once(this.res, "close")]);
    return this.open;
  }

  /** A frame carrying the next piece of text or reasoning, then the pause before the next one. */
  async delta(text: string, piece: { content?: string; reasoning?: string }): Promise<boolean> {
    if (!(await this.frame(text))) return false;
    const now = Date.now();
    this.exchange.firstChunkAt ??= now;
    if (piece.content) {
      this.exchange.firstTextAt ??= now;
      this.exchange.sent += piece.content;
    }
    if (piece.reasoning) this.exchange.reasoningSent += piece.reasoning;
    this.deltas++;
    // Paced against a schedule (delta n is due n × delayMs after the first) rather than by one timer a
    // delta: on a busy machine a 1 ms timer takes 10 ms or more, which would make long answers crawl.
    this.startedAt ??= now;
    const ahead = this.startedAt + this.deltas * this.delayMs - Date.now();
    if (ahead >= 4) await sleep(ahead);
    else if (this.deltas % 32 === 0) await new Promise((resolve) => setImmediate(resolve));
    return this.open;
  }

  end(text = ""): void {
    if (this.open) this.res.end(text);
  }

  /** Closes the connection without a proper end, as a server that fails mid-answer may. */
  destroy(): void {
    closedByServer.add(this.res);
    this.res.destroy();
  }
}

const closedByServer = new WeakSet<ServerResponse>();

/** Keeps `closedEarly` and `ended` of the exchange in step with its connection. */
export function watchConnection(res: ServerResponse, exchange: LlmExchange, finish: () => void): void {
  res.on("close", () => {
    exchange.closedEarly = !res.writableFinished && !closedByServer.has(res);
    finish();
  });
}
