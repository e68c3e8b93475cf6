import { type LlmDouble, startLlmDouble } from "../../src/server/testing/fakes/llm/server.ts";
import { aiEnvFor } from "../../src/server/testing/model-double.ts";
import { test as base, expect } from "../fixtures.ts";
import { closeToasts, expectToast } from "../studio/studio-helpers.ts";
import { readClipboard, seedScriptedVideo } from "./packaging-helpers.ts";

// issue 12 e2e: a package for a ten-minute script on the video page's Packaging tab, with the offline
// writer and with a local model (the provider double playing Ollama): pick a title and apply it, rename
// a chapter, copy all, reload and find it saved (and after a restart), regenerate the tags only and the
// rest stays.

base.use({ permissions: ["clipboard-read", "clipboard-write"] });

const packagingTab = (page: import("@playwright/test").Page) => page.getByRole("tabpanel", { name: "Packaging" });

base(
  "offline: generate, pick and apply a title, rename a chapter, copy all, reload, regenerate the tags only",
  async ({ page, server, signUpViaApi }) => {
    base.setTimeout(120_000);
    await signUpViaApi(page);
    const videoId = await seedScriptedVideo(page, server.url);
    await page.goto(`/video/${videoId}?tab=packaging`);
    const tab = packagingTab(page);
    await tab.getByRole("button", { name: "Generate package" }).click();
    await expectToast(page, "Package generated", "offline writer's templates");
    await expect(tab.getByText("Offline writer templates")).toBeVisible();
    await expect(tab.getByRole("radio")).toHaveCount(8);

    // Pick the second title and make it the video's title.
    const second = await tab.getByLabel("Title 2", { exact: true }).inputValue();
    expect(second.length).toBeLessThanOrEqual(100);
    await tab.getByRole("radio", { name: "Pick title 2" }).check();
    await tab.getByRole("button", { name: "Use as video title" }).click();
    await expectToast(page, "Video title updated");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second);

    // Chapters from the script at 150 words a minute; rename the third.
    await expect(tab.getByLabel("Chapter 3 start")).toHaveValue("1:00");
    await expect(tab.getByLabel("Chapter 3 name")).toHaveValue("Light and your body clock");
    await tab.getByLabel("Chapter 3 name").fill("Why light matters");
    await expect(tab.getByText("Meets YouTube's chapter rules")).toBeVisible();
    const tags = await tab.getByRole("list", { name: "Tags" }).getByRole("listitem").allInnerTexts();
    expect(tags.length).toBeGreaterThan(3);

    await closeToasts(page);
    await tab.getByRole("button", { name: "Save packaging" }).click();
    await expectToast(page, "Packaging saved", "Saved as version 1");
    await expect(tab.getByTestId("packaging-save-state")).toHaveText("Saved · version 1");

    await tab.getByRole("button", { name: "Copy all for YouTube" }).click();
    await expectToast(page, "Copied everything for YouTube");
    const copied = await readClipboard(page);
    expect(copied).toContain(`Title:\n${second}\n\nDescription:\nYou are losing an hour of sleep every night.`);
    expect(copied).toContain("0:00 Hook\n0:10 Intro\n1:00 Why light matters\n4:00 The evening routine");
    expect(copied).toContain(`Tags:\n${tags.map((t) => t.trim()).join(", ")}\n`);

    // Reload: all saved.
    await page.reload();
    await expect(tab.getByRole("radio", { name: "Pick title 2" })).toBeChecked();
    await expect(tab.getByLabel("Chapter 3 name")).toHaveValue("Why light matters");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second);

    // Regenerate the tags only: a removed tag comes back, the rest stays as edited.
    await tab.getByRole("button", { name: `Remove tag ${tags[0].trim()}`, exact: true }).click();
    await expect(tab.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(tags.length - 1);
    await closeToasts(page);
    await tab.getByRole("button", { name: "Regenerate tags" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Regenerate" }).click();
    await expectToast(page, "Regenerated the tags");
    await expect(tab.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(tags.length);
    await expect(tab.getByLabel("Chapter 3 name")).toHaveValue("Why light matters");
    await expect(tab.getByRole("radio", { name: "Pick title 2" })).toBeChecked();

    // After a restart the saved packaging is still there.
    await server.restart();
    await page.reload();
    await expect(tab.getByLabel("Chapter 3 name")).toHaveValue("Why light matters");
    await expect(tab.getByTestId("packaging-save-state")).toHaveText("Saved · version 1");
  },
);

const test = base.extend<{ double: LlmDouble }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  double: async ({}, use) => {
    const double = await startLlmDouble("ollama", { chunkDelayMs: 0 });
    await use(double);
    await double.close();
  },
  serverEnv: async ({ double }, use) => use(aiEnvFor(double.options.api, double.url)),
});

