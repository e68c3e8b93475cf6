import { expect, test } from "../fixtures.ts";
import { closeToasts, createChannelAndFolderInline, demoToConfigure, expectToast } from "../studio/studio-helpers.ts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

// issue 12 §1: the unbound studio keeps its packaging in the work in progress (a reload keeps it) and
// "Save to Library" saves it to the new video, whose Packaging tab then shows it.
test("the studio's Package panel: a package for a 10-minute script, kept in the work, saved with the video", async ({
  page,
  signUpViaApi,
}) => {
  test.setTimeout(150_000);
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await demoToConfigure(page);
  // The default duration: ten minutes.
  await page.getByRole("button", { name: "Generate Script" }).click();
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible({ timeout: 60_000 });
  await closeToasts(page);

  await page.getByRole("tab", { name: "Package" }).click();
  const panel = page.getByRole("tabpanel", { name: "Package" });
  await panel.getByRole("button", { name: "Generate package" }).click();
  await expectToast(page, "Package generated");
  await expect(panel.getByRole("radio")).toHaveCount(8);
  await expect(panel.getByText("Offline writer templates")).toBeVisible();
  await expect(panel.getByLabel("Chapter 1 start")).toHaveValue("0:00");
  await panel.getByRole("radio", { name: "Pick title 4" }).check();
  const picked = await panel.getByLabel("Title 4", { exact: true }).inputValue();
  await panel.getByLabel("Chapter 2 name").fill("Before we start");

  // The work in progress keeps it through a reload.
  await expect(page.getByText("Saved to your account")).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await page.getByRole("tab", { name: "Package" }).click();
  await expect(panel.getByRole("radio", { name: "Pick title 4" })).toBeChecked();
  await expect(panel.getByLabel("Chapter 2 name")).toHaveValue("Before we start");

  await closeToasts(page);
  await page.getByRole("button", { name: "Save to Library" }).click();
  const dialog = page.getByRole("dialog", { name: "Save to Library" });
  await createChannelAndFolderInline(page, dialog, "Packaged Channel", "Batch");
  await dialog.getByLabel("Video title").fill("Packaged in the studio");
  await closeToasts(page);
  await dialog.getByRole("button", { name: "Save Script" }).click();
  const toast = await expectToast(page, "Script saved successfully");
  await toast.getByRole("button", { name: "Open video" }).click();
  await page.getByRole("tab", { name: "Packaging" }).click();
  const tab = page.getByRole("tabpanel", { name: "Packaging" });
  await expect(tab.getByRole("radio", { name: "Pick title 4" })).toBeChecked();
  await expect(tab.getByLabel("Title 4", { exact: true })).toHaveValue(picked);
  await expect(tab.getByLabel("Chapter 2 name")).toHaveValue("Before we start");
  await expect(tab.getByTestId("packaging-save-state")).toHaveText("Saved · version 1");
});
