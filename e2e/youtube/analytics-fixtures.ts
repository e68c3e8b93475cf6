// Issue 14: a server wired to fake Google, YouTube Data API, YouTube Analytics and Reporting servers, with one
// channel of the member's whose analytics the fake answers (800 days ending today, Pacific time).
import type { Page } from "@playwright/test";
import {
  type FakeGoogleOAuth,
  googleEnvFor,
  startFakeGoogleOAuth,
} from "../../src/server/testing/fakes/google-oauth.ts";
import { type FakeYouTube, generateVideos, startFakeYouTube } from "../../src/server/testing/fakes/youtube.ts";
import {
  type FakeYouTubeAnalytics,
  seedChannelAnalytics,
  shiftDay,
  startFakeYouTubeAnalytics,
} from "../../src/server/testing/fakes/youtube-analytics.ts";
import {
  type FakeYouTubeReporting,
  startFakeYouTubeReporting,
} from "../../src/server/testing/fakes/youtube-reporting.ts";
import { test as base, expect } from "../fixtures.ts";

export const CHANNEL_ID = "UCanalyticsStudio000001A";
export const CHANNEL_NAME = "Numbers Lab";

/** YouTube's day (Pacific time), YYYY-MM-DD. */
export const pacificToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(new Date())
    .slice(0, 10);

export interface AnalyticsFakes {
  google: FakeGoogleOAuth;
  youtube: FakeYouTube;
  analytics: FakeYouTubeAnalytics;
  /** Impressions and CTR: no reach report until a test adds one (YouTube's first arrives ~2 days later). */
  reporting: FakeYouTubeReporting;
}

export const test = base.extend<{ fakes: AnalyticsFakes }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  fakes: async ({}, use) => {
    const google = await startFakeGoogleOAuth();
    const youtube = await startFakeYouTube();
    const analytics = await startFakeYouTubeAnalytics();
    const reporting = await startFakeYouTubeReporting();
    const videos = generateVideos(3, { newest: `${shiftDay(pacificToday(), -5)}T12:00:00Z`, everyDays: 30 });
    youtube.addChannel({ id: CHANNEL_ID, title: CHANNEL_NAME, videos });
    youtube.setMine([CHANNEL_ID]);
    youtube.acceptToken((token) => google.isValidAccessToken(token));
    analytics.setMine([CHANNEL_ID]);
    analytics.acceptToken((token) => google.scopesOf(token));
    seedChannelAnalytics(analytics, CHANNEL_ID, videos, pacificToday());
    reporting.setMine(CHANNEL_ID);
    reporting.acceptToken((token) => google.scopesOf(token));
    await use({ google, youtube, analytics, reporting });
    await google.close();
    await youtube.close();
    await analytics.close();
    await reporting.close();
  },
  serverEnv: async ({ fakes }, use) =>
    use({
      ...googleEnvFor(fakes.google),
      YOUTUBE_API_BASE_URL: fakes.youtube.url,
      YOUTUBE_ANALYTICS_BASE_URL: fakes.analytics.url,
      YOUTUBE_REPORTING_BASE_URL: fakes.reporting.url,
    }),
});
export { expect };

/** Connects the member's channel with Google (fake consent) and opens its dashboard once synced. */
export async function connectAndOpenDashboard(page: Page): Promise<string> {
  await page.goto("/content-library");
  await page.getByRole("button", { name: "Connect Channel" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Connect Channel" });
  await dialog.getByRole("tab", { name: "Google Auth" }).click();
  await dialog.getByRole("button", { name: "Connect with Google" }).click();
  // Back from Google, the library connects the channel and queues its first sync (slow on a busy machine).
  await expect(page.getByTestId("channel-card").filter({ hasText: CHANNEL_NAME })).toBeVisible({ timeout: 30_000 });
  // The first sync runs as a job: wait until it has brought the channel's analytics.
  let channelId = "";
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get("/api/channels")).json()) as {
          channels: { id: string; name: string }[];
        };
        channelId = body.channels.find((c) => c.name === CHANNEL_NAME)?.id ?? "";
        if (!channelId) return false;
        const analytics = await (await page.request.get(`/api/channels/${channelId}/analytics`)).json();
        return analytics.available === true;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.goto(`/content-library?channel=${channelId}`);
  await expect(page.getByRole("heading", { name: `${CHANNEL_NAME} Dashboard` })).toBeVisible();
  return channelId;
}
