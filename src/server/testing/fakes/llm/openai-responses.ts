// POST …/responses as OpenAI's Responses API. The event sequence, `sequence_number` on every event,
// item and part shapes: vercel/ai packages/openai/src/responses/__fixtures__/ issue-20047-openai-
// responses.chunks.txt (text), openai-reasoning-encrypted-content.1.chunks.txt (reasoning summary,
// one token a delta), openai-web-search-tool.1.chunks.txt (text deltas of a few to some thirty
// tokens, " clearer. This"), openai-error.1.chunks.txt (an error event, then response.failed).
import type { AnswerContext, ApiModule, ParsedRequest } from "./api.ts";
import { nowSeconds, sendJson, textOf } from "./api.ts";
import { StreamWriter } from "./exchange.ts";
import { OPENAI_STREAM_ERROR } from "./faults.ts";
import type { JsonSchema } from "./json-value.ts";
import type { LlmDoubleOptions } from "./options.ts";
import { between, randomChars, randomHex } from "./seed.ts";
import { groupTokens } from "./tokens.ts";

interface ReasoningRequest {
  effort?: string | null;
  summary?: string | null;
}

function inputText(input: unknown): string {
  if (typeof input === "string") return input;
  if (!Array.isArray(input)) return "";
  return input.map((item) => textOf((item as { content?: unknown }).content)).join("\n");
}

function parse(body: Record<string, unknown>, options: LlmDoubleOptions): ParsedRequest {
  const format = (body.text as { format?: { type?: string; schema?: JsonSchema } } | undefined)?.format;
  const reasoning = body.reasoning as ReasoningRequest | undefined;
  // Only reasoning models think, and only when the request asks (reasoning.effort other than "none").
  const thinks = options.reasoning !== "none" && reasoning != null && reasoning.effort !== "none";
  const instructions = typeof body.instructions === "string" ? `${body.instructions}\n` : "";
  return {
    request: {
      model: String(body.model ?? ""),
      prompt: instructions + inputText(body.input),
      schema: format?.type === "json_schema" ? (format.schema ?? null) : null,
      structured: format?.type === "json_schema" || format?.type === "json_object",
      maxTokens: (body.max_output_tokens ?? null) as number | null,
      reasoningPlace: thinks ? "channel" : "none",
    },
    streamed: body.stream === true,
  };
}

/** OpenAI's 50-hex-digit ids: resp_…, msg_…, rs_…. */
const itemId = (prefix: string, next: () => number) => `${prefix}_${randomHex(50, next)}`;

