import type { LanguageModelMiddleware } from "ai";

type WrapStream = NonNullable<LanguageModelMiddleware["wrapStream"]>;
type WrapGenerate = NonNullable<LanguageModelMiddleware["wrapGenerate"]>;
type ContentPart = Awaited<ReturnType<WrapGenerate>>["content"][number];
type StreamPart = Awaited<ReturnType<WrapStream>>["stream"] extends ReadableStream<infer P> ? P : never;

const CLOSE = "</think>";
const THOUGHT_ID = "unopened-thought";

/**
 * For models whose chat template opens the thinking block in the prompt (DeepSeek-R1 and its distills,
 * QwQ): the text up to `</think>` is reasoning and what follows is the answer. But such a model answers
 * with no `</think>` at all when its server holds the whole output to a JSON schema: guided decoding
 * masks every token the schema does not allow, so the model cannot think aloud and writes the JSON
 * straight away (vllm #18255 "the <think> token is not generated, and the thinking process is not
 * performed"; lmstudio-bug-tracker #575 "structured output applies to the entire model output, which
 * includes the <think> tags"). The AI SDK's `startWithReasoning` would read that whole answer as
 * reasoning. So the text is held until `</think>` comes: then what came before was the thought (told as
 * reasoning meanwhile, so the member sees "thinking" and the silence timer is fed) and the rest streams
 * as the answer; when the text ends without one, the held text was the answer.
 */
export const unopenedThoughtMiddleware: LanguageModelMiddleware = {
  specificationVersion: "v4",
  wrapGenerate: async ({ doGenerate }) => {
    const result = await doGenerate();
    const content = result.content.flatMap((part): ContentPart[] => {
      if (part.type !== "text") return [part];
      const at = part.text.indexOf(CLOSE);
      if (at < 0) return [part];
      return [
        { type: "reasoning", text: part.text.slice(0, at) },
        { ...part, text: part.text.slice(at + CLOSE.length).trimStart() },
      ];
    });
    return { ...result, content };
  },
  wrapStream: async ({ doStream }) => {
    const { stream, ...rest } = await doStream();
    let held = "";
    let answering = false;
    let thinking = false;
    let textStart: StreamPart | null = null;
    const endThought = (controller: TransformStreamDefaultController<StreamPart>) => {
      if (thinking) controller.enqueue({ type: "reasoning-end", id: THOUGHT_ID });
      thinking = false;
    };
    return {
      ...rest,
      stream: stream.pipeThrough(
        new TransformStream<StreamPart, StreamPart>({
          transform(part, controller) {
            if (answering) return controller.enqueue(part);
            if (part.type === "text-start") {
              textStart = part;
              return;
            }
            if (part.type === "text-delta") {
              held += part.delta;
              const at = held.indexOf(CLOSE);
              if (at < 0) {
                if (!thinking) controller.enqueue({ type: "reasoning-start", id: THOUGHT_ID });
                thinking = true;
                controller.enqueue({ type: "reasoning-delta", id: THOUGHT_ID, delta: part.delta });
                return;
              }
              endThought(controller);
              answering = true;
              controller.enqueue(textStart ?? { type: "text-start", id: part.id });
              const answer = held.slice(at + CLOSE.length).trimStart();
              if (answer) controller.enqueue({ type: "text-delta", id: part.id, delta: answer });
              return;
            }
            if (part.type === "text-end") {
              // No `</think>` in the whole text: it was the answer, not a thought.
              endThought(controller);
              answering = true;
              controller.enqueue(textStart ?? { type: "text-start", id: part.id });
              if (held) controller.enqueue({ type: "text-delta", id: part.id, delta: held });
              controller.enqueue(part);
              return;
            }
            controller.enqueue(part);
          },
        }),
      ),
    };
  },
};
