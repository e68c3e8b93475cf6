// The real AI SDK clients pointed at a double, as the app builds them (src/server/ai/provider.ts):
// for the double's own tests, the eval and any test that wants a model without the app's config.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { LlmApi } from "./options.ts";

/** A model of `api` served by the double at `url` (its `url`); `modelId` picks the provider's per-model behaviour. */
export function modelFor(url: string, api: LlmApi, modelId?: string): Exclude<LanguageModel, string> {
  switch (api) {
    case "openai-chat":
      return createOpenAI({ baseURL: url, apiKey: "sk-test" }).chat(modelId ?? "gpt-4o-mini");
    case "openai-responses":
      return createOpenAI({ baseURL: url, apiKey: "sk-test" }).responses(modelId ?? "gpt-4o-mini");
    case "anthropic":
      return createAnthropic({ baseURL: url, apiKey: "sk-ant-test" })(modelId ?? "claude-sonnet-4-5");
    case "ollama":
    case "llamacpp":
      return createOpenAICompatible({ name: api, baseURL: url, supportsStructuredOutputs: true }).chatModel(
        modelId ?? (api === "ollama" ? "qwen3:8b" : "default"),
      );
  }
}