async function answer(context: AnswerContext): Promise<void> {
  const { body, output, res, exchange, options, next, requestId } = context;
  const reasoning = body.reasoning as ReasoningRequest | undefined;
  const thinks = context.request.reasoningPlace === "channel";
  const showSummary = thinks && reasoning?.summary != null;
  const incomplete = output.finish === "length";
  const text = output.contentTokens.join("");
  const summary = output.reasoningTokens.join("");
  const ids = { response: itemId("resp", next), message: itemId("msg", next), reasoning: itemId("rs", next) };
  const wantsEncrypted = Array.isArray(body.include) && body.include.includes("reasoning.encrypted_content");
  const reasoningItem = {
    id: ids.reasoning,
    type: "reasoning",
    ...(wantsEncrypted ? { encrypted_content: `gAAAAAB${randomChars(120, next)}` } : {}),
    summary: showSummary ? [{ type: "summary_text", text: summary }] : [],
  };
  // A reasoning model can spend the whole budget thinking and leave no message at all.
  const hasMessage = !(incomplete && output.contentTokens.length === 0);
  const textPart = (partText: string) => ({ type: "output_text", annotations: [], logprobs: [], text: partText });
  const messageItem = (status: string, partText: string | null) => ({
    id: ids.message,
    type: "message",
    status,
    content: partText === null ? [] : [textPart(partText)],
    role: "assistant",
  });
  const messageIndex = thinks ? 1 : 0;
  const usage = {
    input_tokens: output.promptTokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: output.reasoningTokens.length + output.contentTokens.length,
    output_tokens_details: { reasoning_tokens: output.reasoningTokens.length },
    total_tokens: output.promptTokens + output.reasoningTokens.length + output.contentTokens.length,
  };
  const created = nowSeconds();
  const responseObject = (status: string, extra: Record<string, unknown>) => ({
    id: ids.response,
    object: "response",
    created_at: created,
    status,
    background: false,
    error: null,
    incomplete_details: null,
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    max_tool_calls: null,
    model: String(body.model ?? ""),
    output: [],
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: reasoning?.effort ?? null, summary: reasoning?.summary ?? null },
    service_tier: "auto",
    store: body.store ?? true,
    temperature: 1,
    text: { format: (body.text as { format?: unknown } | undefined)?.format ?? { type: "text" }, verbosity: "medium" },
    tool_choice: "auto",
    tools: [],
    top_logprobs: 0,
    top_p: 1,
    truncation: "disabled",
    usage: null,
    user: null,
    metadata: {},
    ...extra,
  });
  const finalOutput = [
    ...(thinks ? [reasoningItem] : []),
    ...(hasMessage ? [messageItem(incomplete ? "incomplete" : "completed", text)] : []),
  ];
  const finalResponse = responseObject(incomplete ? "incomplete" : "completed", {
    output: finalOutput,
    usage,
    incomplete_details: incomplete ? { reason: "max_output_tokens" } : null,
    service_tier: "default",
  });
  const headers = { "x-request-id": requestId, "openai-version": "2020-10-01", "openai-processing-ms": "245" };

  if (body.stream !== true) {
    if (context.failAfter !== null) {
      return sendJson(res, exchange, 500, {
        error: { message: OPENAI_STREAM_ERROR, type: "server_error", param: null, code: null },
      });
    }
    exchange.sent = text;
    exchange.reasoningSent = showSummary ? summary : "";
    exchange.finishReason = finalResponse.status;
    return sendJson(res, exchange, 200, finalResponse, headers);
  }

  const writer = new StreamWriter(res, exchange, options.chunkDelayMs);
  writer.start({ "content-type": "text/event-stream; charset=utf-8", ...headers });
  let sequence = 0;
  const event = (type: string, fields: Record<string, unknown>) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...fields })}\n\n`;
  const obfuscation = () => randomChars(between(0, 15, next), next);
  const failing = () => context.failAfter !== null && writer.deltas >= context.failAfter;
  const fail = async () => {
    // {"type":"error","error":{…}} then response.failed with the error on the response.
    await writer.frame(
      event("error", {
        error: { type: "server_error", code: "server_error", message: OPENAI_STREAM_ERROR, param: null },
      }),
    );
    await writer.frame(
      event("response.failed", {
        response: responseObject("failed", { error: { code: "server_error", message: OPENAI_STREAM_ERROR } }),
      }),
    );
    exchange.finishReason = "failed";
    writer.end();
  };
  const frames = [
    event("response.created", { response: responseObject("in_progress", {}) }),
    event("response.in_progress", { response: responseObject("in_progress", {}) }),
  ];
  for (const frame of frames) if (!(await writer.frame(frame))) return;

  if (thinks) {
    const base = { item_id: ids.reasoning, output_index: 0 };
    if (
      !(await writer.frame(
        event("response.output_item.added", { output_index: 0, item: { ...reasoningItem, summary: [] } }),
      ))
    ) {
      return;
    }
    if (showSummary) {
      const part = { ...base, summary_index: 0 };
      if (
        !(await writer.frame(
          event("response.reasoning_summary_part.added", { ...part, part: { type: "summary_text", text: "" } }),
        ))
      ) {
        return;
      }
      for (const delta of output.reasoningTokens) {
        if (failing()) return fail();
        const frame = event("response.reasoning_summary_text.delta", { ...part, delta, obfuscation: obfuscation() });
        if (!(await writer.delta(frame, { reasoning: delta }))) return;
      }
      await writer.frame(event("response.reasoning_summary_text.done", { ...part, text: summary }));
      await writer.frame(
        event("response.reasoning_summary_part.done", { ...part, part: { type: "summary_text", text: summary } }),
      );
    }
    if (!(await writer.frame(event("response.output_item.done", { output_index: 0, item: reasoningItem })))) return;
  }

  if (hasMessage) {
    const base = { item_id: ids.message, output_index: messageIndex, content_index: 0 };
    await writer.frame(
      event("response.output_item.added", { output_index: messageIndex, item: messageItem("in_progress", null) }),
    );
    if (!(await writer.frame(event("response.content_part.added", { ...base, part: textPart("") })))) return;
    for (const delta of groupTokens(output.contentTokens, 1, 12, next)) {
      if (failing()) return fail();
      const frame = event("response.output_text.delta", { ...base, delta, logprobs: [], obfuscation: obfuscation() });
      if (!(await writer.delta(frame, { content: delta }))) return;
    }
    if (context.failAfter !== null) return fail();
    await writer.frame(event("response.output_text.done", { ...base, text, logprobs: [] }));
    await writer.frame(event("response.content_part.done", { ...base, part: textPart(text) }));
    const status = incomplete ? "incomplete" : "completed";
    await writer.frame(
      event("response.output_item.done", { output_index: messageIndex, item: messageItem(status, text) }),
    );
  }
  if (context.failAfter !== null) return fail();
  // A cut answer ends with response.incomplete, status "incomplete" and incomplete_details.reason
  // "max_output_tokens" (OpenAI API reference, ResponseIncompleteEvent).
  const last = event(incomplete ? "response.incomplete" : "response.completed", { response: finalResponse });
  if (!(await writer.frame(last))) return;
  exchange.finishReason = finalResponse.status;
  writer.end();
}

export const openaiResponses: ApiModule = { parse, answer };
