// What every API module of the double provides: reading its request format into what the model sees,
// and answering in its own wire format (JSON or its kind of stream).
import type { ServerResponse } from "node:http";
import type { ModelOutput, ModelRequest } from "./brain.ts";
import type { LlmExchange } from "./exchange.ts";
import type { LlmDoubleOptions } from "./options.ts";

export interface ParsedRequest {
  request: ModelRequest;
  streamed: boolean;
  /** The answer goes where fences and prefaces cannot (a tool's input): JSON switches other than "cut" answer plain JSON. */
  plainJson?: boolean;
}

export interface AnswerContext {
  body: Record<string, unknown>;
  request: ModelRequest;
  output: ModelOutput;
  res: ServerResponse;
  exchange: LlmExchange;
  options: LlmDoubleOptions;
  /** From an "error-after" fault: the deltas to send before the stream fails; null to answer in full. */
  failAfter: number | null;
  requestId: string;
  /** Seeded random source for ids, delta sizes and padding. */
  next: () => number;
}

export interface ApiModule {
  parse(body: Record<string, unknown>, options: LlmDoubleOptions): ParsedRequest;
  answer(context: AnswerContext): Promise<void>;
}

export function sendJson(
  res: ServerResponse,
  exchange: LlmExchange,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  exchange.status = status;
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** The text of a message's content: a string, or parts of which the text ones count. */
export function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part) => (typeof part === "string" ? part : typeof part?.text === "string" ? part.text : ""))
    .join("");
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
