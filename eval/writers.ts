import { DEFAULT_RETRY } from "../src/server/ai/model-call.ts";
import { createModelWriter } from "../src/server/ai/model-writer.ts";
import { createOfflineWriter } from "../src/server/ai/offline/writer.ts";
import { connectModel, describeProvider } from "../src/server/ai/provider.ts";
import type { StudioWriter } from "../src/server/ai/studio-writer.ts";
import { loadConfig } from "../src/server/config.ts";
import { createLogger } from "../src/server/logger.ts";
import type { LlmFault } from "../src/server/testing/fakes/llm/faults.ts";
import { LLM_PROFILE_NAMES, LLM_PROFILES, type LlmProfileName } from "../src/server/testing/fakes/llm/profiles.ts";
import { type LlmDouble, startLlmDouble } from "../src/server/testing/fakes/llm/server.ts";
import { aiEnvFor } from "../src/server/testing/model-double.ts";
import { CallCounter } from "./harness.ts";

export const EVAL_WRITERS = ["configured", "offline"] as const;
export type EvalWriterName = (typeof EVAL_WRITERS)[number];

/**
 * The provider doubles the eval runs against (src/server/testing/fakes/llm/profiles.ts), plus one whose
 * provider is busy (a 429 with retry-after) before each brief, so the eval sees the waits.
 */
export const EVAL_PROFILES = [...LLM_PROFILE_NAMES, "openai-chat-flaky"] as const;
export type EvalProfileName = (typeof EVAL_PROFILES)[number];

/** Model names the app recognises as starting mid-thought (provider.ts), as an operator would run them. */
const PROFILE_MODELS: Partial<Record<LlmProfileName, string>> = { "deepseek-r1": "deepseek-r1:8b" };

export interface EvalWriter {
  writer: StudioWriter;
  counter?: CallCounter;
  label: string;
  /** The double written against, for the exact-text check; none for the offline or configured writer. */
  double?: LlmDouble;
  /** Faults queued on the double before each brief. */
  faultsPerBrief?: LlmFault[];
  /** Told of every status the writer reports (the eval counts waits). */
  statuses: Array<{ state: string }>;
  close(): Promise<void>;
}

/** The writer an eval runs against: the configured one, the offline writer, or a provider double. */
export async function openEvalWriter(
  name: EvalWriterName | { profile: EvalProfileName },
  env: Record<string, string | undefined>,
): Promise<EvalWriter> {
  const logger = createLogger(env.LOG_LEVEL ?? "warn");
  const counter = new CallCounter();
  const statuses: Array<{ state: string }> = [];
  if (name === "offline") {
    return {
      writer: createOfflineWriter({ chunkDelayMs: 0 }),
      label: "offline writer",
      statuses,
      close: async () => {},
    };
  }
  if (typeof name === "object") {
    const flaky = name.profile === "openai-chat-flaky";
    const profile: LlmProfileName = name.profile === "openai-chat-flaky" ? "openai-chat" : name.profile;
    const double = await startLlmDouble(profile, { chunkDelayMs: 0 });
    const ai = loadConfig({
      DATA_DIR: env.DATA_DIR,
      ...aiEnvFor(double.options.api, double.url, PROFILE_MODELS[profile]),
    }).ai;
    const connected = connectModel(ai)!;
    return {
      writer: createModelWriter({ connected: { ...connected, retry: DEFAULT_RETRY }, logger, onCall: counter.record }),
      counter,
      double,
      statuses,
      faultsPerBrief: flaky ? [{ kind: "rate-limit", retryAfterSeconds: 1 }] : undefined,
      label: flaky
        ? "openai-chat double, busy (429) before each brief"
        : `${name.profile} double: ${LLM_PROFILES[profile].description}`,
      close: () => double.close(),
    };
  }
  const { ai } = loadConfig(env);
  const connected = connectModel(ai);
  if (!connected) {
    return {
      writer: createOfflineWriter({ chunkDelayMs: 0 }),
      label: "offline writer (AI_PROVIDER is offline)",
      statuses,
      close: async () => {},
    };
  }
  return {
    writer: createModelWriter({ connected, logger, onCall: counter.record }),
    counter,
    statuses,
    label: describeProvider(ai).label,
    close: async () => {},
  };
}
