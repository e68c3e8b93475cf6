import { expect, type Locator, type Page } from "@playwright/test";

/** Closes every toast, so none covers what a test clicks next. */
export async function closeToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  // The front toast, one at a time: the others are stacked under it (their buttons covered), and a
  // closed toast stays a moment while it leaves.
  const shown = page.locator("[data-sonner-toast]:not([data-removed=true])");
  const close = shown.and(page.locator("[data-front=true]")).getByRole("button", { name: "Close toast" });
  // Under an open dialog's overlay no pointer reaches a toast (nor does a toast cover the dialog):
  // its button gets the click event itself, rather than the toast being waited out (4 s).
  const overlay = page.locator(":is([data-slot=dialog-overlay], [data-slot=alert-dialog-overlay])[data-state=open]");
  const underOverlay = (await overlay.count()) > 0;
  for (let tries = 0; tries < 10 && (await shown.count()) > 0; tries++) {
    await (underOverlay
      ? close.dispatchEvent("click", undefined, { timeout: 2_000 })
      : close.click({ timeout: 2_000 })
    ).catch(() => {});
  }
  // Once a closed toast is gone, Sonner hands focus back to where it was; a menu opened before that
  // closes again as focus leaves it. Wait for the toasts to go, then for a timer queued after that.
  await expect(toasts)
    .toHaveCount(0, { timeout: 3_000 })
    .catch(() => {});
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** A toast with this title (and description) is shown. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
  return toast;
}

/** Selects [start, end) of the script textarea the way a user does (a keyboard step fires the events). */
export async function selectInEditor(editor: Locator, pick: (text: string) => { start: number; end: number }) {
  const text = await editor.inputValue();
  const { start, end } = pick(text);
  await editor.evaluate(
    (element: HTMLTextAreaElement, range) => {
      element.focus();
      element.setSelectionRange(range.start, range.end - 1, "forward");
    },
    { start, end },
  );
  await editor.press("Shift+ArrowRight");
  return { start, end, text: text.slice(start, end) };
}

/** Walks the demo workflow to the configure step with the first two suggestions selected; returns them. */
export async function demoToConfigure(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Try Demo Workflow" }).click();
  const suggestions = page.getByRole("list", { name: "Suggested topics" }).getByRole("checkbox");
  await expect(suggestions.first()).toBeVisible();
  await suggestions.nth(0).check();
  await suggestions.nth(1).check();
  const selected = await page.getByRole("list", { name: "Suggested topics" }).getByRole("listitem").allInnerTexts();
  await closeToasts(page);
  await page.getByRole("button", { name: "Continue to Configuration" }).click();
  await expect(page.getByText("Step 3 of 5: Script Configuration")).toBeVisible();
  return selected.slice(0, 2).map((text) => text.trim());
}

/** Sets the duration slider with the keyboard (step 0.5 minutes; default 10). */
export async function setDurationMinutes(page: Page, minutes: number) {
  const slider = page.getByRole("slider", { name: "Duration" });
  await slider.focus();
  const steps = Math.round((10 - minutes) / 0.5);
  for (let i = 0; i < Math.abs(steps); i++) await slider.press(steps > 0 ? "ArrowLeft" : "ArrowRight");
}

/** In the open Save to Library dialog, creates a channel and a folder inline; both end up chosen. */
export async function createChannelAndFolderInline(page: Page, dialog: Locator, channel: string, folder: string) {
  await dialog.getByRole("button", { name: "New channel" }).click();
  await dialog.getByLabel("New channel name").fill(channel);
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expectToast(page, "Channel created successfully");
  await expect(dialog.getByLabel("Channel")).toHaveText(channel);
  await dialog.getByRole("button", { name: "New folder" }).click();
  await dialog.getByLabel("New folder name").fill(folder);
  await dialog.getByRole("button", { name: "Create folder" }).click();
  await expectToast(page, "Folder created successfully");
  await expect(dialog.getByLabel("Folder")).toContainText(folder);
}
