// The LLM provider double: a real HTTP server on a random local port that plays OpenAI Chat
// Completions, the Responses API, Anthropic Messages, Ollama's and llama.cpp's OpenAI-compatible
// endpoints, streaming each the way the real one does. Plain node:http and no test-runner imports, so
// Vitest, Playwright e2e and `npm run eval` all use it. It imports nothing from the app.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { AimedQueue } from "./aimed-queue.ts";
import { anthropic } from "./anthropic.ts";
import { type ApiModule, sendJson } from "./api.ts";
import { type BrainState, type ScriptedAnswer, think } from "./brain.ts";
import { type LlmExchange, watchConnection } from "./exchange.ts";
import { errorAnswer, familyOf, type LlmFault } from "./faults.ts";
import { llamacpp } from "./llamacpp.ts";
import { ollama } from "./ollama.ts";
import { openaiChat } from "./openai-chat.ts";
import { openaiResponses } from "./openai-responses.ts";
import { DEFAULT_OPTIONS, type LlmApi, type LlmDoubleOptions } from "./options.ts";
import { LLM_PROFILES, type LlmProfileName } from "./profiles.ts";
import { hashText, randomChars, randomHex, seededRandom } from "./seed.ts";
import { loadTokenizer } from "./tokens.ts";

export interface LlmDouble {
  /** The base URL to give the AI SDK provider (`baseURL`), e.g. http://127.0.0.1:PORT/v1. */
  url: string;
  /** The switches, read at every request: change them between requests. */
  options: LlmDoubleOptions;
  /** Every request, in arrival order, with what was answered. */
  requests: LlmExchange[];
  /** Switches to a named profile or to these options (the rest from the defaults), plus overrides. */
  use(profile: LlmProfileName | Partial<LlmDoubleOptions>, overrides?: Partial<LlmDoubleOptions>): void;
  /** The next requests meet these faults, in order. */
  fail(...faults: LlmFault[]): void;
  /** The next requests whose prompt contains `text` meet these faults, in order (before plain ones). */
  failWhen(text: string, ...faults: LlmFault[]): void;
  /** The next requests get these answers, word for word, in order (faults come first). */
  answer(...answers: ScriptedAnswer[]): void;
  /** The next requests whose prompt contains `text` get these answers (before plain ones). */
  answerWhen(text: string, ...answers: ScriptedAnswer[]): void;
  /** Forgets requests, queued faults and answers, and goes back to the options it was started with. */
  reset(): void;
  close(): Promise<void>;
}

const CHAT_DIALECTS: Partial<Record<LlmApi, ApiModule>> = { "openai-chat": openaiChat, ollama, llamacpp };

function resolveOptions(
  profile: LlmProfileName | Partial<LlmDoubleOptions> = {},
  overrides: Partial<LlmDoubleOptions> = {},
): LlmDoubleOptions {
  const base = typeof profile === "string" ? LLM_PROFILES[profile].options : { ...DEFAULT_OPTIONS, ...profile };
  return { ...base, ...overrides };
}

/** Which API a path belongs to: …/responses and …/messages by name, …/chat/completions by the options' dialect. */
function apiFor(path: string, options: LlmDoubleOptions): LlmApi | null {
  if (path.endsWith("/responses")) return "openai-responses";
  if (path.endsWith("/messages")) return "anthropic";
  if (path.endsWith("/chat/completions")) return CHAT_DIALECTS[options.api] ? options.api : "openai-chat";
  return null;
}

