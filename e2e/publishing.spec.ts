// Issue 25: the video page's Publish tab against the local fake Google and fake YouTube Data API.
// Applying packaging shows the difference first, writes only the chosen fields, and undoes them.
import { type FakeGoogleOAuth, startFakeGoogleOAuth } from "../src/server/testing/fakes/google-oauth.ts";
import { type FakeYouTube, startFakeYouTube } from "../src/server/testing/fakes/youtube.ts";
import { expectAccessible } from "./accessibility/axe.ts";
import { test as base, expect } from "./fixtures.ts";
import { libraryApi } from "./library/library-api.ts";

const CHANNEL_ID = "UCpublishE2Epublish0000A";
const YT_VIDEO = "pubE2Evid01";

const test = base.extend<{ fakes: { google: FakeGoogleOAuth; youtube: FakeYouTube } }>({
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
    await use({ google, youtube });
    await google.close();
    await youtube.close();
  },
  serverEnv: async ({ fakes }, use) =>
    use({
      GOOGLE_CLIENT_ID: fakes.google.clientId,
      GOOGLE_CLIENT_SECRET: fakes.google.clientSecret,
      GOOGLE_AUTH_URL: fakes.google.authUrl,
      GOOGLE_TOKEN_URL: fakes.google.tokenUrl,
      YOUTUBE_API_BASE_URL: fakes.youtube.url,
    }),
});

test.setTimeout(180_000);

test("apply packaging to a synced video: grant access, see the difference, apply chosen fields, undo; axe in both themes", async ({
  page,
  server,
  signUpViaApi,
  fakes,
}) => {
  // The first account is the workspace's admin, who may publish.
  await signUpViaApi(page, { name: "Pat Publisher" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@sleeplab", "Sleep Lab");
  const folder = await api.createFolder(channel.id, "November", "2026-11");
  const video = await api.createVideo(folder.id, "Sleep", `https://www.youtube.com/watch?v=${YT_VIDEO}`);
  const saved = await page.request.put(`${server.url}/api/videos/${video.id}/packaging`, {
    headers: { origin: server.url },
    data: {
      baseVersion: null,
      content: {
        titles: ["Sleep better tonight"],
        chosenTitle: "Sleep better tonight",
        description: "Sleep better starting tonight.",
        chapters: [],
        hashtags: ["sleep"],
        tags: ["sleep", "sleep tips"],
        thumbnailTexts: [],
        source: "offline",
      },
    },
  });
  expect(saved.ok()).toBe(true);

  await page.goto(`/video/${video.id}?tab=publish`);
  const tab = page.getByRole("tabpanel", { name: "Publish" });
  await expect(tab.getByTestId("publishing-unavailable")).toContainText("Connect with Google");
  await expectAccessible(page, "Publish tab: no publishing access");

  // Google's consent (the fake grants every scope asked), then back to the video.
  await tab.getByRole("button", { name: "Grant publishing access" }).click();
  await page.waitForURL(/\/content-library/);
  const consent = fakes.google.requests.find((r) => r.query.scope !== undefined);
  expect(consent?.query.scope).toContain("youtube.force-ssl");
  await page.goto(`/video/${video.id}?tab=publish`);
  await expect(tab.getByTestId("publishing-unavailable")).toHaveCount(0);

  await tab.getByRole("button", { name: "Compare with YouTube" }).click();
  const difference = tab.getByTestId("publishing-difference");
  await expect(difference.locator('[data-field="title"]')).toContainText("sleep video final v2");
  await expect(difference.locator('[data-field="title"]')).toContainText("Sleep better tonight");
  await expect(tab.getByText(/This uses 51 of today's \d+ remaining YouTube quota units/)).toBeVisible();
  // Every differing field starts chosen; the member applies the title only, from the keyboard.
  await expect(tab.getByRole("checkbox", { name: "Title", exact: true })).toBeChecked();
  await tab.getByRole("checkbox", { name: "Tags", exact: true }).focus();
  await page.keyboard.press("Space");
  await tab.getByRole("checkbox", { name: "Description (with chapters and hashtags)" }).focus();
  await page.keyboard.press("Space");
  await expect(tab.getByRole("checkbox", { name: "Tags", exact: true })).not.toBeChecked();
  await expectAccessible(page, "Publish tab: the difference");
  await tab.getByRole("button", { name: "Apply to YouTube" }).click();
  await expect(page.getByText("Applied to YouTube: title")).toBeVisible();
  const onYouTube = () => fakes.youtube.channels.get(CHANNEL_ID)!.videos[0];
  expect(onYouTube().title).toBe("Sleep better tonight");
  expect(onYouTube().description).toBe("Old description");
  await expect(tab.getByText(/Last applied: title by Pat Publisher/)).toBeVisible();

  await tab.getByRole("button", { name: "Undo on YouTube" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Undo on YouTube?" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, "Undo on YouTube confirmation");
  await confirm.getByRole("button", { name: "Undo on YouTube" }).click();
  await expect(page.getByText("Put back on YouTube as it was: title")).toBeVisible();
  await expect.poll(() => onYouTube().title).toBe("sleep video final v2");
  await expect(tab.getByText(/Last applied:/)).toHaveCount(0);
});
