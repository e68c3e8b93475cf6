// issue 30, "the next script uses them": a channel synced from the YouTube doubles with eight published
// videos (planted scripts, chapters and retention curves: short hooks hold 15 points more at 30 s, the
// sponsor reads lose the most a minute). The studio's configure step shows the channel's two lessons,
// each with a switch; one is switched off from the keyboard and the script is generated on the
// token-streaming model double. The plan request carries the lesson on and not the one off; axe in
// both themes.
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
import { expectAccessible } from "../accessibility/axe.ts";
import {
  test as analyticsTest,
  CHANNEL_ID,
  CHANNEL_NAME,
  connectAndOpenDashboard,
  expect,
  pacificToday,
} from "../youtube/analytics-fixtures.ts";
import { demoToConfigure } from "./studio-helpers.ts";

const VIDEOS = 8;

const test = analyticsTest.extend<{ double: LlmDouble }>({
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

test.setTimeout(240_000);

// A failure shows the server's last words (a crash during the sync reads as a reset connection).
test.afterEach(async ({ server }, info) => {
  if (info.status !== info.expectedStatus) console.log(server.logs().slice(-3000));
});

/** Each synced video gets the planted script of its curve (by its YouTube id) and the chapters. */
async function plantScripts(page: Page, channelId: string, order: string[]) {
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

test("the configure step shows the channel's lessons; the one switched off stays out of the plan request", async ({
  page,
  signUpViaApi,
  fakes,
  double,
}) => {
  test.slow();
  await signUpViaApi(page);
  const channelId = await connectAndOpenDashboard(page);
  expect(await plantScripts(page, channelId, [...fakes.analytics.videos.keys()])).toBe(VIDEOS);
  // The channel's lessons, as the dashboard's panel reads them.
  await expect
    .poll(async () => {
      const body = await (await page.request.get(`/api/channels/${channelId}/audience-lessons`)).json();
      return (body.lessons as { id: string }[]).map((l) => l.id).sort();
    })
    .toEqual(["hook-length", "section-kind"]);

  await page.goto("/content-studio");
  await page.locator("#research-channel").click();
  await page.getByRole("option", { name: CHANNEL_NAME }).click();
  await demoToConfigure(page);

  const lessons = page.getByTestId("channel-lessons");
  await expect(lessons.getByRole("heading", { name: "What your audience tells you" })).toBeVisible();
  const hook = lessons.getByRole("switch", { name: "Keep the hook under 50 words" });
  const sponsor = lessons.getByRole("switch", { name: "Shorten and tighten sponsor sections" });
  await expect(hook).toBeChecked();
  await expect(sponsor).toBeChecked();
  await expect(lessons).toContainText("Your videos with short hooks hold 15 points more at 30 s (n = 8)");
  await expectAccessible(page, "studio configure step with the channel's lessons");

  // From the keyboard: Space switches the hook lesson off.
  await hook.focus();
  await page.keyboard.press("Space");
  await expect(hook).not.toBeChecked();
  await expect(sponsor).toBeChecked();

  double.reset();
  await page.getByRole("button", { name: "Generate Script" }).click();
  await expect(page.getByTestId("applied-lessons")).toHaveText("Applied: Shorten and tighten sponsor sections");
  await expect(page.getByLabel("Script", { exact: true })).toBeVisible({ timeout: 60_000 });

  const planning = double.requests.find((r) => r.structured && r.prompt.includes("\nRoles: "));
  expect(planning?.prompt).toContain("[section-kind] Shorten and tighten sponsor sections.");
  expect(planning?.prompt).not.toContain("[hook-length]");
  expect(planning?.prompt).not.toContain("Keep the hook under");
});