const MODULES: Record<LlmApi, ApiModule> = {
  "openai-chat": openaiChat,
  "openai-responses": openaiResponses,
  anthropic,
  ollama,
  llamacpp,
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

export async function startLlmDouble(
  profile: LlmProfileName | Partial<LlmDoubleOptions> = {},
  overrides: Partial<LlmDoubleOptions> = {},
): Promise<LlmDouble> {
  const initial = resolveOptions(profile, overrides);
  await loadTokenizer();
  const faults = new AimedQueue<LlmFault>();
  const answers = new AimedQueue<ScriptedAnswer>();
  const brain: BrainState = { structuredAnswers: 0 };
  let counter = 0;

  const double: LlmDouble = {
    url: "",
    options: { ...initial },
    requests: [],
    use(next, more) {
      double.options = resolveOptions(next, more);
      brain.structuredAnswers = 0;
    },
    fail: (...list) => faults.add(list),
    failWhen: (text, ...list) => faults.addWhen(text, list),
    answer: (...list) => answers.add(list),
    answerWhen: (text, ...list) => answers.addWhen(text, list),
    reset() {
      double.requests.length = 0;
      faults.clear();
      answers.clear();
      brain.structuredAnswers = 0;
      double.options = { ...initial };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const path = new URL(req.url ?? "/", "http://double.local").pathname;
    const options = double.options;
    const api = apiFor(path, options);
    const next = seededRandom(hashText(`${counter++}\u0000${raw}`));
    const family = familyOf(api ?? options.api);
    const requestId = family === "anthropic" ? `req_011C${randomChars(20, next)}` : `req_${randomHex(32, next)}`;
    let body: Record<string, unknown> = {};
    let readable = true;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
        body = parsed as Record<string, unknown>;
      else readable = false;
    } catch {
      readable = false; // Answered below as each API answers a body it cannot read.
    }
    let finish = () => {};
    const exchange: LlmExchange = {
      api: api ?? options.api,
      path,
      headers: headersOf(req),
      body,
      prompt: "",
      structured: false,
      streamed: body.stream === true,
      fault: null,
      status: 0,
      text: "",
      reasoning: "",
      content: "",
      sent: "",
      reasoningSent: "",
      finishReason: null,
      closedEarly: false,
      ended: new Promise<void>((resolve) => {
        finish = resolve;
      }),
    };
    double.requests.push(exchange);
    watchConnection(res, exchange, finish);

    if (req.method !== "POST" || api === null) {
      const answer = errorAnswer(
        options.api,
        { kind: "status", status: 404, message: `Unknown request: ${req.method} ${path}` },
        requestId,
      );
      return sendJson(res, exchange, answer.status, answer.body, answer.headers);
    }
    if (!readable) {
      const answer = errorAnswer(
        api,
        { kind: "status", status: 400, message: "The request body is not valid JSON." },
        requestId,
      );
      return sendJson(res, exchange, answer.status, answer.body, answer.headers);
    }
    const module = MODULES[api];
    const parsed = module.parse(body, options);
    exchange.prompt = parsed.request.prompt;
    exchange.structured = parsed.request.structured;
    exchange.streamed = parsed.streamed;

    const fault = faults.take(parsed.request.prompt);
    exchange.fault = fault;
    if (fault?.kind === "silent") return; // Nothing at all, until the client gives up.
    if (fault && fault.kind !== "error-after") {
      const answer = errorAnswer(api, fault, requestId);
      return sendJson(res, exchange, answer.status, answer.body, answer.headers);
    }

    const thinking = parsed.plainJson && options.json !== "cut" ? { ...options, json: "native" as const } : options;
    const output = think(parsed.request, thinking, brain, answers.take(parsed.request.prompt));
    exchange.text = output.text;
    exchange.reasoning = output.reasoning;
    exchange.content = output.content;
    if (output.json !== undefined) exchange.json = output.json;
    await module.answer({
      body,
      request: parsed.request,
      output,
      res,
      exchange,
      options,
      failAfter: fault?.kind === "error-after" ? fault.chunks : null,
      requestId,
      next,
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(
          JSON.stringify({ error: { message: `The LLM double failed: ${String(error)}`, type: "server_error" } }),
        );
      } else res.destroy();
    });
  });
  // A client that gave up leaves its socket behind; close must not wait for it.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return double;
}
