// llama.cpp's server (llama-server) on POST /v1/chat/completions: per-token deltas without a role, a
// `timings` object on every chunk and `reasoning_content` for thinking (openai-php/client #780, a
// capture of b9554), inline <think> with --reasoning-format none (llama.cpp #11607).
import type { ApiModule } from "./api.ts";
import {
  answerChat,
  type ChatDialect,
  type ChatStreamContext,
  parseChatRequest,
  sse,
  usageTokens,
} from "./openai-chat.ts";
import { randomChars } from "./seed.ts";

/** Throughput figures as llama-server reports them, from the tokens sent so far. */
function timings(context: ChatStreamContext) {
  const predicted = context.output.reasoningTokens.length + context.output.contentTokens.length;
  return {
    cache_n: 0,
    prompt_n: context.output.promptTokens,
    prompt_ms: context.output.promptTokens * 2.5,
    prompt_per_token_ms: 2.5,
    prompt_per_second: 400,
    predicted_n: predicted,
    predicted_ms: predicted * 15.5,
    predicted_per_token_ms: 15.5,
    predicted_per_second: 64.5,
  };
}

export const llamacppDialect: ChatDialect = {
  completionId: (next) => `chatcmpl-${randomChars(32, next)}`,
  headers: () => ({}),
  openingDelta: null,
  delta: (piece, context) =>
    piece.reasoning !== undefined ? { [context.reasoningField]: piece.reasoning } : { content: piece.content },
  finishDelta: {},
  chunk: (context, choices, usage) => ({
    choices,
    created: context.created,
    id: context.id,
    model: context.model,
    system_fingerprint: "b9554-d403f00ec",
    object: "chat.completion.chunk",
    ...(usage ? { usage } : {}),
    timings: timings(context),
  }),
  choice: (delta, finishReason) => ({ finish_reason: finishReason, index: 0, delta }),
  // The usage comes with the finish chunk (unverified against a capture: the one found shows deltas only).
  usagePlacement: "on-finish",
  usage: (output) => {
    const tokens = usageTokens(output);
    return {
      completion_tokens: tokens.completion,
      prompt_tokens: tokens.prompt,
      total_tokens: tokens.prompt + tokens.completion,
    };
  },
  completion: (context, finishReason) => ({
    choices: [
      {
        finish_reason: finishReason,
        index: 0,
        message: {
          role: "assistant",
          content: context.output.contentTokens.join(""),
          ...(context.output.reasoningTokens.length
            ? { [context.reasoningField]: context.output.reasoningTokens.join("") }
            : {}),
        },
      },
    ],
    created: context.created,
    model: context.model,
    system_fingerprint: "b9554-d403f00ec",
    object: "chat.completion",
    usage: llamacppDialect.usage(context.output),
    id: context.id,
    timings: timings(context),
  }),
  // llama-server's error object {code, message, type} in-band; unverified against a capture.
  failMidStream: async (writer) => {
    await writer.frame(sse({ error: { code: 500, message: "Internal server error", type: "server_error" } }));
    writer.end();
  },
};

export const llamacpp: ApiModule = {
  parse: parseChatRequest,
  answer: (context) => answerChat(context, llamacppDialect),
};
