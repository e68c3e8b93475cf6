// The lessons' e2e fixtures: a channel synced from the YouTube doubles with eight published videos whose
// retention curves are the planted ones (testing/planted-lessons.ts), the token-streaming model double,
// and the step that gives each synced video its planted script and chapters.
import type { Page } from "@playwright/test";
import { googleEnvFor, startFakeGoogleOAuth } from "../../src/server/testing/fakes/google-oauth.ts";
import { type LlmDouble, startLlmDouble } from "../../src/server/testing/fakes/llm/server.ts";
import { generateVideos, startFakeYouTube } from "../../src/server/testing/fakes/youtube.ts";
import {
  seedChannelAnalytics,
  shiftDay,
  startFakeYouTubeAnalytics,
} from "../../src/server/testing/fakes/youtube-analytics.ts";
import { startFakeYouTubeReporting } from "../../src/server/testing/fakes/youtube-reporting.ts";
import { aiEnvFor } from "../../src/server/testing/model-double.ts";
import { LESSON_CHAPTERS, plantedVideo } from "../../src/server/testing/planted-lessons.ts";
import {
  test as analyticsTest,
  CHANNEL_ID,
  CHANNEL_NAME,
  connectAndOpenDashboard,
  expect,
  pacificToday,
} from "../youtube/analytics-fixtures.ts";

export const VIDEOS = 8;

export const test = analyticsTest.extend<{ double: LlmDouble }>({
  // The analytics fixture's doubles, with eight videos whose curves are the planted ones.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  fakes: async ({}, use) => {
    const google = await startFakeGoogleOAuth();
    const youtube = await startFakeYouTube();
    const analytics = await startFakeYouTubeAnalytics();
    const reporting = await startFakeYouTubeReporting();
    const videos = generateVideos(VIDEOS, { newest: `${shiftDay(pacificToday(), -5)}T12:00:00Z`, everyDays: 20 });
    youtube.addChannel({ id: CHANNEL_ID, title: CHANNEL_NAME, videos });
    youtube.setMine([CHANNEL_ID]);
    youtube.acceptToken((token) => google.isValidAccessToken(token));
    analytics.setMine([CHANNEL_ID]);
    analytics.acceptToken((token) => google.scopesOf(token));
    seedChannelAnalytics(analytics, CHANNEL_ID, videos, pacificToday());
    for (const [i, video] of videos.entries()) {
      const fake = analytics.videos.get(video.id);
      if (fake) fake.retention = plantedVideo(i).curve;
    }
    reporting.setMine(CHANNEL_ID);
    reporting.acceptToken((token) => google.scopesOf(token));
    await use({ google, youtube, analytics, reporting });
    await google.close();
    await youtube.close();
    await analytics.close();
    await reporting.close();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  double: async ({}, use) => {
    const double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
    await use(double);
    await double.close();
  },
  serverEnv: async ({ fakes, double }, use) =>
    use({
      ...googleEnvFor(fakes.google),
      YOUTUBE_API_BASE_URL: fakes.youtube.url,
      YOUTUBE_ANALYTICS_BASE_URL: fakes.analytics.url,
      YOUTUBE_REPORTING_BASE_URL: fakes.reporting.url,
      ...aiEnvFor(double.options.api, double.url),
    }),
});

export { CHANNEL_NAME, connectAndOpenDashboard, expect };

/** Each synced video gets the planted script of its curve (by its YouTube id) and the chapters. */
export async function plantScripts(page: Page, channelId: string, order: string[]) {
  const { folders } = (await (await page.request.get(`/api/channels/${channelId}/folders`)).json()) as {
    folders: { id: string }[];
  };
  let planted = 0;
  for (const folder of folders) {
    const { videos } = (await (await page.request.get(`/api/folders/${folder.id}/videos`)).json()) as {
      videos: { id: string; youtubeVideoId: string | null }[];
    };
    for (const video of videos) {
      const i = order.indexOf(video.youtubeVideoId ?? "");
      if (i < 0) continue;
      const script = await page.request.post(`/api/videos/${video.id}/script`, {
        data: { content: plantedVideo(i).script, baseVersion: null },
      });
      expect(script.status()).toBe(201);
      const packaging = await page.request.put(`/api/videos/${video.id}/packaging`, {
        data: {
          baseVersion: null,
          content: {
            titles: ["Numbers"],
            chosenTitle: "Numbers",
            description: "",
            chapters: LESSON_CHAPTERS,
            hashtags: [],
            tags: [],
            thumbnailTexts: [],
            source: "offline",
          },
        },
      });
      expect(packaging.status()).toBe(201);
      planted++;
    }
  }
  return planted;
}
