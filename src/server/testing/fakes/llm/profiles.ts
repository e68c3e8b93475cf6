// Named sets of switches: the providers and model habits the eval and the tests run against. Each says
// which API it speaks; `startLlmDouble("ollama-thinking")` or `double.use("cut-json")` picks one.
import { DEFAULT_OPTIONS, type LlmDoubleOptions } from "./options.ts";

export interface LlmProfile {
  /** What it plays, in a line (the eval prints it). */
  description: string;
  options: LlmDoubleOptions;
}

const profile = (description: string, options: Partial<LlmDoubleOptions> & Pick<LlmDoubleOptions, "api">) => ({
  description,
  options: { ...DEFAULT_OPTIONS, ...options },
});

export const LLM_PROFILES = {
  "openai-chat": profile("OpenAI Chat Completions: one sub-word token a chunk", { api: "openai-chat" }),
  "openai-responses": profile("OpenAI Responses API: deltas of a few tokens, reasoning summaries when asked", {
    api: "openai-responses",
    reasoning: "field",
  }),
  anthropic: profile("Anthropic Messages: phrase-sized deltas, pings, thinking blocks when asked", {
    api: "anthropic",
    reasoning: "field",
  }),
  ollama: profile("Ollama /v1: one token a chunk, role on every delta, fp_ollama", { api: "ollama" }),
  "ollama-thinking": profile(
    "Ollama ≥ 0.9 with a thinking model: reasoning in delta.reasoning, content empty meanwhile",
    {
      api: "ollama",
      reasoning: "field",
      reasoningField: "reasoning",
    },
  ),
  llamacpp: profile("llama.cpp's server: one token a chunk, no role in deltas, timings on every chunk", {
    api: "llamacpp",
    reasoningField: "reasoning_content",
  }),
  "llamacpp-inline": profile("llama.cpp with --reasoning-format none: <think>…</think> at the start of the content", {
    api: "llamacpp",
    reasoning: "inline",
    reasoningField: "reasoning_content",
  }),
  "deepseek-r1": profile(
    "DeepSeek-R1 on an OpenAI-compatible server without a reasoning parser: only </think> appears",
    {
      api: "openai-chat",
      reasoning: "unopened",
    },
  ),

  "overshoot-50": profile("A model that writes half as much again as it is asked", {
    api: "openai-chat",
    overshoot: 1.5,
  }),
  "capped-1000": profile("A model that stops at 1,000 words an answer, with an ordinary stop", {
    api: "openai-chat",
    maxWordsPerAnswer: 1000,
  }),
  "fenced-json": profile("A model without structured output that wraps JSON in a ```json fence", {
    api: "openai-chat",
    json: "fenced",
  }),
  "prefaced-json": profile('A local model without structured output that writes "Here is the JSON output:" first', {
    api: "ollama",
    json: "prefaced",
  }),
  "cut-json": profile("The first structured answer stops mid-JSON at the token limit (finish_reason length)", {
    api: "openai-chat",
    json: "cut",
  }),
} satisfies Record<string, LlmProfile>;

export type LlmProfileName = keyof typeof LLM_PROFILES;

export const LLM_PROFILE_NAMES = Object.keys(LLM_PROFILES) as LlmProfileName[];
