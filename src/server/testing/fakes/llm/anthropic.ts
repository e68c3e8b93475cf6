// POST …/messages as Anthropic's Messages API. Events, blocks and usage: vercel/ai packages/anthropic/
// src/__fixtures__/ anthropic-text.chunks.txt (message_start, a ping after the first block starts,
// phrase-sized text_deltas of one to eight tokens, message_delta with stop_reason and usage,
// message_stop), anthropic-clear-thinking.1.chunks.txt (thinking_delta, an empty last thinking_delta,
// signature_delta), anthropic-json-tool.1.chunks.txt (the forced "json" tool: a tool_use block,
// input_json_delta starting with ""), anthropic-json-output-format.1.chunks.txt (native output format:
// plain JSON text). @ai-sdk/anthropic 4.0.105 sends output_config.format for models with native
// structured outputs (claude-sonnet-4-5, -opus-4-5, -haiku-4-5 and later) and the forced json tool for
// the others or for schemas native mode refuses (dist/index.js, useStructuredOutput): both are answered.
import type { AnswerContext, ApiModule, ParsedRequest } from "./api.ts";
import { sendJson, textOf } from "./api.ts";
import { StreamWriter } from "./exchange.ts";
import type { JsonSchema } from "./json-value.ts";
import type { LlmDoubleOptions } from "./options.ts";
import { randomChars } from "./seed.ts";
import { groupTokens } from "./tokens.ts";

interface AnthropicBody {
  model?: string;
  system?: unknown;
  messages?: Array<{ content?: unknown }>;
  max_tokens?: number;
  stream?: boolean;
  thinking?: { type?: string };
  output_config?: { format?: { type?: string; schema?: JsonSchema } };
  output_format?: { type?: string; schema?: JsonSchema };
  tools?: Array<{ name?: string; input_schema?: JsonSchema }>;
  tool_choice?: { type?: string; name?: string };
}

/** The forced JSON tool of the AI SDK's fallback, when the request has one. */
function jsonTool(body: AnthropicBody) {
  const forced = body.tool_choice?.type === "tool" || body.tool_choice?.type === "any";
  return forced ? body.tools?.find((tool) => tool.name === (body.tool_choice?.name ?? "json")) : undefined;
}

function parse(raw: Record<string, unknown>, options: LlmDoubleOptions): ParsedRequest {
  const body = raw as AnthropicBody;
  const format = body.output_config?.format ?? body.output_format;
  const tool = jsonTool(body);
  const thinks =
    options.reasoning !== "none" && (body.thinking?.type === "enabled" || body.thinking?.type === "adaptive");
  return {
    request: {
      model: String(body.model ?? ""),
      prompt: [textOf(body.system), ...(body.messages ?? []).map((m) => textOf(m.content))].filter(Boolean).join("\n"),
      schema: tool?.input_schema ?? (format?.type === "json_schema" ? (format.schema ?? null) : null),
      structured: tool !== undefined || format?.type === "json_schema",
      maxTokens: body.max_tokens ?? null,
      reasoningPlace: thinks ? "channel" : "none",
    },
    streamed: body.stream === true,
    plainJson: tool !== undefined,
  };
}

const id = (prefix: string, next: () => number) => `${prefix}_01${randomChars(22, next)}`;