// The model's first answer, word for word, so the test can say exactly what "Copy all" gives.
const MODEL_PACKAGE = {
  titles: [
    "Sleep Routine: 3 Fixes That Actually Work",
    "Why Your Sleep Routine Fails (And How to Fix It)",
    "The 10-Minute Evening Reset",
  ],
  description: {
    hook: "Fix your sleep routine tonight.",
    summary: "Light, evenings and mornings: three changes that add up.",
    hashtags: ["sleep", "SleepRoutine"],
  },
  tags: ["sleep routine", "better sleep", "evening routine"],
  thumbnailTexts: [
    { text: "Sleep tonight", aim: "Relief" },
    { text: "Stop scrolling at 11", aim: "Warning" },
  ],
};

test("local model: generate, apply a title, rename a chapter, copy all, reload, regenerate the tags only", async ({
  page,
  server,
  signUpViaApi,
  double,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  const videoId = await seedScriptedVideo(page, server.url);
  await page.goto(`/video/${videoId}?tab=packaging`);
  const tab = packagingTab(page);
  double.answer({ text: JSON.stringify(MODEL_PACKAGE) });
  await tab.getByRole("button", { name: "Generate package" }).click();
  await expectToast(page, "Package generated");
  await expect(tab.getByText("Offline writer templates")).toHaveCount(0);
  expect(double.requests.at(-1)?.prompt).toContain("Main keyword (put it early in titles): sleep routine");
  await expect(tab.getByRole("radio")).toHaveCount(3);
  await tab.getByRole("radio", { name: "Pick title 2" }).check();
  await tab.getByRole("button", { name: "Use as video title" }).click();
  await expectToast(page, "Video title updated");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MODEL_PACKAGE.titles[1]);
  await tab.getByLabel("Chapter 4 name").fill("Wind down");
  await closeToasts(page);
  await tab.getByRole("button", { name: "Save packaging" }).click();
  await expectToast(page, "Packaging saved");

  await tab.getByRole("button", { name: "Copy all for YouTube" }).click();
  const copied = await readClipboard(page);
  expect(copied).toBe(
    `Title:\n${MODEL_PACKAGE.titles[1]}\n\nDescription:\nFix your sleep routine tonight.\n\n` +
      "Light, evenings and mornings: three changes that add up.\n\n" +
      "Links mentioned in this video:\n- [add link]\n\nFollow the channel:\n- [add link]\n\n" +
      "0:00 Hook\n0:10 Intro\n1:00 Light and your body clock\n4:00 Wind down\n7:00 Mornings that stick\n9:36 Call to action\n\n" +
      "#sleep #SleepRoutine\n\nTags:\nsleep routine, better sleep, evening routine\n",
  );

  await page.reload();
  await expect(tab.getByLabel("Chapter 4 name")).toHaveValue("Wind down");
  await expect(tab.getByRole("radio", { name: "Pick title 2" })).toBeChecked();

  // The tags again, in the model's own words this time: the list is what it wrote, the rest stays.
  await closeToasts(page);
  await tab.getByRole("button", { name: "Regenerate tags" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Regenerate" }).click();
  await expectToast(page, "Regenerated the tags");
  const regenerated = double.requests.at(-1)!;
  expect(regenerated.prompt).toMatch(/^Write up to \d+ search tags for the video\.$/m);
  const { tags } = regenerated.json as { tags: string[] };
  expect(tags).not.toEqual(MODEL_PACKAGE.tags);
  await expect(tab.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(tags);
  await expect(tab.getByLabel("Chapter 4 name")).toHaveValue("Wind down");
  await expect(tab.getByLabel("Title 1", { exact: true })).toHaveValue(MODEL_PACKAGE.titles[0]);
  await closeToasts(page);
  await tab.getByRole("button", { name: "Save packaging" }).click();
  await expectToast(page, "Packaging saved", "Saved as version 2");
  await page.reload();
  await expect(tab.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(tags);
  await expect(tab.getByRole("radio", { name: "Pick title 2" })).toBeChecked();
  // Issue 13 item 5: each save is a line in the video's activity, with who saved it.
  await page.getByRole("tab", { name: "Activity" }).click();
  const activity = page.getByTestId("activity-list");
  await expect(activity.getByTestId("activity-entry").filter({ hasText: "saved packaging version 2" })).toHaveCount(1);
  await expect(activity.getByTestId("activity-entry").filter({ hasText: "saved packaging version 1" })).toHaveCount(1);
});
