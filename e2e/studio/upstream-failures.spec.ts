import { expect, test } from "../fixtures.ts";
import {
  closeToasts,
  createChannelAndFolderInline,
  demoToConfigure,
  expectToast,
  setDurationMinutes,
} from "./studio-helpers.ts";

// Issue 6: an upstream failure never loses what the member wrote.
test("a failed save keeps the script in the editor and the dialog open", async ({ page, server, signUpViaApi }) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await demoToConfigure(page);
  await setDurationMinutes(page, 1);
  await page.getByRole("button", { name: "Generate Script" }).click();
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.press("ControlOrMeta+End");
  await editor.pressSequentially(" My own closing line.");
  const written = await editor.inputValue();
  await closeToasts(page);

  await page.getByRole("button", { name: "Save to Library" }).click();
  const dialog = page.getByRole("dialog", { name: "Save to Library" });
  await createChannelAndFolderInline(page, dialog, "Doomed Channel", "Doomed Folder");
  await dialog.getByLabel("Video title").fill("A video that can't be saved yet");
  await closeToasts(page);

  // Someone else deletes the folder meanwhile: the save fails upstream.
  const { channels } = await (await page.request.get("/api/channels")).json();
  const deleted = await page.request.delete(`/api/channels/${channels[0].id}`, { headers: { origin: server.url } });
  expect(deleted.ok()).toBeTruthy();
  await dialog.getByRole("button", { name: "Save Script" }).click();

  await expectToast(page, "Failed to save script");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Video title")).toHaveValue("A video that can't be saved yet");
  await expect(editor).toHaveValue(written);
  await page.reload();
  await expect(page.getByLabel("Script", { exact: true })).toHaveValue(written);
});
