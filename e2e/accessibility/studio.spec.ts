import { type LlmDouble, startLlmDouble } from "../../src/server/testing/fakes/llm/server.ts";
import { aiEnvFor } from "../../src/server/testing/model-double.ts";
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

const streaming = base.extend<{ double: LlmDouble }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  double: async ({}, use) => {
    // Research and topics as fast as the socket takes them; each test slows the script itself.
    const double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
    await use(double);
    await double.close();
  },
  serverEnv: async ({ double }, use) => use(aiEnvFor(double.options.api, double.url)),
});

streaming(
  "content studio: the generation step passes axe in both themes while the script streams",
  async ({ page, signUpViaApi, double }) => {
    await signUpViaApi(page);
    await page.goto("/content-studio");
    await demoToConfigure(page);
    await setDurationMinutes(page, 1);
    // A token every 500 ms: the step is still streaming (for a minute and a half) while axe reads it
    // twice, however slow the machine; the test cancels it then.
    double.options.chunkDelayMs = 500;
    await page.getByRole("button", { name: "Generate Script" }).click();
    await expect(page.getByText("Step 4 of 5: AI Generation")).toBeVisible();
    const preview = page.getByTestId("script-preview");
    await expect(preview).toBeVisible();
    await expect(preview).not.toHaveText("Waiting for the first words...");
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expectAccessible(page, "studio step 4: generate");
    await expect(page.getByText("Step 4 of 5: AI Generation")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Generation cancelled.")).toBeVisible();
  },
);

streaming(
  "content studio: the generation step's plan, its keep-or-discard choice and the discard confirmation pass axe in both themes",
  async ({ page, signUpViaApi, double }) => {
    // A 30-minute script is planned: its sections show while they are written, slowly enough for axe.
    await signUpViaApi(page);
    await page.goto("/content-studio");
    await demoToConfigure(page);
    await setDurationMinutes(page, 30);
    // The plan and the hook come quickly; once the intro is under way the sections after it crawl (a
    // token every 100 ms), so the generation is still running whenever axe reads the page.
    double.options.chunkDelayMs = 5;
    await page.getByRole("button", { name: "Generate Script" }).click();
    const plan = page.getByTestId("generation-plan").getByRole("listitem");
    await expect(plan.nth(1)).toHaveAttribute("data-state", "writing", { timeout: 30_000 });
    double.options.chunkDelayMs = 100;
    await expectAccessible(page, "studio step 4: generate, with the plan");

    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Keep what was written" })).toBeVisible();
    await expectAccessible(page, "studio step 4: keep or discard what was written");

    await page.getByRole("button", { name: "Discard" }).click();
    await expect(page.getByRole("alertdialog", { name: "Discard the text written so far?" })).toBeVisible();
    await expectAccessible(page, "studio step 4: discard confirmation");
  },
);
