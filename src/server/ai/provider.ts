import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { AiProviderName, ProviderInfo } from "../../shared/schemas/studio.ts";
import type { Config } from "../config.ts";

export type AiConfig = Config["ai"];
type ModelProvider = Exclude<AiProviderName, "offline">;

/** The model used when AI_MODEL is not set (README: pointing Scriptloom at a model). */
export const DEFAULT_MODELS: Record<ModelProvider, string> = {
  openai: "gpt-4o-mini",
  anthropic: "claude-sonnet-4-5",
  ollama: "llama3.1",
  // Servers such as llama.cpp serve one model whatever the name; vLLM and LM Studio need AI_MODEL.
  "openai-compatible": "default",
};

export const OLLAMA_DEFAULT_BASE_URL = "http://127.0.0.1:11434/v1";

const PROVIDER_NAMES: Record<ModelProvider, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  ollama: "Ollama",
  "openai-compatible": "OpenAI-compatible",
};

export const OFFLINE_LABEL = "Offline writer";
export const OFFLINE_HINT =
  "Built-in template writer, not an AI model. To write with a model, set AI_PROVIDER (openai, anthropic, ollama or openai-compatible) and AI_MODEL, with AI_API_KEY or AI_BASE_URL as the provider needs, then restart.";

export function modelName(ai: AiConfig): string | null {
  return ai.provider === "offline" ? null : (ai.model ?? DEFAULT_MODELS[ai.provider]);
}

/** The active provider and model as the studio header shows them. */
export function describeProvider(ai: AiConfig): ProviderInfo {
  if (ai.provider === "offline") {
    return { provider: "offline", model: null, label: OFFLINE_LABEL, hint: OFFLINE_HINT };
  }
  const model = modelName(ai)!;
  return { provider: ai.provider, model, label: `${PROVIDER_NAMES[ai.provider]} · ${model}`, hint: null };
}

/**
 * The AI SDK model for the configured provider; null for the offline writer. config.ts has already
 * refused a provider without its key or base URL, so this only assembles.
 */
export function createLanguageModel(ai: AiConfig): LanguageModel | null {
  const model = modelName(ai);
  switch (ai.provider) {
    case "offline":
      return null;
    case "openai":
      // Chat Completions: OpenAI's stable API that AI_BASE_URL proxies also speak.
      return createOpenAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl }).chat(model!);
    case "anthropic":
      return createAnthropic({ apiKey: ai.apiKey, baseURL: ai.baseUrl })(model!);
    case "ollama":
      return createOpenAICompatible({
        name: "ollama",
        baseURL: ai.baseUrl ?? OLLAMA_DEFAULT_BASE_URL,
        apiKey: ai.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(model!);
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: ai.baseUrl!,
        apiKey: ai.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(model!);
  }
}
