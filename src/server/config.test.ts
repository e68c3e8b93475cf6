import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const base = { DATA_DIR: "/tmp/scriptloom-config-test", AUTH_SECRET: "x".repeat(32) };

describe("configuration", () => {
  it("has the contract's defaults", () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.allowSignup).toBe(true);
    expect(config.ai.provider).toBe("offline");
    expect(config.youtube.baseUrl).toBe("https://www.googleapis.com/youtube/v3");
    expect(config.youtube.analyticsBaseUrl).toBe("https://youtubeanalytics.googleapis.com/v2");
    expect(config.youtube.reportingBaseUrl).toBe("https://youtubereporting.googleapis.com/v1");
    expect(config.sync).toEqual({ schedule: "0 4 * * *", dailyQuota: 10_000 });
  });

  it("reads YOUTUBE_ANALYTICS_BASE_URL without a trailing slash (issue 14)", () => {
    expect(loadConfig({ ...base, YOUTUBE_ANALYTICS_BASE_URL: "http://127.0.0.1:9/v2/" }).youtube.analyticsBaseUrl).toBe(
      "http://127.0.0.1:9/v2",
    );
  });

  it("reads SYNC_SCHEDULE (a cron expression, or off) and YOUTUBE_DAILY_QUOTA (issue 14)", () => {
    expect(loadConfig({ ...base, SYNC_SCHEDULE: "*/30 * * * *" }).sync.schedule).toBe("*/30 * * * *");
    expect(loadConfig({ ...base, SYNC_SCHEDULE: "off" }).sync.schedule).toBeNull();
    expect(loadConfig({ ...base, SYNC_SCHEDULE: "OFF" }).sync.schedule).toBeNull();
    expect(loadConfig({ ...base, YOUTUBE_DAILY_QUOTA: "50000" }).sync.dailyQuota).toBe(50_000);
  });

  it("reads AI_TIMEOUT_S, AI_OPENAI_API and AI_REASONING (issue 21)", () => {
    expect(loadConfig(base).ai).toMatchObject({ timeoutSeconds: 60, openaiApi: "chat", reasoning: "auto" });
    const ai = loadConfig({ ...base, AI_TIMEOUT_S: "5", AI_OPENAI_API: "responses", AI_REASONING: "unopened" }).ai;
    expect(ai).toMatchObject({ timeoutSeconds: 5, openaiApi: "responses", reasoning: "unopened" });
  });

  it("reads WEBHOOK_ALLOWED_HOSTS and WEBHOOK_RETRY_DELAYS_S (decision 045)", () => {
    expect(loadConfig(base).webhooks).toEqual({
      allowedHosts: [],
      retryDelaysS: [10, 60, 300, 1800, 7200],
      timeoutMs: 10_000,
    });
    const webhooks = loadConfig({
      ...base,
      WEBHOOK_ALLOWED_HOSTS: " 127.0.0.1, N8N.internal ,[::1],",
      WEBHOOK_RETRY_DELAYS_S: "0.2, 1",
    }).webhooks;
    expect(webhooks.allowedHosts).toEqual(["127.0.0.1", "n8n.internal", "::1"]);
    expect(webhooks.retryDelaysS).toEqual([0.2, 1]);
  });

  it.each([
    [
      { WEBHOOK_RETRY_DELAYS_S: "10,soon" },
      "Invalid configuration: WEBHOOK_RETRY_DELAYS_S must be a comma-separated list of seconds, e.g. 10,60,300",
    ],
    [{ AI_TIMEOUT_S: "soon" }, "Invalid configuration: AI_TIMEOUT_S must be a number of seconds"],
    [{ AI_OPENAI_API: "assistants" }, "Invalid configuration: AI_OPENAI_API must be chat or responses"],
    [{ AI_REASONING: "always" }, "Invalid configuration: AI_REASONING must be auto or unopened"],
    [{ PORT: "abc" }, "Invalid configuration: PORT must be a port number"],
    [{ DATABASE_URL: "mysql://x" }, "Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://"],
    [{ ALLOW_SIGNUP: "maybe" }, "Invalid configuration: ALLOW_SIGNUP must be true or false"],
    [
      { AI_PROVIDER: "skynet" },
      "Invalid configuration: AI_PROVIDER must be one of offline, openai, anthropic, ollama, openai-compatible",
    ],
    [
      { AI_PROVIDER: "openai" },
      "Invalid configuration: AI_API_KEY (or OPENAI_API_KEY) is required when AI_PROVIDER=openai",
    ],
    [{ SMTP_URL: "http://mail" }, "Invalid configuration: SMTP_URL must start with smtp:// or smtps://"],
    [
      { SYNC_SCHEDULE: "every day" },
      "Invalid configuration: SYNC_SCHEDULE must be a cron expression (minute hour day month weekday, e.g. 0 4 * * *) or off",
    ],
    [
      { SYNC_SCHEDULE: "61 4 * * *" },
      "Invalid configuration: SYNC_SCHEDULE must be a cron expression (minute hour day month weekday, e.g. 0 4 * * *) or off",
    ],
    [
      { SYNC_SCHEDULE: "*/5 * * * * *" },
      "Invalid configuration: SYNC_SCHEDULE must be a cron expression (minute hour day month weekday, e.g. 0 4 * * *) or off",
    ],
    [
      { YOUTUBE_DAILY_QUOTA: "lots" },
      "Invalid configuration: YOUTUBE_DAILY_QUOTA must be a whole number of quota units",
    ],
    [{ YOUTUBE_DAILY_QUOTA: "0" }, "Invalid configuration: YOUTUBE_DAILY_QUOTA must be at least 1 unit"],
  ])("stops on a bad value with one line naming the variable: %o", (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it("honours the provider's standard key variable", () => {
    expect(loadConfig({ ...base, AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test" }).ai.apiKey).toBe("sk-test");
  });
});
