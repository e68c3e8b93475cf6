import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AiModelCheck, aiModelCheckSchema } from "../../../shared/schemas/admin.ts";
import { type LlmDouble, startLlmDouble } from "../../testing/fakes/llm/server.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { aiEnvFor } from "../../testing/model-double.ts";

// The admin's "Test the model" against provider doubles that answer as the real servers do: what it
// reports comes from what the model sent, and a failure carries the provider's own words.

/** Runs the check as the app's first member (its admin). */
async function check(t: TestApp): Promise<AiModelCheck> {
  admins.set(t, admins.get(t) ?? (await t.signUp("admin@example.com")));
  const answer = await t.request("POST", "/api/admin/ai-model/test", { cookie: admins.get(t) });
  expect(answer.status).toBe(200);
  return aiModelCheckSchema.parse(await answer.json());
}
const admins = new Map<TestApp, string>();

describe.each([
  ["ollama-thinking", true],
  ["openai-chat", false],
] as const)("on the %s double", (profile, thinks) => {
  let double: LlmDouble;
  let t: TestApp;
  beforeAll(async () => {
    double = await startLlmDouble(profile, { chunkDelayMs: 2 });
    t = await createTestApp(aiEnvFor(double.options.api, double.url));
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  it("reports structured output, the first token, tokens a second and whether the model thinks", async () => {
    const result = await check(t);
    expect(result.structured).toMatchObject({ ok: true, json: "native", error: null });
    expect(result.stream.ok).toBe(true);
    expect(result.stream.firstTokenMs).toBeGreaterThanOrEqual(0);
    expect(result.stream.tokensPerSecond).toBeGreaterThan(0);
    expect(result.stream.thinks).toBe(thinks);
    const streamed = double.requests.find((r) => r.streamed && !r.structured);
    expect(result.stream.sample).toBe(streamed?.text.trim().slice(0, 300));
  });
});

describe("on a model that wraps its JSON and one that refuses the key", () => {
  let double: LlmDouble;
  let t: TestApp;
  beforeAll(async () => {
    double = await startLlmDouble("fenced-json", { chunkDelayMs: 0 });
    t = await createTestApp(aiEnvFor(double.options.api, double.url));
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  it("says the JSON works after repair", async () => {
    expect((await check(t)).structured).toMatchObject({ ok: true, json: "repaired" });
  });

  it("shows the provider's own error text", async () => {
    double.fail({ kind: "status", status: 401 }, { kind: "status", status: 401 });
    const result = await check(t);
    expect(result.structured.ok).toBe(false);
    expect(result.structured.error).toContain("Incorrect API key provided");
    expect(result.stream.ok).toBe(false);
    expect(result.stream.error).toContain("Incorrect API key provided");
  });
});
