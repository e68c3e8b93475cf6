// The screens of "what the audience says" at 375 px, with real figures (a channel of eight planted
// videos synced from the YouTube doubles): the dashboard's lessons panel and a video page's Analytics
// tab (its curve, the script-vs-retention card and its table) scroll nothing sideways in any interface
// language; the table scrolls inside its own region, which the keyboard reaches; axe in both themes.
// The language walk (e2e/i18n/screens.spec.ts) runs without the YouTube doubles, so it sees these
// screens only empty: this spec covers them with data.
import { expectAccessible } from "../accessibility/axe.ts";
import { expectNoSidewaysScroll } from "../i18n/untranslated.ts";
import { connectAndOpenDashboard, expect, plantScripts, test, VIDEOS } from "./lessons-fixtures.ts";

test.setTimeout(240_000);
test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ server }, info) => {
  if (info.status !== info.expectedStatus) console.log(server.logs().slice(-3000));
});

test("at 375 px the lessons panel and the Analytics tab with a planted curve fit the screen in every language", async ({
  page,
  signUpViaApi,
  fakes,
}) => {
  test.slow();
  await signUpViaApi(page);
  const channelId = await connectAndOpenDashboard(page);
  expect(await plantScripts(page, channelId, [...fakes.analytics.videos.keys()])).toBe(VIDEOS);
  const { folders } = (await (await page.request.get(`/api/channels/${channelId}/folders`)).json()) as {
    folders: { id: string }[];
  };
  const { videos } = (await (await page.request.get(`/api/folders/${folders[0].id}/videos`)).json()) as {
    videos: { id: string }[];
  };
  const videoId = videos[0].id;

  // English first: the Analytics tab's table scrolls in a region the keyboard reaches, and axe passes.
  await page.goto(`/video/${videoId}?tab=analytics`);
  const card = page.getByTestId("script-retention");
  await expect(card.getByTestId("script-retention-row")).toHaveCount(5);
  const region = card.getByRole("region", { name: "Each section's figures" });
  await expect(region).toHaveAttribute("tabindex", "0");
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press("ArrowRight");
  // Nothing runs off the screen but inside a scrolling region, named in the failure when it does.
  const offScreen = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((el) => !el.closest(".overflow-x-auto") && el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName}[${el.getAttribute("data-testid") ?? ""}].${el.className}`.slice(0, 140)),
  );
  expect(offScreen).toEqual([]);
  await expectNoSidewaysScroll(page, "video page, Analytics (en)");
  await expectAccessible(page, "video page, Analytics with a planted curve at 375 px");

  for (const language of ["es", "pt-BR", "ja", "hi"] as const) {
    const saved = await page.request.patch("/api/me", { data: { language } });
    expect(saved.status()).toBe(200);

    await page.goto(`/content-library?channel=${channelId}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const panel = page.getByTestId("audience-lessons");
    await expect(panel.getByTestId("audience-lesson")).toHaveCount(2);
    await panel.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, `dashboard, lessons panel (${language})`);

    await page.goto(`/video/${videoId}?tab=analytics`);
    await expect(card.getByTestId("script-retention-row")).toHaveCount(5);
    await expect(page.getByTestId("video-analytics-figure")).toHaveCount(4);
    await expectNoSidewaysScroll(page, `video page, Analytics (${language})`);
  }
  await expectAccessible(page, "video page, Analytics with a planted curve at 375 px (hi)");
});
