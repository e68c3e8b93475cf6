import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { createModelWriter } from "../src/server/ai/model-writer.ts";
import { createOfflineWriter } from "../src/server/ai/offline/writer.ts";
import { createLanguageModel, describeProvider } from "../src/server/ai/provider.ts";
import type { StudioWriter } from "../src/server/ai/studio-writer.ts";
import { loadConfig } from "../src/server/config.ts";
import { createLogger } from "../src/server/logger.ts";
import { startFakeOpenAI } from "../src/server/testing/fakes/openai.ts";
import { CallCounter } from "./harness.ts";

export const EVAL_WRITERS = ["configured", "offline", "fake"] as const;
export type EvalWriterName = (typeof EVAL_WRITERS)[number];

/** The most words the fake provider writes in one answer, like many real models. */
export const FAKE_WORD_LIMIT = 1000;

export interface EvalWriter {
  writer: StudioWriter;
  counter?: CallCounter;
  label: string;
  close(): Promise<void>;
}

/** The writer an eval runs against; the fake provider is started in this process. */
export async function openEvalWriter(
  name: EvalWriterName,
  env: Record<string, string | undefined>,
): Promise<EvalWriter> {
  const logger = createLogger(env.LOG_LEVEL ?? "warn");
  const counter = new CallCounter();
  if (name === "offline") {
    return { writer: createOfflineWriter({ chunkDelayMs: 0 }), label: "offline writer", close: async () => {} };
  }
  if (name === "fake") {
    const fake = await startFakeOpenAI();
    fake.wordLimit = FAKE_WORD_LIMIT;
    const model = createOpenAICompatible({
      name: "fake",
      baseURL: `${fake.url}/v1`,
      supportsStructuredOutputs: true,
    }).chatModel("fake-1000-words");
    return {
      writer: createModelWriter({ model, logger, onCall: counter.record }),
      counter,
      label: `fake OpenAI-compatible provider (at most ${FAKE_WORD_LIMIT} words an answer)`,
      close: () => fake.close(),
    };
  }
  const { ai } = loadConfig(env);
  const model = createLanguageModel(ai);
  if (!model) {
    return {
      writer: createOfflineWriter({ chunkDelayMs: 0 }),
      label: "offline writer (AI_PROVIDER is offline)",
      close: async () => {},
    };
  }
  return {
    writer: createModelWriter({ model, logger, onCall: counter.record }),
    counter,
    label: describeProvider(ai).label,
    close: async () => {},
  };
}
