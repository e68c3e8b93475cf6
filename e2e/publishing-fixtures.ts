// The Publish tab's e2e fixtures, shared by its specs: the fake Google (consent with the publishing
// scopes), the fake YouTube Data API with one synced video of the member's channel, and the fake upload
// host (resumable uploads, thumbnails), with the server pointed at all three.
import type { Locator, Page } from "@playwright/test";
import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "../src/server/testing/fakes/google-oauth.ts";
import { type FakeYouTube, startFakeYouTube } from "../src/server/testing/fakes/youtube.ts";
import { type FakeYouTubeUpload, startFakeYouTubeUpload } from "../src/server/testing/fakes/youtube-upload.ts";
import { test as base, expect } from "./fixtures.ts";

export const CHANNEL_ID = "UCpublishE2Epublish0000A";
export const YT_VIDEO = "pubE2Evid01";

export const test = base.extend<{
  fakes: { google: FakeGoogleOAuth; youtube: FakeYouTube; upload: FakeYouTubeUpload };
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  fakes: async ({}, use) => {
    const google = await startFakeGoogleOAuth();
    const youtube = await startFakeYouTube();
    youtube.addChannel({
      id: CHANNEL_ID,
      title: "Sleep Lab",
      videos: [
        {
          id: YT_VIDEO,
          title: "sleep video final v2",
          description: "Old description",
          tags: ["old"],
          categoryId: "26",
          publishedAt: "2026-11-01T10:00:00Z",
        },
      ],
    });
    youtube.setMine([CHANNEL_ID]);
    youtube.acceptToken((token) => google.isValidAccessToken(token));
    youtube.checkScopes((token) => google.scopesOf(token));
    const upload = await startFakeYouTubeUpload();
    upload.acceptToken((token) => google.scopesOf(token));
    upload.setMine(
      (videoId) => videoId === YT_VIDEO,
      (videoId) => videoId === YT_VIDEO,
    );
    await use({ google, youtube, upload });
    await upload.close();
    await google.close();
    await youtube.close();
  },
  serverEnv: async ({ fakes }, use) =>
    use({
      ...googleEnvFor(fakes.google),
      YOUTUBE_API_BASE_URL: fakes.youtube.url,
      YOUTUBE_UPLOAD_BASE_URL: fakes.upload.url,
    }),
});

export { expect };

/** "Grant publishing access" at the fake Google, which consents: Google's answer leads back to the video's Publish tab. */
export async function grantPublishingAccess(page: Page, tab: Locator, videoId: string) {
  const callback = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/youtube/oauth/callback");
  await tab.getByRole("button", { name: "Grant publishing access" }).click();
  expect((await callback).headers().location).toBe(`/video/${videoId}?tab=publish`);
  await page.waitForURL((url) => url.pathname === `/video/${videoId}` && url.searchParams.get("tab") === "publish");
  await expect(tab.getByRole("button", { name: "Grant publishing access" })).toHaveCount(0);
}
