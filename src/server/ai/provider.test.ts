import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import {
  createLanguageModel,
  DEFAULT_MODELS,
  describeProvider,
  OFFLINE_HINT,
  OLLAMA_DEFAULT_BASE_URL,
} from "./provider.ts";

const ai = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/scriptloom-provider-test", ...env }).ai;

async function modelOf(env: Record<string, string>) {
  const model = await createLanguageModel(ai(env));
  if (!model || typeof model === "string") throw new Error("expected a model object");
  return model as { provider: string; modelId: string };
}

describe("AI provider selection", () => {
  it("uses the offline writer by default, never presented as a model", async () => {
    expect(await createLanguageModel(ai({}))).toBeNull();
    expect(describeProvider(ai({}))).toEqual({
      provider: "offline",
      model: null,
      label: "Offline writer",
      hint: OFFLINE_HINT,
    });
  });

  it("picks a sensible default model per provider and honours AI_MODEL", async () => {
    expect(await modelOf({ AI_PROVIDER: "openai", OPENAI_API_KEY: "k" })).toMatchObject({
      modelId: DEFAULT_MODELS.openai,
    });
    expect(await modelOf({ AI_PROVIDER: "anthropic", ANTHROPIC_API_KEY: "k" })).toMatchObject({
      modelId: DEFAULT_MODELS.anthropic,
    });
    expect(await modelOf({ AI_PROVIDER: "ollama" })).toMatchObject({ modelId: "llama3.1" });
    expect(await modelOf({ AI_PROVIDER: "ollama", AI_MODEL: "qwen3:8b" })).toMatchObject({ modelId: "qwen3:8b" });
  });

  it("talks to each provider with its own client", async () => {
    expect((await modelOf({ AI_PROVIDER: "openai", AI_API_KEY: "k" })).provider).toMatch(/^openai/);
    expect((await modelOf({ AI_PROVIDER: "anthropic", AI_API_KEY: "k" })).provider).toMatch(/^anthropic/);
    expect((await modelOf({ AI_PROVIDER: "ollama" })).provider).toMatch(/^ollama/);
    expect(
      (await modelOf({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:8000/v1" })).provider,
    ).toMatch(/^openai-compatible/);
  });

  it("labels the active provider and model for the studio header", () => {
    expect(describeProvider(ai({ AI_PROVIDER: "ollama" }))).toEqual({
      provider: "ollama",
      model: "llama3.1",
      label: "Ollama · llama3.1",
      hint: null,
    });
    expect(describeProvider(ai({ AI_PROVIDER: "anthropic", AI_API_KEY: "k", AI_MODEL: "claude-x" })).label).toBe(
      "Anthropic · claude-x",
    );
    expect(OLLAMA_DEFAULT_BASE_URL).toBe("http://127.0.0.1:11434/v1");
  });
});
