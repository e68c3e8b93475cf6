import { expect, test } from "../fixtures.ts";
import { seedScriptedVideo } from "../packaging/packaging-helpers.ts";
import { closeToasts } from "../studio/studio-helpers.ts";
import { expectAccessible } from "./axe.ts";

test.setTimeout(240_000);

// issue 12: the video page's Packaging tab (empty, generated, its dialogs) and the studio's Package panel.
test("packaging: the Packaging tab, its dialogs and the studio's Package panel pass axe in both themes", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page, { name: "Axe Packager" });
  const videoId = await seedScriptedVideo(page, server.url);
  await page.goto(`/video/${videoId}?tab=packaging`);
  const tab = page.getByRole("tabpanel", { name: "Packaging" });
  await expect(tab.getByRole("button", { name: "Generate package" })).toBeVisible();
  await expectAccessible(page, "Packaging tab: nothing generated yet");

  await tab.getByRole("button", { name: "Generate package" }).click();
  await expect(tab.getByRole("radio")).toHaveCount(8);
  await tab.getByRole("radio", { name: "Pick title 3" }).check();
  await tab
    .getByLabel("Add a tag")
    .fill(
      ((await tab.getByRole("list", { name: "Tags" }).getByRole("listitem").first().innerText()) ?? "").toUpperCase(),
    );
  await tab.getByRole("button", { name: "Add", exact: true }).last().click();
  await expect(tab.getByRole("alert")).toContainText("is already a tag");
  await closeToasts(page);
  await expectAccessible(page, "Packaging tab: generated, a tag refused, unsaved");

  await tab.getByRole("button", { name: "Regenerate titles" }).click();
  await expect(page.getByRole("alertdialog", { name: "Regenerate the titles?" })).toBeVisible();
  await expectAccessible(page, "regenerate confirmation");
  await page.keyboard.press("Escape");

  await tab.getByRole("button", { name: "Save packaging" }).click();
  await expect(tab.getByTestId("packaging-save-state")).toHaveText("Saved · version 1");
  await tab.getByLabel("Chapter 2 name").fill("The start");
  await tab.getByRole("button", { name: "Save packaging" }).click();
  await expect(tab.getByTestId("packaging-save-state")).toHaveText("Saved · version 2");
  await closeToasts(page);
  await tab.getByRole("button", { name: "Versions" }).click();
  const versions = page.getByRole("dialog", { name: "Packaging versions" });
  await expect(versions.getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page, "packaging versions dialog");
  await versions.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByRole("alertdialog", { name: "Restore version 1?" })).toBeVisible();
  await expectAccessible(page, "restore packaging version dialog");
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(tab.getByTestId("packaging-save-state")).toHaveText("Saved · version 3");
  await expect(tab.getByLabel("Chapter 2 name")).toHaveValue("Intro");

  // The bound studio's Edit & Export step, Package panel open.
  await page.goto(`/content-studio?video=${videoId}&edit=saved`);
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  await page.getByRole("tab", { name: "Package" }).click();
  await expect(page.getByRole("heading", { name: "Package" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Package" }).getByLabel("Chapter 2 name")).toHaveValue("Intro");
  await closeToasts(page);
  await expectAccessible(page, "studio edit step: Package panel");
});
