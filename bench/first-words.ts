// Issue 6: how long the first words of a streamed script take from the provider to the client.
// The provider double playing OpenAI's Chat Completions (src/server/testing/fakes/llm) records when it
// wrote its first token of answer text; the client notes when the first text event arrives. The e2e
// test asserts the same path in a real browser (e2e/studio/streaming.spec.ts, under 100 ms).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiClient, appProcess } from "../src/server/testing/app-process.ts";
import { startLlmDouble } from "../src/server/testing/fakes/llm/server.ts";
import { aiEnvFor } from "../src/server/testing/model-double.ts";

export interface FirstWords {
  runs: number;
  medianMs: number;
  maxMs: number;
  targetMs: number;
  met: boolean;
}

const RUNS = 7;
const TARGET_MS = 100;

export async function measureFirstWords(authSecret: string): Promise<FirstWords> {
  // A token every 20 ms, about the pace of a hosted model: the first one is what is timed.
  const double = await startLlmDouble("openai-chat", { chunkDelayMs: 20 });
  const dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-bench-stream-"));
  const app = await appProcess({
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    LOG_LEVEL: "warn",
    ...aiEnvFor("openai-chat", double.url),
    AI_RATE_LIMIT_PER_MINUTE: "1000",
  });
  try {
    const api = apiClient(app.url);
    await api.json("POST", "/api/auth/sign-up/email", {
      email: "stream@bench.local",
      password: "bench-password",
      name: "Bench",
    });
    const { researchData } = await api.json<{ researchData: unknown }>("POST", "/api/studio/research", {
      niche: "Technology & AI",
      topic: "Streaming latency",
    });
    const latencies: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const before = double.requests.length;
      const res = await api.request("POST", "/api/studio/script", {
        researchData,
        selectedTopics: ["Latency"],
        scriptConfig: {
          duration: 0.5,
          tone: "educational",
          scriptType: "full",
          includeHooks: true,
          includeCTA: true,
          includeTransitions: true,
        },
      });
      if (!res.ok || !res.body) throw new Error(`script stream answered ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let received = "";
      let firstAt = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
        if (!firstAt && received.includes('"delta"')) firstAt = Date.now();
      }
      // This run's first script call (a section that comes back short is carried on in another one).
      const sentAt = double.requests.slice(before).find((r) => r.streamed && !r.structured)?.firstTextAt;
      if (!firstAt || !sentAt) throw new Error("the stream carried no text");
      latencies.push(firstAt - sentAt);
    }
    latencies.sort((a, b) => a - b);
    const medianMs = latencies[Math.floor(latencies.length / 2)];
    const maxMs = latencies.at(-1) ?? 0;
    return { runs: RUNS, medianMs, maxMs, targetMs: TARGET_MS, met: maxMs < TARGET_MS };
  } finally {
    await app.stop("SIGTERM");
    await double.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
