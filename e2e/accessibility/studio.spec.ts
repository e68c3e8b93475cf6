import { type FakeOpenAI, startFakeOpenAI } from "../../src/server/testing/fakes/openai.ts";
import { test as base, expect, test } from "../fixtures.ts";
import { demoToConfigure, setDurationMinutes } from "../studio/studio-helpers.ts";
import { expectAccessible } from "./axe.ts";
import { seedLibrary } from "./seed.ts";

test.setTimeout(240_000);

test("content studio: research, topics, configure and edit steps and the save dialog pass axe in both themes", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  await seedLibrary(page, server.url);
  await page.goto("/content-studio");
  await expect(page.getByText("Step 1 of 5: Research & Concept")).toBeVisible();
  await expect(page.getByTestId("studio-provider")).toHaveText("Offline writer");
  await expectAccessible(page, "studio step 1: research");

  await page.getByRole("button", { name: "Try Demo Workflow" }).click();
  const suggestions = page.getByRole("list", { name: "Suggested topics" }).getByRole("checkbox");
  await expect(suggestions.first()).toBeVisible();
  await suggestions.nth(0).check();
  const customTopic = page.getByRole("textbox", { name: "Custom topic" });
  await customTopic.fill("Our favourite shortcut");
  await customTopic.press("Enter");
  await expect(page.getByText("Custom Topic Added")).toBeVisible();
  await expectAccessible(page, "studio step 2: topics, with the success toast");

  await page.getByRole("button", { name: "Continue to Configuration" }).click();
  await expect(page.getByText("Step 3 of 5: Script Configuration")).toBeVisible();
  await expectAccessible(page, "studio step 3: configure");
  await setDurationMinutes(page, 1);

  await page.getByRole("button", { name: "Generate Script" }).click();
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  await expectAccessible(page, "studio step 5: edit");

  // 'Start over' asks first (issue 10 item 5: it discards the draft on every device).
  await page.getByRole("button", { name: "Start over" }).click();
  const startOver = page.getByRole("alertdialog", { name: "Start over?" });
  await expect(startOver).toBeVisible();
  await expectAccessible(page, "studio start over dialog");
  await startOver.getByRole("button", { name: "Cancel" }).click();
  await expect(startOver).toBeHidden();

  await page.getByRole("button", { name: "Save to Library" }).click();
  const dialog = page.getByRole("dialog", { name: "Save to Library" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "studio save dialog");
  await dialog.getByRole("combobox", { name: "Channel" }).click();
  await page.getByRole("option", { name: "Axe Channel" }).click();
  await dialog.getByRole("button", { name: "New folder" }).click();
  await expect(dialog.getByLabel("New folder name")).toBeVisible();
  await expectAccessible(page, "studio save dialog, new folder form");
});

const streaming = base.extend<{ fake: FakeOpenAI }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  fake: async ({}, use) => {
    const fake = await startFakeOpenAI();
    await use(fake);
    await fake.close();
  },
  serverEnv: async ({ fake }, use) =>
    use({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: `${fake.url}/v1`, AI_MODEL: "test-model" }),
});

streaming(
  "content studio: the generation step passes axe in both themes while the script streams",
  async ({ page, signUpViaApi, fake }) => {
    await signUpViaApi(page);
    await page.goto("/content-studio");
    await demoToConfigure(page);
    await setDurationMinutes(page, 1);
    // Slow enough that the step is still streaming while axe reads it twice.
    const pieces = Array.from({ length: 120 }, (_, i) => `Streamed sentence number ${i + 1}. `);
    fake.enqueue({ kind: "stream", pieces, delayMs: 1_000 });
    await page.getByRole("button", { name: "Generate Script" }).click();
    await expect(page.getByText("Step 4 of 5: AI Generation")).toBeVisible();
    await expect(page.getByTestId("script-preview")).toContainText("Streamed sentence number 1.");
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expectAccessible(page, "studio step 4: generate");
    await expect(page.getByText("Step 4 of 5: AI Generation")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
  },
);

streaming(
  "content studio: the generation step's plan, its keep-or-discard choice and the discard confirmation pass axe in both themes",
  async ({ page, signUpViaApi, fake }) => {
    // A 30-minute script is planned: its sections show while they are written, slowly enough for axe.
    fake.wordLimit = 1000;
    fake.streamDelayMs = 250;
    await signUpViaApi(page);
    await page.goto("/content-studio");
    await demoToConfigure(page);
    await setDurationMinutes(page, 30);
    await page.getByRole("button", { name: "Generate Script" }).click();
    const plan = page.getByTestId("generation-plan").getByRole("listitem");
    await expect(plan.nth(1)).toHaveAttribute("data-state", "writing", { timeout: 30_000 });
    await expectAccessible(page, "studio step 4: generate, with the plan");

    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Keep what was written" })).toBeVisible();
    await expectAccessible(page, "studio step 4: keep or discard what was written");

    await page.getByRole("button", { name: "Discard" }).click();
    await expect(page.getByRole("alertdialog", { name: "Discard the text written so far?" })).toBeVisible();
    await expectAccessible(page, "studio step 4: discard confirmation");
  },
);
