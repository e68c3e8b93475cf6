import {
  type FakeGoogleOAuth,
  googleEnvFor,
  startFakeGoogleOAuth,
} from "../../src/server/testing/fakes/google-oauth.ts";
import { type FakeYouTube, generateVideos, startFakeYouTube } from "../../src/server/testing/fakes/youtube.ts";
import { test as base, expect } from "../fixtures.ts";

const CHANNEL_ID = "UCmakerStudio0000000001A";

// Google's OAuth server and the YouTube Data API, replaced at the network boundary by local fakes.
const test = base.extend<{ fakes: { google: FakeGoogleOAuth; youtube: FakeYouTube } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  fakes: async ({}, use) => {
    const google = await startFakeGoogleOAuth();
    const youtube = await startFakeYouTube();
    youtube.addChannel({ id: CHANNEL_ID, title: "Maker Studio", handle: "MakerStudio", videos: generateVideos(3) });
    youtube.setMine([CHANNEL_ID]);
    youtube.acceptToken((token) => google.isValidAccessToken(token));
    await use({ google, youtube });
    await google.close();
    await youtube.close();
  },
  serverEnv: async ({ fakes }, use) =>
    use({
      ...googleEnvFor(fakes.google),
      YOUTUBE_API_BASE_URL: fakes.youtube.url,
    }),
});

async function connectWithGoogle(page: import("@playwright/test").Page) {
  await page.goto("/content-library");
  await page.getByRole("button", { name: "Connect Channel" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Connect Channel" });
  await dialog.getByRole("tab", { name: "Google Auth" }).click();
  await dialog.getByRole("button", { name: "Connect with Google" }).click();
}

test("connecting with Google adds the member's own channel to the grid", async ({ page, signUpViaApi, fakes }) => {
  await signUpViaApi(page);
  await connectWithGoogle(page);

  await expect(page.getByText("Channel connected successfully! Sync will begin shortly.")).toBeVisible();
  await expect(page).toHaveURL(/\/content-library$/);
  await expect(page.getByTestId("channel-card").filter({ hasText: "Maker Studio" })).toBeVisible();
  // PKCE: the token request carried the verifier, and the scopes were read-only YouTube and Analytics.
  const [grant] = fakes.google.grants("authorization_code");
  expect(new URLSearchParams(grant.body).get("code_verifier")).toBeTruthy();
  const consent = fakes.google.requests.find((r) => r.path === "/o/oauth2/v2/auth");
  expect(consent?.query.scope).toBe(
    "https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/yt-analytics.readonly",
  );
  expect(fakes.youtube.calls("channels").some((call) => call.query.mine === "true")).toBe(true);
});

test("a sign-in without YouTube Analytics keeps working and offers 'Grant analytics access'", async ({
  page,
  signUpViaApi,
  fakes,
}) => {
  fakes.google.withheldScopes = ["https://www.googleapis.com/auth/yt-analytics.readonly"];
  await signUpViaApi(page);
  await connectWithGoogle(page);
  await expect(page.getByTestId("channel-card").filter({ hasText: "Maker Studio" })).toBeVisible();

  fakes.google.withheldScopes = [];
  await page.getByRole("button", { name: "Connect Channel" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Connect Channel" });
  await dialog.getByRole("tab", { name: "Google Auth" }).click();
  await expect(dialog.getByTestId("analytics-not-granted")).toBeVisible();
  await dialog.getByRole("button", { name: "Grant analytics access" }).click();
  await expect(page.getByText("Your YouTube channel is already in the library.")).toBeVisible();

  await page.getByRole("button", { name: "Connect Channel" }).first().click();
  await dialog.getByRole("tab", { name: "Google Auth" }).click();
  await expect(dialog.getByRole("button", { name: "Connect with Google" })).toBeVisible();
  await expect(dialog.getByTestId("analytics-not-granted")).toHaveCount(0);
});

test("a denied consent returns to the library with a clear error", async ({ page, signUpViaApi, fakes }) => {
  fakes.google.consent = "deny";
  await signUpViaApi(page);
  await connectWithGoogle(page);

  await expect(page).toHaveURL(/\/content-library$/);
  await expect(page.getByText("Failed to connect with Google. Please try again.", { exact: false })).toBeVisible();
  await expect(page.getByText("No channels yet")).toBeVisible();
});

test.describe("with a YouTube API key", () => {
  test.use({
    serverEnv: async ({ fakes }, use) =>
      use({ YOUTUBE_API_KEY: fakes.youtube.apiKey, YOUTUBE_API_BASE_URL: fakes.youtube.url }),
  });

  test("a channel connected by URL gets its real name, and 'Sync YouTube Data' reports the sync", async ({
    page,
    signUpViaApi,
  }) => {
    await signUpViaApi(page);
    await page.goto("/content-library");
    await page.getByRole("button", { name: "Connect Channel" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Connect Channel" });
    await dialog.getByRole("tab", { name: "Channel URL" }).click();
    await dialog.getByRole("textbox", { name: "Channel URL" }).fill("https://www.youtube.com/@MakerStudio");
    await dialog.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(page.getByText("Channel connected successfully! Sync will begin shortly.")).toBeVisible();

    const card = page.getByTestId("channel-card").filter({ hasText: "Maker Studio" });
    await card.getByRole("link", { name: "Maker Studio" }).click();
    await expect(page.getByRole("heading", { name: "Maker Studio Dashboard" })).toBeVisible();
    // The first sync starts by itself after connecting; wait for it before syncing by hand.
    const channelId = new URL(page.url()).searchParams.get("channel");
    await expect
      .poll(
        async () => (await (await page.request.get(`/api/channels/${channelId}/dashboard`)).json()).totals.allVideos,
      )
      .toBe(3);
    await page.getByRole("button", { name: "Sync YouTube Data" }).click();
    await expect(page.getByText("Sync completed", { exact: true })).toBeVisible();
    await expect(page.getByText("Updated metrics for 3 videos", { exact: true })).toBeVisible();
  });
});
