// POST …/chat/completions as OpenAI's Chat Completions API, and the driver the other servers that speak
// it (Ollama, llama.cpp: ollama.ts, llamacpp.ts) share, each with its own habits (a "dialect").
import type { AnswerContext, ApiModule, ParsedRequest } from "./api.ts";
import { nowSeconds, sendJson, textOf } from "./api.ts";
import type { ModelOutput, ModelRequest } from "./brain.ts";
import { StreamWriter } from "./exchange.ts";
import { OPENAI_STREAM_ERROR } from "./faults.ts";
import type { JsonSchema } from "./json-value.ts";
import type { LlmDoubleOptions } from "./options.ts";
import { openaiRateHeaders } from "./rate-headers.ts";
import { between, randomChars } from "./seed.ts";

export interface ChatPiece {
  content?: string;
  reasoning?: string;
}

export interface ChatStreamContext {
  id: string;
  created: number;
  model: string;
  reasoningField: string;
  next: () => number;
  output: ModelOutput;
}

/** What differs between servers that speak Chat Completions. */
export interface ChatDialect {
  completionId(next: () => number): string;
  headers(requestId: string): Record<string, string>;
  /** The delta of the chunk sent before any text, or null when the server sends none. */
  openingDelta: Record<string, unknown> | null;
  delta(piece: ChatPiece, context: ChatStreamContext): Record<string, unknown>;
  finishDelta: Record<string, unknown>;
  chunk(context: ChatStreamContext, choices: unknown[], usage?: unknown): Record<string, unknown>;
  choice(delta: Record<string, unknown>, finishReason: string | null): Record<string, unknown>;
  /** "separate": a last chunk with `choices: []` when include_usage asks; "on-finish": usage rides on the finish chunk. */
  usagePlacement: "separate" | "on-finish";
  usage(output: ModelOutput): unknown;
  completion(context: ChatStreamContext, finishReason: string): Record<string, unknown>;
  /** How the stream fails once it has started. */
  failMidStream(writer: StreamWriter, context: ChatStreamContext): Promise<void>;
}

export const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

export function parseChatRequest(body: Record<string, unknown>, options: LlmDoubleOptions): ParsedRequest {
  const messages = Array.isArray(body.messages) ? (body.messages as Array<{ content?: unknown }>) : [];
  const format = body.response_format as { type?: string; json_schema?: { schema?: JsonSchema } } | undefined;
  const structured = format?.type === "json_schema" || format?.type === "json_object";
  const inline = options.reasoning === "inline" || options.reasoning === "unopened";
  const request: ModelRequest = {
    model: String(body.model ?? ""),
    prompt: messages.map((m) => textOf(m.content)).join("\n"),
    schema: format?.type === "json_schema" ? (format.json_schema?.schema ?? null) : null,
    structured,
    maxTokens: (body.max_completion_tokens ?? body.max_tokens ?? null) as number | null,
    reasoningPlace:
      options.reasoning === "none" || (inline && structured && options.guided)
        ? "none"
        : options.reasoning === "field"
          ? "channel"
          : "content",
  };
  return { request, streamed: body.stream === true };
}

export const usageTokens = (output: ModelOutput) => ({
  prompt: output.promptTokens,
  reasoning: output.reasoningTokens.length,
  completion: output.reasoningTokens.length + output.contentTokens.length,
});

