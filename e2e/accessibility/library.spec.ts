import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { expectAccessible } from "./axe.ts";
import { seedLibrary } from "./seed.ts";

/** Opens a dialog with `open`, scans it, and closes it with Escape. */
async function scanDialog(
  page: Page,
  screen: string,
  role: "dialog" | "alertdialog",
  name: string,
  open: () => Promise<void>,
) {
  await open();
  const dialog = page.getByRole(role, { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, screen);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Radix hands focus back to the dialog's trigger in a timer queued as the dialog unmounts; a menu
  // opened before that timer runs closes again as focus leaves it. A timer queued now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Opens the ⋮ menu of `item`, scans it open, and picks `entry` when given (else closes it). */
async function openActions(page: Page, item: string, entry?: string) {
  // A menu closed just before (Escape) must be gone first: its closing layer takes the click.
  await expect(page.getByRole("menu")).toBeHidden();
  await page.getByRole("button", { name: `Actions for ${item}` }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  if (entry) await page.getByRole("menuitem", { name: entry }).click();
}

test.setTimeout(240_000);

test("content library: channels, channel tabs, folder videos and every dialog pass axe in both themes", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const { channel, folder } = await seedLibrary(page, server.url);

  await page.goto("/content-library");
  await expect(page.getByRole("heading", { name: "Channel Management" })).toBeVisible();
  await expect(page.getByTestId("channel-card")).toHaveCount(1);
  await expectAccessible(page, "library: channels");

  await scanDialog(page, "connect dialog: Google Auth tab", "dialog", "Connect Channel", async () => {
    await page.getByRole("button", { name: "Connect Channel" }).first().click();
    await page.getByRole("dialog").getByRole("tab", { name: "Google Auth" }).click();
  });
  await scanDialog(page, "connect dialog: URL tab", "dialog", "Connect Channel", async () => {
    await page.getByRole("button", { name: "Connect Channel" }).first().click();
    await page.getByRole("dialog").getByRole("tab", { name: /URL/ }).click();
  });

  await openActions(page, "Axe Channel");
  await expectAccessible(page, "library: channel actions menu open");
  await page.keyboard.press("Escape");
  await scanDialog(page, "edit channel dialog", "dialog", "Edit Channel", () =>
    openActions(page, "Axe Channel", "Edit"),
  );
  await scanDialog(page, "delete channel dialog", "alertdialog", "Delete channel", () =>
    openActions(page, "Axe Channel", "Delete"),
  );

  await page.getByRole("link", { name: "Axe Channel" }).click();
  await expect(page.getByRole("heading", { name: "Axe Channel Dashboard" })).toBeVisible();
  await expectAccessible(page, "channel: Dashboard tab");

  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByRole("list", { name: "Recent videos" })).toBeVisible();
  await expectAccessible(page, "channel: Overview tab");

  await page.getByRole("tab", { name: "Folders" }).click();
  await expect(page.getByTestId("folder-card")).toHaveCount(1);
  await expectAccessible(page, "channel: Folders tab");
  await scanDialog(page, "create folder dialog", "dialog", "Create Folder", () =>
    page.getByRole("button", { name: "Add Folder" }).first().click(),
  );
  await scanDialog(page, "edit folder dialog", "dialog", "Edit Folder", () =>
    openActions(page, "July uploads", "Edit"),
  );

  await page.goto(`/content-library?channel=${channel.id}&folder=${folder.id}`);
  await expect(page.getByTestId("video-card")).toHaveCount(2);
  await expectAccessible(page, "folder: videos");
  await scanDialog(page, "create video dialog", "dialog", "Create Video", () =>
    page.getByRole("button", { name: "Add Video" }).first().click(),
  );
  await scanDialog(page, "delete folder dialog", "alertdialog", "Delete folder", () =>
    openActions(page, "July uploads", "Delete"),
  );
  await openActions(page, "Scripted video");
  await expectAccessible(page, "folder: video actions menu open");
  await page.keyboard.press("Escape");
  await scanDialog(page, "rename video dialog", "dialog", "Rename Video", () =>
    openActions(page, "Scripted video", "Rename"),
  );
  await scanDialog(page, "delete video dialog", "alertdialog", "Delete video", () =>
    openActions(page, "Scripted video", "Delete"),
  );
});

// issue 11: the Voice tab, empty, its form (with a message) and profile, and the rebuild confirmation.
test("channel Voice tab: empty, form, profile and rebuild confirmation pass axe in both themes", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const { channel } = await seedLibrary(page, server.url);
  await page.goto(`/content-library?channel=${channel.id}`);
  await page.getByRole("tab", { name: "Voice" }).click();
  await expect(page.getByText("No voice profile yet")).toBeVisible();
  await expectAccessible(page, "channel: Voice tab, no profile yet");
  await page.getByRole("button", { name: "Write it yourself" }).click();
  await page.getByRole("button", { name: "Save Voice" }).click();
  await expect(page.getByText("Describe the tone")).toBeVisible();
  await expectAccessible(page, "channel: Voice tab, profile form with a message");
  await page.getByLabel("Tone", { exact: true }).fill("Calm and clear");
  await page.getByLabel("Signature phrases").fill("Let's begin\nThanks for watching");
  await page.getByRole("button", { name: "Save Voice" }).click();
  await expect(page.getByTestId("voice-profile")).toBeVisible();
  await expectAccessible(page, "channel: Voice tab, profile");
  await scanDialog(page, "rebuild voice confirmation", "alertdialog", "Replace your edited voice?", () =>
    page.getByRole("button", { name: "Rebuild from my scripts" }).click(),
  );
});
