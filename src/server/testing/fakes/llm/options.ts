// The switches of the double: which API's habits it has, and how its "model" behaves. Tests change
// them between requests (double.options.x = …, or double.use(profile)).

/**
 * Which server the double plays on POST …/chat/completions. `/responses` always answers as OpenAI's
 * Responses API and `/messages` as Anthropic's Messages API, whatever this says.
 */
export type LlmApi = "openai-chat" | "openai-responses" | "anthropic" | "ollama" | "llamacpp";

/**
 * How a thinking model shows its reasoning. On the chat-completions servers: "field" puts it in its own
 * delta field (`content: ""` meanwhile), "inline" writes `<think>…</think>` at the start of the content,
 * "unopened" writes the reasoning then only `</think>` (DeepSeek-R1's chat template opens the block in
 * the prompt). Anthropic and the Responses API think only when the request asks them to, always in
 * their own blocks: any mode but "none" means "thinks when asked".
 */
export type ReasoningMode = "none" | "field" | "inline" | "unopened";

/**
 * How a structured answer comes back: "native" follows the requested schema as plain JSON; "fenced"
 * wraps it in ```json … ```; "prefaced" puts "Here is the JSON output:" before it (both as models
 * without structured output do, ignoring the requested format); "cut" stops the first structured
 * answer mid-JSON as at the token limit, and answers the later ones in full.
 */
export type JsonMode = "native" | "fenced" | "prefaced" | "cut";

export interface LlmDoubleOptions {
  api: LlmApi;
  reasoning: ReasoningMode;
  /** The delta field of "field" reasoning: `reasoning` (Ollama ≥ 0.9, current vLLM) or `reasoning_content` (llama.cpp, older vLLM). */
  reasoningField: "reasoning" | "reasoning_content";
  json: JsonMode;
  /** Words written for each word asked ("Write about N words"): 1 writes what it is asked, 1.5 half as much again. */
  overshoot: number;
  /** The model ends its answer here whatever it is asked, with an ordinary stop (null: no such limit). */
  maxWordsPerAnswer: number | null;
  /**
   * The server holds a structured answer to its schema from the first token (guided decoding: vLLM's
   * structured outputs without a reasoning parser, LM Studio's response_format). Tokens outside the
   * schema are masked, `<think>` and `</think>` among them, so a model that would think inline answers
   * the JSON alone (vllm #18255; lmstudio-bug-tracker #575). Reasoning in its own field is unaffected.
   */
  guided: boolean;
  /** Pause between two streamed chunks; 0 sends them as fast as the socket takes them. */
  chunkDelayMs: number;
}

export const DEFAULT_OPTIONS: LlmDoubleOptions = {
  api: "openai-chat",
  reasoning: "none",
  reasoningField: "reasoning",
  json: "native",
  overshoot: 1,
  maxWordsPerAnswer: null,
  guided: false,
  chunkDelayMs: 1,
};
