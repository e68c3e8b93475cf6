import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible server (vLLM, LM Studio, OpenAI itself): real HTTP, POST
 * /v1/chat/completions as JSON or as SSE chunks (`stream: true`), honouring `response_format` JSON
 * schemas. It records every request and can be told how to answer the next ones. Shared by the
 * integration and e2e tests; it imports nothing from the app.
 *
 * With `wordLimit` set it behaves like a real model that stops short: a streamed request gets exactly
 * the words its prompt asks for with "Write about N words" (the last such phrase), but never more than
 * `wordLimit`, and a structured request for a script plan gets a plan built from the prompt.
 */
export type FakeReply =
  /** A JSON chat completion whose message content is exactly this text (valid JSON or not). */
  | { kind: "content"; content: string }
  /**
   * A streamed chat completion: one SSE chunk per piece, `delayMs` apart. With `failAfter` the stream
   * breaks after the pieces the way OpenAI reports a failure mid-answer: an `error` event, no finish.
   */
  | { kind: "stream"; pieces: string[]; delayMs?: number; failAfter?: boolean }
  /** An HTTP error answer. */
  | { kind: "error"; status: number; message?: string };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: ChatRequest;
  /** Every message's text, joined: what tests look for the user's inputs in. */
  prompt: string;
  /** True when the client closed the connection before the answer was complete. */
  closedEarly: boolean;
  /** Resolves when the exchange is over, answered in full or cut off by the client. */
  ended: Promise<void>;
  /** Date.now() when the first streamed piece was written (streamed answers only). */
  firstChunkAt?: number;
}

export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
  response_format?: { type: string; json_schema?: { name?: string; schema?: JsonSchema; strict?: boolean } };
  [key: string]: unknown;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
}

