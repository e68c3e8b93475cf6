import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "../config.ts";
import { type FakeSocialBlade, startFakeSocialBlade } from "../testing/fakes/socialblade.ts";
import { channelStatistics } from "./socialblade.ts";

const CHANNEL_ID = "UCabcdefghijklmnopqrstuv";
let sb: FakeSocialBlade;
let config: Config;

beforeAll(async () => {
  sb = await startFakeSocialBlade();
  config = configWith({ SOCIALBLADE_CLIENT_ID: sb.clientId, SOCIALBLADE_TOKEN: sb.token });
});
afterAll(() => sb.close());
beforeEach(() => {
  sb.requests.length = 0;
  sb.failWith = null;
  sb.latencyMs = 0;
  sb.setChannel(CHANNEL_ID, {
    subscribers: 51_200,
    views: 8_000_000,
    uploads: 240,
    subscriberGrowth30d: 1_500,
    viewGrowth30d: 310_000,
  });
});

function configWith(env: Record<string, string>): Config {
  return loadConfig({ AUTH_SECRET: "x".repeat(32), SOCIALBLADE_BASE_URL: sb.url, ...env });
}

async function errorOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error("expected a failure");
}

describe("Social Blade channel statistics", () => {
  it("reads subscribers and 30-day growth with the clientid and token headers", async () => {
    expect(await channelStatistics(config, CHANNEL_ID)).toEqual({
      subscribers: 51_200,
      subscriberGrowth30d: 1_500,
      viewGrowth30d: 310_000,
    });
    const [call] = sb.requests;
    expect(call.path).toBe("/b/youtube/statistics");
    expect(call.query.query).toBe(CHANNEL_ID);
    expect(call.headers).toMatchObject({ clientid: sb.clientId, token: sb.token });
  });

  it("is null when Social Blade is not configured", async () => {
    expect(await channelStatistics(configWith({}), CHANNEL_ID)).toBeNull();
    expect(sb.requests).toHaveLength(0);
  });

  it.each([
    [
      "refused credentials",
      () => configWith({ SOCIALBLADE_CLIENT_ID: "wrong", SOCIALBLADE_TOKEN: "wrong" }),
      CHANNEL_ID,
    ],
    ["an unknown channel", () => config, "UCnobodynobodynobodynobo"],
  ])("answers 'Failed to refresh metrics from Social Blade' for %s", async (_case, makeConfig, query) => {
    const error = await errorOf(channelStatistics(makeConfig(), query));
    expect(error).toMatchObject({ status: 502, message: "Failed to refresh metrics from Social Blade" });
  });

  it("answers the same message when Social Blade fails or says success is false", async () => {
    sb.failWith = { status: 503, error: "Maintenance" };
    expect((await errorOf(channelStatistics(config, CHANNEL_ID))).message).toBe(
      "Failed to refresh metrics from Social Blade",
    );
    expect(sb.requests).toHaveLength(2);
    sb.failWith = { status: 200, error: "Out of credits" };
    expect((await errorOf(channelStatistics(config, CHANNEL_ID))).status).toBe(502);
  });
});
