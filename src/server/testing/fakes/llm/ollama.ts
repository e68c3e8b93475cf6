// Ollama's OpenAI-compatible endpoint (POST /v1/chat/completions), with Ollama's habits, read from its
// source: openai/openai.go (ToChunk, ToChatCompletion, NewError) and middleware/openai.go (ChatWriter).
import type { ApiModule } from "./api.ts";
import { answerChat, type ChatDialect, parseChatRequest, sse, usageTokens } from "./openai-chat.ts";
import { between } from "./seed.ts";

export const ollamaDialect: ChatDialect = {
  // fmt.Sprintf("chatcmpl-%d", rand.Intn(999)).
  completionId: (next) => `chatcmpl-${between(0, 998, next)}`,
  headers: () => ({}),
  // No separate opening chunk: every delta carries the role. (Ollama's newest sources send the role on
  // the first delta only, ToStreamChunks' includeRole; the releases in use repeat it on each one.)
  openingDelta: null,
  // Delta is Message{Role: "assistant", Content, Reasoning `json:",omitempty"`}: content is "" while the
  // model thinks, and reasoning (Ollama ≥ 0.9: Qwen-Agent #792, spring-ai #4821) is left out otherwise.
  delta: (piece, context) => ({
    role: "assistant",
    content: piece.content ?? "",
    ...(piece.reasoning !== undefined ? { [context.reasoningField]: piece.reasoning } : {}),
  }),
  // The done response becomes one more chunk with an empty content and the done reason.
  finishDelta: { role: "assistant", content: "" },
  chunk: (context, choices, usage) => ({
    id: context.id,
    object: "chat.completion.chunk",
    created: context.created,
    model: context.model,
    system_fingerprint: "fp_ollama",
    choices,
    ...(usage ? { usage } : {}),
  }),
  choice: (delta, finishReason) => ({ index: 0, delta, finish_reason: finishReason }),
  // With stream_options.include_usage (since v0.5.2, ollama #5200) a last chunk with `choices: []` and the
  // usage, then [DONE]; without it no usage at all.
  usagePlacement: "separate",
  usage: (output) => {
    const tokens = usageTokens(output);
    return {
      prompt_tokens: tokens.prompt,
      completion_tokens: tokens.completion,
      total_tokens: tokens.prompt + tokens.completion,
    };
  },
  completion: (context, finishReason) => ({
    id: context.id,
    object: "chat.completion",
    created: context.created,
    model: context.model,
    system_fingerprint: "fp_ollama",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: context.output.contentTokens.join(""),
          ...(context.output.reasoningTokens.length
            ? { [context.reasoningField]: context.output.reasoningTokens.join("") }
            : {}),
        },
        finish_reason: finishReason,
      },
    ],
    usage: ollamaDialect.usage(context.output),
  }),
  // A failure after the stream started arrives from the runner as {"error": "…"} (server/routes.go
  // streamResponse); ChatWriter has already answered 200, so it decodes that line as an empty
  // ChatResponse, writes one more empty delta, and the stream ends without a finish reason or [DONE].
  // Read from the code path; no captured sample was found.
  failMidStream: async (writer, context) => {
    await writer.frame(
      sse(ollamaDialect.chunk(context, [ollamaDialect.choice({ role: "assistant", content: "" }, null)])),
    );
    writer.destroy();
  },
};

export const ollama: ApiModule = {
  parse: parseChatRequest,
  answer: (context) => answerChat(context, ollamaDialect),
};
