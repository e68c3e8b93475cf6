import { readFileSync } from "node:fs";
import { countWords } from "../../src/shared/studio.ts";
import { expect, test } from "../fixtures.ts";
import { closeToasts, expectToast, selectInEditor, setDurationMinutes } from "./studio-helpers.ts";

test.use({ colorScheme: "light" });

// issue 5 e2e: the whole workflow with the offline writer (the default provider).
test("the demo workflow goes from research to a saved video whose page shows the script", async ({
  page,
  signUpViaApi,
}) => {
  // The whole studio in one walk (research, topics, generation, rewrites, undo, save, the video page):
  // longer than one step's 60 s on a 2-core machine running the suite beside it.
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await expect(page.getByTestId("studio-provider")).toHaveText("Offline writer");
  await expect(page.getByText(/set AI_PROVIDER/)).toBeVisible();
  await expect(page.getByText("Step 1 of 5: Research & Concept")).toBeVisible();

  // Research & Concept → topics are generated automatically after the research.
  await page.getByRole("button", { name: "Try Demo Workflow" }).click();
  await expect(page.getByText("Step 2 of 5: Topic Selection")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Research Results" })).toBeVisible();
  const suggestions = page.getByRole("list", { name: "Suggested topics" }).getByRole("checkbox");
  await expect(suggestions.first()).toBeVisible();
  expect(await suggestions.count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole("button", { name: "Script Configuration" })).toBeDisabled();

  // Topic Selection: nothing selected → 'No Topics Selected'; a custom topic is trimmed and selected.
  await page.getByRole("button", { name: "Continue to Configuration" }).click();
  await expectToast(page, "No Topics Selected", "Please select at least one topic to include in your script.");
  await closeToasts(page);
  await suggestions.nth(0).check();
  await suggestions.nth(1).check();
  const customTopic = page.getByRole("textbox", { name: "Custom topic" });
  await customTopic.fill("  Our favourite shortcut  ");
  await customTopic.press("Enter");
  await expectToast(page, "Custom Topic Added");
  await expect(page.getByRole("checkbox", { name: "Our favourite shortcut" })).toBeChecked();
  await customTopic.fill("Our favourite shortcut");
  await customTopic.press("Enter");
  await expect(page.getByRole("list", { name: "Custom topics" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("3 topics selected")).toBeVisible();
  await closeToasts(page);
  await page.getByRole("button", { name: "Continue to Configuration" }).click();

  // Script Configuration: a one-minute script keeps the test short.
  await expect(page.getByText("Step 3 of 5: Script Configuration")).toBeVisible();
  await expect(page.getByTestId("duration-value")).toHaveText("10 minutes");
  await setDurationMinutes(page, 1);
  await expect(page.getByTestId("duration-value")).toHaveText("1 minute");
  await expect(page.getByRole("list", { name: "Selected topics" })).toContainText("Our favourite shortcut");
  await page.getByRole("button", { name: "Generate Script" }).click();

  // AI Generation → Edit & Export about half a second after the script is complete.
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  const generated = await editor.inputValue();
  expect(generated).toContain("Our favourite shortcut");
  await expect(page.getByTestId("script-stats")).toHaveText(
    `${countWords(generated)} words · ${Math.ceil(countWords(generated) / 200)} min read`,
  );

  // Rewrite a selection: the rewritten text replaces exactly the selection.
  const noSelection = page.getByRole("button", { name: "Punchier" });
  await noSelection.click();
  await expectToast(page, "No text selected", "Please select some text to rewrite");
  await closeToasts(page);
  const selection = await selectInEditor(editor, (text) => {
    const start = text.indexOf("\n") + 1;
    return { start, end: text.indexOf("\n", start) };
  });
  await expect(page.getByTestId("selection-preview")).toContainText(selection.text.slice(0, 50));
  await page.getByRole("button", { name: "Translate this to Spanish" }).click();
  await expectToast(page, "Rewrite failed", "Failed to rewrite text. Please try again.");
  await expectToast(page, "Rewrite failed", "Translation needs an AI provider");
  await expect(editor).toHaveValue(generated);
  await closeToasts(page);
  await selectInEditor(editor, () => selection);
  await page.getByRole("button", { name: "Lengthen" }).click();
  await expectToast(page, "Text rewritten");
  const rewritten = await editor.inputValue();
  expect(rewritten).not.toBe(generated);
  expect(rewritten.startsWith(generated.slice(0, selection.start))).toBe(true);
  expect(rewritten.endsWith(generated.slice(selection.end))).toBe(true);

  // Undo and Redo, with the buttons and with the keyboard; a typing pause is one step.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(editor).toHaveValue(generated);
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(editor).toHaveValue(rewritten);
  await editor.focus();
  await editor.press("ControlOrMeta+z");
  await expect(editor).toHaveValue(generated);
  await editor.press("ControlOrMeta+Shift+z");
  await expect(editor).toHaveValue(rewritten);
  await editor.press("ControlOrMeta+End");
  await editor.pressSequentially(" Thanks for watching.");
  await expect(editor).toHaveValue(`${rewritten} Thanks for watching.`);
  await page.waitForTimeout(1_000);
  await editor.press("ControlOrMeta+z");
  await expect(editor).toHaveValue(rewritten);
  await editor.press("ControlOrMeta+Shift+z");
  const edited = `${rewritten} Thanks for watching.`;
  await expect(editor).toHaveValue(edited);

  // The work in progress, undo history included, survives a reload.
  await page.waitForTimeout(500);
  await page.reload();
  await expect(editor).toHaveValue(edited);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(editor).toHaveValue(rewritten);
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(editor).toHaveValue(edited);

  // Download as youtube-script-{timestamp}.txt.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^youtube-script-\d{13}\.txt$/);
  expect(readFileSync(await download.path(), "utf8")).toBe(edited);
  await expectToast(page, "Download started");
  await closeToasts(page);

  // Save to library, creating the channel and the folder inline.
  await page.getByRole("button", { name: "Save to Library" }).click();
  const dialog = page.getByRole("dialog", { name: "Save to Library" });
  await dialog.getByRole("button", { name: "Save Script" }).click();
  await expectToast(page, "Please select a folder and enter a video title");
  await closeToasts(page);
  await dialog.getByRole("button", { name: "New channel" }).click();
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog.getByText("Channel name is required")).toBeVisible();
  await dialog.getByLabel("New channel name").fill("Studio Test Channel");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expectToast(page, "Channel created successfully");
  await expect(dialog.getByLabel("Channel")).toHaveText("Studio Test Channel");
  await dialog.getByRole("button", { name: "New folder" }).click();
  const now = new Date();
  await expect(dialog.getByLabel("Folder month")).toHaveValue(
    `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`,
  );
  await dialog.getByLabel("New folder name").fill("Weekly Upload Batch");
  await dialog.getByRole("button", { name: "Create folder" }).click();
  await expectToast(page, "Folder created successfully");
  await expect(dialog.getByLabel("Folder")).toContainText("Weekly Upload Batch");
  await dialog.getByLabel("Video title").fill("AI time management, the practical way");
  await dialog.getByLabel("Target keywords").fill(" ai, productivity ,, time management ");
  await closeToasts(page);
  await dialog.getByRole("button", { name: "Save Script" }).click();
  const saved = await expectToast(page, "Script saved successfully");
  await expect(dialog).toBeHidden();
  await expect(editor).toHaveValue(edited);

  // The saved video opens from the toast; its Script tab shows the script.
  await saved.getByRole("button", { name: "Open video" }).click();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "AI time management, the practical way" })).toBeVisible();
  await page.getByRole("tab", { name: "Script" }).click();
  await expect(page.getByTestId("script-content")).toHaveText(edited);
  await expect(page.getByTestId("script-facts").getByText(`${countWords(edited)} words`)).toBeVisible();
});

test("'Start over' clears the work in progress after a confirmation", async ({ page, signUpViaApi }) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await page.getByRole("button", { name: "Try Demo Workflow" }).click();
  await expect(page.getByText("Step 2 of 5: Topic Selection")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Step 2 of 5: Topic Selection")).toBeVisible();

  await page.getByRole("button", { name: "Research & Concept" }).click();
  await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("AI-powered time management");
  await page.getByRole("button", { name: "Start over" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Start over" }).click();
  await expect(page.getByText("Step 1 of 5: Research & Concept")).toBeVisible();
  await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("");
  await expect(page.getByRole("heading", { name: "Research Results" })).toBeHidden();
  await page.reload();
  await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: "Start over" })).toBeHidden();
});