export interface FakeOpenAI {
  /** e.g. http://127.0.0.1:PORT (the API is under /v1). */
  url: string;
  requests: RecordedRequest[];
  /** The next requests get these answers, in order; after them the default answers come back. */
  enqueue(...replies: FakeReply[]): void;
  /**
   * The next requests whose prompt contains `text` get these answers, in order (before any enqueued
   * ones): so a test can make one section of a script fail, whenever its call comes.
   */
  answerWhen(text: string, ...replies: FakeReply[]): void;
  /** The pause between the pieces of a default streamed answer (ms), so a test can act while it streams. */
  streamDelayMs: number;
  /** The text the default stream answer is made of. */
  defaultScript: string;
  /** When set, default answers write what "Write about N words" asks, up to this many words (see above). */
  wordLimit: number | null;
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_SCRIPT =
  "[HOOK]\nThis is the fake model's script. It streams in small pieces so tests can watch it arrive.\n\n" +
  "[PART 1]\nEvery piece is a chat.completion.chunk sent as a server-sent event.\n";

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  const targeted: Array<{ text: string; reply: FakeReply }> = [];
  const fake: FakeOpenAI = {
    url: "",
    requests,
    defaultScript: DEFAULT_SCRIPT,
    wordLimit: null,
    streamDelayMs: 0,
    enqueue: (...replies) => void queue.push(...replies),
    answerWhen: (text, ...replies) => void targeted.push(...replies.map((reply) => ({ text, reply }))),
    reset() {
      requests.length = 0;
      queue.length = 0;
      targeted.length = 0;
      fake.defaultScript = DEFAULT_SCRIPT;
      fake.wordLimit = null;
      fake.streamDelayMs = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      return send(res, 404, { error: { message: `No fake for ${req.method} ${req.url}`, type: "not_found" } });
    }
    let body: ChatRequest;
    try {
      body = JSON.parse(raw);
    } catch {
      return send(res, 400, { error: { message: "Invalid JSON body", type: "invalid_request_error" } });
    }
    let finish = () => {};
    const record: RecordedRequest = {
      path: req.url,
      headers: req.headers,
      body,
      prompt: body.messages.map((m) => textOf(m.content)).join("\n"),
      closedEarly: false,
      ended: new Promise((resolve) => {
        finish = resolve;
      }),
    };
    requests.push(record);
    res.on("close", () => {
      record.closedEarly = !res.writableFinished;
      finish();
    });
    const aimed = targeted.findIndex((t) => record.prompt.includes(t.text));
    const reply =
      (aimed >= 0 ? targeted.splice(aimed, 1)[0].reply : undefined) ??
      takeReply(queue, body) ??
      defaultReply(body, fake.defaultScript, fake.wordLimit, record.prompt, fake.streamDelayMs);
    await answer(res, body, reply, () => {
      record.firstChunkAt ??= Date.now();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/**
 * The first queued reply that fits the request: a streamed answer only for a streamed request, a JSON
 * one only for a non-streamed one, an error for either. So a test can queue the stream a script's
 * sections get without the planning call before them taking it.
 */
function takeReply(queue: FakeReply[], body: ChatRequest): FakeReply | undefined {
  const index = queue.findIndex(
    (reply) => reply.kind === "error" || (reply.kind === "stream") === Boolean(body.stream),
  );
  return index < 0 ? undefined : queue.splice(index, 1)[0];
}

function defaultReply(
  body: ChatRequest,
  script: string,
  wordLimit: number | null,
  prompt: string,
  delayMs: number,
): FakeReply {
  const schema = body.response_format?.json_schema?.schema;
  if (wordLimit !== null) {
    // Sentence by sentence: a 120-minute script is 18,000 words.
    if (body.stream) {
      return { kind: "stream", pieces: wordsAskedFor(prompt, wordLimit).match(/[^.]+\.\s*/g) ?? [], delayMs };
    }
    if (schema?.properties?.sections) return { kind: "content", content: JSON.stringify(planFrom(prompt)) };
  }
  if (body.stream) return { kind: "stream", pieces: piecesOf(script), delayMs };
  if (body.response_format?.type === "json_schema" && schema) {
    return { kind: "content", content: JSON.stringify(sampleOf(schema, "answer")) };
  }
  return { kind: "content", content: "The fake model's answer." };
}

const piecesOf = (text: string) => text.match(/\s*\S+\s*/g) ?? [text];

const FILLER = "the fake model keeps writing plain words so every request gets its length".split(" ");

/** Exactly min(N, limit) words for the last "Write about N words" in the prompt, in ten-word sentences. */
export function wordsAskedFor(prompt: string, limit: number): string {
  const asked = [...prompt.matchAll(/Write about (\d+) words/gi)].at(-1)?.[1];
  const count = Math.min(asked ? Number(asked) : 100, limit);
  const sentences: string[] = [];
  for (let left = count, n = 0; left > 0; left -= 10, n++) {
    const words = FILLER.slice(0, Math.min(10, left)).map((w, i) => (i === 0 ? `Sentence${n + 1}` : w));
    sentences.push(`${words.join(" ")}.`);
  }
  return sentences.join(" ");
}

/**
 * A script plan from a planning prompt: "about N words" for the length, the numbered topic lines and
 * the "Roles:" line. Hook and intro first, a body section per topic with transitions between when the
 * roles have them, the call to action last; the words shared evenly.
 */
export function planFrom(prompt: string) {
  const words = Number(/about (\d+) words/i.exec(prompt)?.[1] ?? 1000);
  const roles = /^Roles: (.+)$/m.exec(prompt)?.[1].split(/,\s*/) ?? ["intro", "body"];
  const topicBlock = /Selected topics[^\n]*\n((?:\d+\. .*\n?)+)/.exec(prompt)?.[1] ?? "";
  const topics = [...topicBlock.matchAll(/^(\d+)\. (.*)$/gm)].map((m) => ({ number: Number(m[1]), title: m[2] }));
  const sections: Array<{ title: string; role: string; topics: number[]; words: number }> = [];
  const add = (title: string, role: string, numbers: number[] = []) =>
    sections.push({ title, role, topics: numbers, words: 0 });
  if (roles.includes("hook")) add("Hook", "hook");
  add("Intro", "intro");
  topics.forEach((topic, i) => {
    if (i > 0 && roles.includes("transition")) add("Transition", "transition");
    add(topic.title, "body", [topic.number]);
  });
  if (roles.includes("cta")) add("Call to action", "cta");
  for (const section of sections) section.words = Math.floor(words / sections.length);
  return { sections };
}

/** A value that satisfies the JSON schema, so structured-output requests get a valid answer. */
export function sampleOf(schema: JsonSchema, name: string): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum) return schema.enum[0];
  if (type === "object" || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sampleOf(s, key)]));
  }
  if (type === "array") {
    return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, (_, i) =>
      sampleOf(schema.items ?? {}, `${name} ${i + 1}`),
    );
  }
  if (type === "number" || type === "integer") return 1;
  if (type === "boolean") return true;
  return `Sample ${name}`;
}

async function answer(res: ServerResponse, body: ChatRequest, reply: FakeReply, onChunk = () => {}) {
  const base = { id: `chatcmpl-${Date.now()}`, created: Math.floor(Date.now() / 1000), model: body.model };
  if (reply.kind === "error") {
    return send(res, reply.status, {
      error: { message: reply.message ?? "Fake provider failure", type: "server_error" },
    });
  }
  if (reply.kind === "content") {
    return send(res, 200, {
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content: reply.content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const event = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  for (const [i, piece] of reply.pieces.entries()) {
    if (res.destroyed) return;
    event({
      ...base,
      object: "chat.completion.chunk",
      choices: [
        { index: 0, delta: i === 0 ? { role: "assistant", content: piece } : { content: piece }, finish_reason: null },
      ],
    });
    onChunk();
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
  }
  if (res.destroyed) return;
  if (reply.failAfter) {
    event({ error: { message: "The fake model failed mid-answer", type: "server_error", code: null } });
    res.end();
    return;
  }
  event({
    ...base,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: reply.pieces.length, total_tokens: 10 + reply.pieces.length },
  });
  res.end("data: [DONE]\n\n");
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function textOf(content: ChatRequest["messages"][number]["content"]): string {
  return typeof content === "string" ? content : content.map((part) => part.text ?? "").join("");
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