export async function answerChat(context: AnswerContext, dialect: ChatDialect): Promise<void> {
  const { body, output, res, exchange, options, requestId } = context;
  const stream: ChatStreamContext = {
    id: dialect.completionId(context.next),
    created: nowSeconds(),
    model: String(body.model ?? ""),
    reasoningField: options.reasoningField,
    next: context.next,
    output,
  };
  const finishReason = output.finish;
  if (!(body.stream === true)) {
    exchange.sent = output.contentTokens.join("");
    exchange.reasoningSent = output.reasoningTokens.join("");
    exchange.finishReason = finishReason;
    return sendJson(res, exchange, 200, dialect.completion(stream, finishReason), dialect.headers(requestId));
  }
  const writer = new StreamWriter(res, exchange, options.chunkDelayMs);
  writer.start({ "content-type": "text/event-stream; charset=utf-8", ...dialect.headers(requestId) });
  if (
    dialect.openingDelta &&
    !(await writer.frame(sse(dialect.chunk(stream, [dialect.choice(dialect.openingDelta, null)]))))
  ) {
    return;
  }
  const pieces: ChatPiece[] = [
    ...output.reasoningTokens.map((reasoning) => ({ reasoning })),
    ...output.contentTokens.map((content) => ({ content })),
  ];
  for (const piece of pieces) {
    if (context.failAfter !== null && writer.deltas >= context.failAfter) return dialect.failMidStream(writer, stream);
    const frame = sse(dialect.chunk(stream, [dialect.choice(dialect.delta(piece, stream), null)]));
    if (!(await writer.delta(frame, piece))) return;
  }
  if (context.failAfter !== null) return dialect.failMidStream(writer, stream);
  const includeUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
  const finishUsage = dialect.usagePlacement === "on-finish" ? dialect.usage(output) : undefined;
  if (
    !(await writer.frame(sse(dialect.chunk(stream, [dialect.choice(dialect.finishDelta, finishReason)], finishUsage))))
  ) {
    return;
  }
  exchange.finishReason = finishReason;
  if (includeUsage && dialect.usagePlacement === "separate") {
    if (!(await writer.frame(sse(dialect.chunk(stream, [], dialect.usage(output)))))) return;
  }
  writer.end("data: [DONE]\n\n");
}

/** OpenAI's padding field that hides chunk sizes: random characters of varying length. */
const obfuscation = (next: () => number) => randomChars(between(0, 15, next), next);

// OpenAI's own server. Chunk shape, first chunk, `usage: null`, `obfuscation`, the finish chunk with an
// empty delta and the usage chunk with `choices: []`: vercel/ai packages/openai/src/chat/__fixtures__/
// openai-text.chunks.txt; the JSON answer: openai-text.json beside it.
const SYSTEM_FINGERPRINT = "fp_de604bd877";

export const openaiDialect: ChatDialect = {
  // "chatcmpl-" and 29 letters and digits, as in the recorded ids.
  completionId: (next) => `chatcmpl-${randomChars(29, next)}`,
  // openai-node #1477 (the headers of a real answer).
  headers: (requestId) => ({
    "x-request-id": requestId,
    "openai-version": "2020-10-01",
    "openai-processing-ms": "212",
    ...openaiRateHeaders(198_000, 0.6),
  }),
  openingDelta: { role: "assistant", content: "", refusal: null },
  // A reasoning field only appears on OpenAI-compatible servers (vLLM) playing this API; OpenAI itself
  // keeps reasoning hidden.
  delta: (piece, context) =>
    piece.reasoning !== undefined
      ? { content: "", [context.reasoningField]: piece.reasoning }
      : { content: piece.content },
  finishDelta: {},
  chunk: (context, choices, usage) => ({
    id: context.id,
    object: "chat.completion.chunk",
    created: context.created,
    model: context.model,
    service_tier: "default",
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices,
    usage: usage ?? null,
    obfuscation: obfuscation(context.next),
  }),
  choice: (delta, finishReason) => ({ index: 0, delta, logprobs: null, finish_reason: finishReason }),
  usagePlacement: "separate",
  usage: (output) => {
    const tokens = usageTokens(output);
    return {
      prompt_tokens: tokens.prompt,
      completion_tokens: tokens.completion,
      total_tokens: tokens.prompt + tokens.completion,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: tokens.reasoning,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    };
  },
  completion: (context, finishReason) => ({
    id: context.id,
    object: "chat.completion",
    created: context.created,
    model: context.model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: context.output.contentTokens.join(""),
          ...(context.output.reasoningTokens.length
            ? { [context.reasoningField]: context.output.reasoningTokens.join("") }
            : {}),
          refusal: null,
          annotations: [],
        },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: openaiDialect.usage(context.output),
    service_tier: "default",
    system_fingerprint: SYSTEM_FINGERPRINT,
  }),
  // After HTTP 200 OpenAI reports a failure in-band, then ends the stream as usual (go-openai #396):
  // data: {"error":{"message":…,"type":"server_error","param":null,"code":null}} then data: [DONE].
  failMidStream: async (writer) => {
    await writer.frame(sse({ error: { message: OPENAI_STREAM_ERROR, type: "server_error", param: null, code: null } }));
    writer.end("data: [DONE]\n\n");
  },
};

export const openaiChat: ApiModule = {
  parse: parseChatRequest,
  answer: (context) => answerChat(context, openaiDialect),
};
