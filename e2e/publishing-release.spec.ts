// Issue 25's "schedule a release and see it on the calendar": a release time set on the Publish tab of
// a video that is private on YouTube (videos.update of status, against the fake YouTube) shows on the
// production calendar on its day, with its time, apart from the planned publish date; cancelling it
// there takes it off. Axe in both themes on the release form and the calendar.
import type { Locator, Page } from "@playwright/test";
import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "../src/server/testing/fakes/google-oauth.ts";
import { type FakeYouTube, startFakeYouTube } from "../src/server/testing/fakes/youtube.ts";
import { expectAccessible } from "./accessibility/axe.ts";
import { test as base, expect } from "./fixtures.ts";
import { libraryApi } from "./library/library-api.ts";

const CHANNEL_ID = "UCreleaseE2Ereleas0000A";
const YT_VIDEO = "relE2Evid01";

const test = base.extend<{ fakes: { google: FakeGoogleOAuth; youtube: FakeYouTube } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  fakes: async ({}, use) => {
    const google = await startFakeGoogleOAuth();
    const youtube = await startFakeYouTube();
    youtube.addChannel({
      id: CHANNEL_ID,
      title: "Sleep Lab",
      videos: [
        { id: YT_VIDEO, title: "Sleep, scheduled", publishedAt: "2026-11-01T10:00:00Z", privacyStatus: "private" },
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
      ...googleEnvFor(fakes.google),
      YOUTUBE_API_BASE_URL: fakes.youtube.url,
    }),
});

test.setTimeout(150_000);

/** "Grant publishing access" at the fake Google, which consents: Google's answer leads back to the video's Publish tab. */
async function grantPublishingAccess(page: Page, tab: Locator, videoId: string) {
  const callback = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/youtube/oauth/callback");
  await tab.getByRole("button", { name: "Grant publishing access" }).click();
  expect((await callback).headers().location).toBe(`/video/${videoId}?tab=publish`);
  await page.waitForURL((url) => url.pathname === `/video/${videoId}` && url.searchParams.get("tab") === "publish");
  await expect(tab.getByRole("button", { name: "Grant publishing access" })).toHaveCount(0);
}

/** 'YYYY-MM-DD' of a local date. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const cell = (page: Page, date: string) => page.getByTestId("calendar-grid").locator(`td[data-day="${date}"]`);
const entries = (scope: Page | Locator, kind: string) =>
  scope.getByTestId("calendar-entry").and(scope.locator(`[data-kind="${kind}"]`));

test("schedule a release on the Publish tab and see it on the calendar, apart from the planned date; cancel it; axe in both themes", async ({
  page,
  server,
  signUpViaApi,
  fakes,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, { name: "Pat Publisher" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@sleeplab", "Sleep Lab");
  const folder = await api.createFolder(channel.id, "November", "2026-11");
  const video = await api.createVideo(folder.id, "Sleep, scheduled", `https://www.youtube.com/watch?v=${YT_VIDEO}`);

  // The release: two days ahead at 14:30 in the browser's time zone; planned for the day before it.
  const release = new Date();
  release.setDate(release.getDate() + 2);
  release.setHours(14, 30, 0, 0);
  const releaseDay = dayOf(release);
  const plannedDay = dayOf(new Date(release.getFullYear(), release.getMonth(), release.getDate() - 1));
  const planned = await page.request.patch(`${server.url}/api/videos/${video.id}/production`, {
    data: { plannedPublishDate: plannedDay },
    headers: { origin: server.url },
  });
  expect(planned.ok()).toBe(true);

  // From the board: the card's dialog leads to the video's Publish tab.
  await page.goto("/production");
  await page.getByRole("button", { name: "Edit Sleep, scheduled" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Publish…" }).click();
  await page.waitForURL((url) => url.pathname === `/video/${video.id}` && url.searchParams.get("tab") === "publish");
  const tab = page.getByRole("tabpanel", { name: "Publish" });
  await grantPublishingAccess(page, tab, video.id);

  const releaseTime = tab.getByLabel(/Release time \(your time zone/);
  await expect(tab.getByTestId("release-status")).toContainText("No release is scheduled");
  // A time already past is refused by the same rule the server applies, before anything is sent.
  await releaseTime.fill("2020-01-01T09:00");
  await tab.getByRole("button", { name: "Schedule release" }).click();
  await expect(tab.getByRole("alert")).toHaveText("The release time must be in the future");
  expect(fakes.youtube.calls("videos").filter((r) => r.method === "PUT")).toHaveLength(0);

  await releaseTime.fill(`${releaseDay}T14:30`);
  await expect(tab.getByText(/YouTube makes it public at .* UTC, even if this server is down\./)).toBeVisible();
  await expect(tab.getByText(/This uses 51 of today's \d+ remaining YouTube quota units/).first()).toBeVisible();
  await expectAccessible(page, "Publish tab: release time");
  // From the keyboard.
  await tab.getByRole("button", { name: "Schedule release" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^YouTube makes it public at .* UTC$/)).toBeVisible();
  await expect(tab.getByTestId("release-status")).toContainText("Scheduled: YouTube makes it public on");
  const onYouTube = () => fakes.youtube.channels.get(CHANNEL_ID)!.videos[0];
  expect(onYouTube()).toMatchObject({ privacyStatus: "private", publishAt: release.toISOString() });

  // The calendar: the release on its day with its time, the planned date on its own.
  await page.goto("/production?view=calendar");
  await expect(page.getByRole("tab", { name: "Calendar" })).toHaveAttribute("aria-selected", "true");
  const thisMonth = dayOf(new Date()).slice(0, 7);
  if (releaseDay.slice(0, 7) !== thisMonth) await page.getByRole("button", { name: "Next month" }).click();
  const releaseEntry = entries(cell(page, releaseDay), "release");
  await expect(releaseEntry).toHaveCount(1);
  await expect(releaseEntry).toContainText("Sleep, scheduled");
  const clock = release.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  // Said apart from the planned date: "Sleep, scheduled, Sleep Lab, scheduled release on YouTube at 14:30".
  await expect(releaseEntry.getByRole("button")).toHaveAccessibleName(
    new RegExp(`^Sleep, scheduled ?, Sleep Lab, scheduled release on YouTube at ${clock}$`),
  );
  await expect(releaseEntry).toContainText(clock);
  if (plannedDay.slice(0, 7) === releaseDay.slice(0, 7)) {
    await expect(entries(cell(page, plannedDay), "planned")).toContainText("Sleep, scheduled");
  }
  // A release is not dragged (it is changed on the Publish tab): it has no handle.
  await expect(releaseEntry.getByRole("button", { name: /^Move / })).toHaveCount(0);
  await expectAccessible(page, "Calendar with a scheduled release");

  await releaseEntry.getByRole("button", { name: /^Sleep, scheduled/ }).click();
  const details = page.getByRole("dialog", { name: "Sleep, scheduled" });
  await expect(details).toContainText("Scheduled release: YouTube makes it public on");
  await details.getByRole("link", { name: "Open Publish tab" }).click();
  await page.waitForURL(/tab=publish/);

  // Cancelled before it passes: YouTube keeps the video private, without a release time.
  await tab.getByRole("button", { name: "Cancel release" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel the release?" });
  await expect(confirm).toContainText("This uses 51 of today's");
  await confirm.getByRole("button", { name: "Cancel release" }).click();
  await expect(page.getByText("Release cancelled: the video stays private on YouTube")).toBeVisible();
  await expect(tab.getByTestId("release-status")).toContainText("No release is scheduled");
  expect(onYouTube()).toMatchObject({ privacyStatus: "private", publishAt: undefined });

  await page.goto("/production?view=calendar");
  if (releaseDay.slice(0, 7) !== thisMonth) await page.getByRole("button", { name: "Next month" }).click();
  await expect(cell(page, releaseDay)).toBeVisible();
  await expect(entries(page, "release")).toHaveCount(0);
});