async function answer(context: AnswerContext): Promise<void> {
  const { output, res, exchange, options, next, requestId } = context;
  const body = context.body as AnthropicBody;
  const tool = jsonTool(body);
  if (tool && body.thinking?.type === "enabled") {
    // Extended thinking refuses a forced tool choice (Anthropic's extended-thinking guide, tool use).
    return sendJson(
      res,
      exchange,
      400,
      {
        type: "error",
        error: {
          type: "invalid_request_error",
          message: "Thinking may not be enabled when tool_choice forces tool use.",
        },
        request_id: requestId,
      },
      { "request-id": requestId },
    );
  }
  const cut = output.finish === "length";
  const stopReason = cut ? "max_tokens" : tool ? "tool_use" : "end_turn";
  const messageId = id("msg", next);
  const toolId = id("toolu", next);
  const signature = `Ev${randomChars(300, next)}`;
  const thinking = output.reasoningTokens.join("");
  const content = output.contentTokens.join("");
  const thinks = context.request.reasoningPlace === "channel";
  const usage = (outputTokens: number) => ({
    input_tokens: output.promptTokens,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    output_tokens: outputTokens,
  });
  const outputTokens = output.reasoningTokens.length + output.contentTokens.length;
  const headers = { "request-id": requestId };

  if (body.stream !== true) {
    if (context.failAfter !== null) {
      return sendJson(
        res,
        exchange,
        500,
        { type: "error", error: { type: "api_error", message: "Internal server error" }, request_id: requestId },
        headers,
      );
    }
    const blocks: unknown[] = thinks ? [{ type: "thinking", thinking, signature }] : [];
    if (tool) {
      // A tool input cut at max_tokens cannot be an object; unverified what the API returns then, so
      // an empty input, as a parser that gives up would leave.
      blocks.push({ type: "tool_use", id: toolId, name: tool.name, input: cut ? {} : JSON.parse(content) });
    } else if (content || !cut) {
      blocks.push({ type: "text", text: content });
    }
    exchange.sent = content;
    exchange.reasoningSent = thinking;
    exchange.finishReason = stopReason;
    return sendJson(
      res,
      exchange,
      200,
      {
        model: body.model,
        id: messageId,
        type: "message",
        role: "assistant",
        content: blocks,
        stop_reason: stopReason,
        stop_sequence: null,
        usage: { ...usage(outputTokens), service_tier: "standard" },
      },
      headers,
    );
  }

  const writer = new StreamWriter(res, exchange, options.chunkDelayMs);
  writer.start({ "content-type": "text/event-stream; charset=utf-8", ...headers });
  const event = (type: string, data: Record<string, unknown>) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const failing = () => context.failAfter !== null && writer.deltas >= context.failAfter;
  const fail = async () => {
    // After HTTP 200 the failure is an `error` event (Anthropic streaming guide, "Error events").
    await writer.frame(event("error", { error: { type: "overloaded_error", message: "Overloaded" } }));
    writer.end();
  };
  const start = event("message_start", {
    message: {
      model: body.model,
      id: messageId,
      type: "message",
      role: "assistant",
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: {
        ...usage(1),
        cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
        service_tier: "standard",
      },
    },
  });
  if (!(await writer.frame(start))) return;
  let index = 0;
  let pinged = false;
  const ping = async () => {
    if (pinged) return true;
    pinged = true;
    return writer.frame(event("ping", {}));
  };

  if (thinks) {
    await writer.frame(
      event("content_block_start", { index, content_block: { type: "thinking", thinking: "", signature: "" } }),
    );
    if (!(await ping())) return;
    for (const piece of groupTokens(output.reasoningTokens, 1, 6, next)) {
      if (failing()) return fail();
      const frame = event("content_block_delta", { index, delta: { type: "thinking_delta", thinking: piece } });
      if (!(await writer.delta(frame, { reasoning: piece }))) return;
    }
    await writer.frame(event("content_block_delta", { index, delta: { type: "thinking_delta", thinking: "" } }));
    await writer.frame(event("content_block_delta", { index, delta: { type: "signature_delta", signature } }));
    if (!(await writer.frame(event("content_block_stop", { index })))) return;
    index++;
  }

  if (output.contentTokens.length > 0 || !cut) {
    if (tool) {
      await writer.frame(
        event("content_block_start", {
          index,
          content_block: { type: "tool_use", id: toolId, name: tool.name, input: {} },
        }),
      );
      await writer.frame(
        event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: "" } }),
      );
    } else {
      await writer.frame(event("content_block_start", { index, content_block: { type: "text", text: "" } }));
    }
    if (!(await ping())) return;
    for (const piece of groupTokens(output.contentTokens, 1, 8, next)) {
      if (failing()) return fail();
      const delta = tool ? { type: "input_json_delta", partial_json: piece } : { type: "text_delta", text: piece };
      if (!(await writer.delta(event("content_block_delta", { index, delta }), { content: piece }))) return;
    }
    if (context.failAfter !== null) return fail();
    if (!(await writer.frame(event("content_block_stop", { index })))) return;
  }
  if (context.failAfter !== null) return fail();
  await writer.frame(
    event("message_delta", { delta: { stop_reason: stopReason, stop_sequence: null }, usage: usage(outputTokens) }),
  );
  if (!(await writer.frame(event("message_stop", {})))) return;
  exchange.finishReason = stopReason;
  writer.end();
}

export const anthropic: ApiModule = { parse, answer };
