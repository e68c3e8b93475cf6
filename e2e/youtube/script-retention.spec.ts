// "Script vs retention" on the video page's Analytics tab, against the YouTube doubles: the script's
// sections over the synced curve, by the description's chapters; a section chosen from the keyboard
// highlights its span, a click on the curve shows its text; axe in both themes.
import { expectAccessible } from "../accessibility/axe.ts";
import { connectAndOpenDashboard, expect, test } from "./analytics-fixtures.ts";

const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(" ");

test("the Analytics tab lays the published script over the retention curve, section by section", async ({
  page,
  signUpViaApi,
}) => {
  // Connecting runs a whole sync against four doubles before the page opens.
  test.slow();
  await signUpViaApi(page);
  const channelId = await connectAndOpenDashboard(page);
  const { folders } = (await (await page.request.get(`/api/channels/${channelId}/folders`)).json()) as {
    folders: { id: string }[];
  };
  const { videos } = (await (await page.request.get(`/api/folders/${folders[0].id}/videos`)).json()) as {
    videos: { id: string }[];
  };
  const videoId = videos[0].id;
  const script = [
    `[COLD OPEN]\n${words(80, "open")}`,
    `[PART 1: The experiment]\n${words(400, "experiment")}`,
    `[PART 2: What we learned]\n${words(300, "learned")}`,
  ].join("\n\n");
  expect(
    (
      await page.request.post(`/api/videos/${videoId}/script`, { data: { content: script, baseVersion: null } })
    ).status(),
  ).toBe(201);
  const saved = await page.request.put(`/api/videos/${videoId}/packaging`, {
    data: {
      baseVersion: null,
      content: {
        titles: ["Numbers"],
        chosenTitle: "Numbers",
        description: "An experiment.",
        chapters: [
          { title: "Cold open", seconds: 0 },
          { title: "The experiment", seconds: 150 },
          { title: "What we learned", seconds: 450 },
        ],
        hashtags: [],
        tags: [],
        thumbnailTexts: [],
        source: "offline",
      },
    },
  });
  expect(saved.status()).toBe(201);

  await page.goto(`/video/${videoId}?tab=analytics`);
  const card = page.getByTestId("script-retention");
  await expect(card.getByTestId("script-retention-row")).toHaveCount(3);
  await expect(card.getByTestId("script-retention-version")).toContainText("Version 1");
  await expect(card.getByTestId("script-retention-spans")).toContainText("chapters in the video's description");
  await expect(card.getByTestId("hook-hold")).toHaveText(/%$/);

  // From the keyboard: the second section's button highlights its span on the curve.
  const experiment = card.getByRole("button", { name: "The experiment", exact: true });
  await experiment.focus();
  await page.keyboard.press("Enter");
  await expect(experiment).toHaveAttribute("aria-pressed", "true");
  await expect(card.getByTestId("curve-band-selected")).toHaveCount(1);
  await expect(card.getByTestId("script-section-text")).toContainText("The experiment");

  // A click on the curve's last stretch shows what was said there.
  await card.getByTestId("curve-section").nth(2).click();
  await expect(card.getByTestId("script-section-text")).toContainText("learned learned");
  await expectAccessible(page, "video page, Script vs retention");

  // At 375 px nothing of the card runs off the screen: its table scrolls inside it.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card.getByTestId("script-retention-row").first()).toBeVisible();
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("[data-testid=script-retention] *")]
      .filter((el) => !el.closest(".overflow-x-auto") && el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
  );
  expect(wide).toEqual([]);
});
