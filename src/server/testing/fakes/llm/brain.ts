// The double's "model": what it writes for a request, decided from the request's content alone (so a
// test sees the same answer every run) and from the switches. Each API module turns this into its own
// wire format; nothing here knows about HTTP.
import { type JsonSchema, sampleSchema } from "./json-value.ts";
import { languageAskedFor } from "./languages.ts";
import type { LlmDoubleOptions } from "./options.ts";
import { planFrom } from "./plan.ts";
import { writeProse, writeReasoning } from "./prose.ts";
import { hashText, seededRandom } from "./seed.ts";
import { countTokens, tokenize } from "./tokens.ts";

/** A request as the model sees it, whatever API it came through. */
export interface ModelRequest {
  model: string;
  /** Every message's text (system or instructions included), joined by newlines. */
  prompt: string;
  /** The JSON schema of a structured answer, or null. */
  schema: JsonSchema | null;
  /** A structured answer was asked for (with a schema, or plain JSON mode). */
  structured: boolean;
  /** The request's output token limit (max_tokens, max_completion_tokens, max_output_tokens). */
  maxTokens: number | null;
  /**
   * Where the model's reasoning goes. "channel": its own field or block (Anthropic with thinking
   * enabled, Responses with reasoning asked, chat servers in "field" mode); "content": inline in the
   * text; "none": the model does not think aloud for this request.
   */
  reasoningPlace: "channel" | "content" | "none";
}

export interface ModelOutput {
  /** The thinking, in full, as the model meant to write it ("" when it does not think aloud). */
  reasoning: string;
  /** Reasoning tokens sent in their own channel (cut by the token limit). */
  reasoningTokens: string[];
  /** The answer proper, as meant: what should reach the member (for JSON modes, the JSON as written). */
  text: string;
  /** The structured value the model meant, when one was asked for. */
  json?: unknown;
  /** The content channel in full as meant: inline reasoning, fences and prefaces included. */
  content: string;
  /** Content tokens to send (cut by the token limit or by the "cut" JSON switch). */
  contentTokens: string[];
  /** "length" when the answer was cut at a token limit, else "stop". */
  finish: "stop" | "length";
  promptTokens: number;
}

/**
 * An answer a test wants written word for word (queued with double.answer / answerWhen). It still goes
 * through the switches: inline reasoning, the token limit, "cut" JSON, tokenized streaming.
 */
export interface ScriptedAnswer {
  /** What the model writes (for a structured request, the content as written, valid JSON or not). */
  text: string;
  /** Its reasoning; without one a thinking model thinks as usual. */
  reasoning?: string;
}

/** Per-double memory the model needs across requests (the "cut" switch cuts the first structured answer only). */
export interface BrainState {
  structuredAnswers: number;
}

const DEFAULT_WORDS = 120;

/** What the text is about: a quoted section title, else a "Topic:" line, else a neutral stand-in. */
export function subjectOf(prompt: string): string {
  const section = /This section: "([^"]+)"/.exec(prompt)?.[1];
  const topic = /^(?:Video topic|Topic): (.+)$/m.exec(prompt)?.[1];
  return (section ?? topic ?? "this topic").trim().toLowerCase();
}

/**
 * The last "Write about N words" (or "N characters", for a language written without spaces) in the
 * prompt: how prompts ask for a length, and a real model follows it.
 */
export function wordsAskedFor(prompt: string): number | null {
  const asked = [...prompt.matchAll(/Write about (\d+) (?:words|characters)/gi)].at(-1)?.[1];
  return asked ? Number(asked) : null;
}

function structuredValue(request: ModelRequest, subject: string, next: () => number): unknown {
  const schema: JsonSchema = request.schema ?? { type: "object", properties: { answer: { type: "string" } } };
  if (!schema.properties?.sections) return sampleSchema(schema, subject, next);
  // A plan: built from the prompt, then every field the schema names filled in.
  const sample = sampleSchema(schema, subject, next) as Record<string, unknown>;
  const itemKeys = Object.keys(schema.properties.sections.items?.properties ?? {});
  const sections = planFrom(request.prompt).sections.map((section, i) => {
    const filler = ((sample.sections as Record<string, unknown>[] | undefined)?.[0] ?? {}) as Record<string, unknown>;
    const known = section as unknown as Record<string, unknown>;
    return Object.fromEntries(
      (itemKeys.length ? itemKeys : Object.keys(known)).map((key) => [key, known[key] ?? filler[key] ?? i]),
    );
  });
  return { ...sample, sections };
}

