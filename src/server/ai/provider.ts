import type { LanguageModel } from "ai";
import type { AiProviderName, ProviderInfo } from "../../shared/schemas/studio.ts";
import type { Config } from "../config.ts";
import { type ConnectedModel, DEFAULT_RETRY } from "./model-call.ts";
import { aiSdk } from "./sdk.ts";

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

/** Where each hosted provider is reached when AI_BASE_URL is not set (the SDKs' own defaults). */
const DEFAULT_ENDPOINTS: Record<ModelProvider, string | null> = {
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com/v1",
  ollama: OLLAMA_DEFAULT_BASE_URL,
  "openai-compatible": null,
};

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

/** The URL the model is reached at, as messages name it; null for the offline writer. */
export function modelEndpoint(ai: AiConfig): string | null {
  if (ai.provider === "offline") return null;
  return (ai.baseUrl ?? DEFAULT_ENDPOINTS[ai.provider] ?? "").replace(/\/+$/, "");
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
 * Models whose chat templates open the thinking block in the prompt, so their answers start mid-thought
 * and only `</think>` appears (DeepSeek-R1 and its distills, QwQ: vercel/ai #4920, vllm #13375).
 */
const STARTS_MID_THOUGHT = /deepseek[-_.]?r1|r1[-_]distill|\bqwq\b/i;

/** Whether answers are read as starting inside a thinking block (AI_REASONING=unopened, or a model known to). */
export function startsMidThought(ai: AiConfig): boolean {
  return ai.reasoning === "unopened" || STARTS_MID_THOUGHT.test(modelName(ai) ?? "");
}

/**
 * The AI SDK model for the configured provider; null for the offline writer. config.ts has already
 * refused a provider without its key or base URL, so this only assembles. Every model is wrapped in the
 * SDK's reasoning extraction: models that think inline (`<think>…</think>` in the answer, as older Ollama,
 * llama.cpp with --reasoning-format none and some LM Studio versions send it) have it taken out of the
 * text; reasoning sent in its own field (`reasoning`, `reasoning_content`, Anthropic's thinking blocks) is
 * kept apart by the provider packages themselves.
 */
export async function createLanguageModel(ai: AiConfig): Promise<LanguageModel | null> {
  const base = await providerModel(ai);
  if (!base) return null;
  const { wrapLanguageModel, extractReasoningMiddleware } = await aiSdk();
  return wrapLanguageModel({
    model: base,
    middleware: extractReasoningMiddleware({ tagName: "think", startWithReasoning: startsMidThought(ai) }),
  });
}

/** The model with what its calls need: where it is, how long it may stay silent, how refusals are waited out. */
export function connectModel(ai: AiConfig): ConnectedModel | null {
  if (ai.provider === "offline") return null;
  // Built by the first call, which loads the AI SDK and the provider's package (a model provider: not null).
  let built: Promise<LanguageModel | null> | undefined;
  return {
    async model() {
      built ??= createLanguageModel(ai);
      return (await built)!;
    },
    endpoint: modelEndpoint(ai)!,
    silenceMs: ai.timeoutSeconds * 1000,
    retry: DEFAULT_RETRY,
  };
}

/**
 * The configured provider's package is loaded with the first model call, not at start: the offline writer
 * needs none, a model needs one, and each is some 5 MB once loaded (decision 009, lazily loaded modules).
 */
async function providerModel(ai: AiConfig) {
  const model = modelName(ai);
  switch (ai.provider) {
    case "offline":
      return null;
    case "openai": {
      const { createOpenAI } = await import("@ai-sdk/openai");
      const openai = createOpenAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl });
      // Chat Completions by default: the API that AI_BASE_URL proxies also speak.
      return ai.openaiApi === "responses" ? openai.responses(model!) : openai.chat(model!);
    }
    case "anthropic": {
      const { createAnthropic } = await import("@ai-sdk/anthropic");
      return createAnthropic({ apiKey: ai.apiKey, baseURL: ai.baseUrl })(model!);
    }
    case "ollama": {
      const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
      return createOpenAICompatible({
        name: "ollama",
        baseURL: ai.baseUrl ?? OLLAMA_DEFAULT_BASE_URL,
        apiKey: ai.apiKey,
        supportsStructuredOutputs: true,
        // Ollama streams its token counts only when asked (stream_options, since v0.5.2: ollama #5200).
        includeUsage: true,
      }).chatModel(model!);
    }
    case "openai-compatible": {
      const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: ai.baseUrl!,
        apiKey: ai.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(model!);
    }
  }
}