function structuredText(value: unknown, options: LlmDoubleOptions): string {
  switch (options.json) {
    // Models without structured output wrap JSON in a fence (langchain #23297, genkit #4613) or put a
    // sentence before it (Scrapegraph-ai #324, llama3-8b), pretty-printed as chat models write it.
    case "fenced":
      return `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
    case "prefaced":
      return `Here is the JSON output:\n\n${JSON.stringify(value, null, 2)}`;
    default:
      // Structured output mode answers compact JSON (vercel/ai packages/anthropic/src/__fixtures__/
      // anthropic-json-output-format.1.chunks.txt).
      return JSON.stringify(value);
  }
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function think(
  request: ModelRequest,
  options: LlmDoubleOptions,
  state: BrainState,
  scripted: ScriptedAnswer | null = null,
): ModelOutput {
  const next = seededRandom(hashText(`${request.prompt}\u0000${JSON.stringify(request.schema)}`));
  const subject = subjectOf(request.prompt);
  let text: string;
  let json: unknown;
  let task: string;
  if (scripted) {
    text = scripted.text;
    json = request.structured ? parsedOrUndefined(text) : undefined;
    task = `to answer about ${subject}`;
  } else if (request.structured) {
    json = structuredValue(request, subject, next);
    text = structuredText(json, options);
    const fields = Object.keys((json as Record<string, unknown>) ?? {});
    task = `for JSON with ${fields.length ? `the fields ${fields.join(", ")}` : "one value"}, about ${subject}`;
  } else {
    const asked = wordsAskedFor(request.prompt);
    const words = Math.round((asked ?? DEFAULT_WORDS) * options.overshoot);
    const language = languageAskedFor(request.prompt);
    text = writeProse(words, subject, next, options.maxWordsPerAnswer ?? undefined, language);
    task = `to write about ${asked ?? DEFAULT_WORDS} ${language === "ja" ? "characters" : "words"} on ${subject}`;
  }
  const reasoning = request.reasoningPlace === "none" ? "" : (scripted?.reasoning ?? writeReasoning(task, next));
  let content = text;
  if (request.reasoningPlace === "content") {
    // Inline thinking (older Ollama, llama.cpp --reasoning-format none: llama.cpp #11607); with
    // DeepSeek-R1's template the prompt opens the block, so the answer starts mid-thought and only
    // </think> appears (vercel/ai #4920, vllm #13375).
    const open = options.reasoning === "unopened" ? "" : "<think>\n";
    content = `${open}${reasoning}\n</think>\n\n${text}`;
  }
  let reasoningTokens = request.reasoningPlace === "channel" ? tokenize(reasoning) : [];
  let contentTokens = tokenize(content);
  let finish: ModelOutput["finish"] = "stop";
  if (request.structured) {
    // The first structured answer under "cut" stops mid-JSON as at the token limit (instructor #276
    // "EOF while parsing a string", vercel/ai #1921 "Unterminated string in JSON").
    if (options.json === "cut" && state.structuredAnswers === 0) {
      contentTokens = contentTokens.slice(0, Math.max(1, Math.floor(contentTokens.length * 0.6)));
      finish = "length";
    }
    state.structuredAnswers++;
  }
  if (request.maxTokens !== null && reasoningTokens.length + contentTokens.length > request.maxTokens) {
    // Reasoning spends the budget first and can leave no content at all (lmstudio-bug-tracker #1990).
    reasoningTokens = reasoningTokens.slice(0, request.maxTokens);
    contentTokens = contentTokens.slice(0, Math.max(0, request.maxTokens - reasoningTokens.length));
    finish = "length";
  }
  return {
    reasoning,
    reasoningTokens,
    text,
    json,
    content,
    contentTokens,
    finish,
    promptTokens: countTokens(request.prompt),
  };
}
