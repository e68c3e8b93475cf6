import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { seedLibrary } from "./seed.ts";

/** The focused element draws a solid outline of at least 2 px: the focus is visible, not just present. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(outline.style, "focus outline style").toBe("solid");
  expect(outline.width, "focus outline width").toBeGreaterThanOrEqual(2);
  expect(outline.color, "focus outline colour").not.toMatch(/rgba\(.*, 0\)|transparent/);
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, then checks that the focus shows. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expectVisibleFocus(target);
}

test.setTimeout(120_000);

for (const theme of ["light", "dark"] as const) {
  test(`keyboard only (${theme}): sidebar, library, a channel's folders, creating a folder and an actions menu`, async ({
    page,
    server,
    signUpViaApi,
  }) => {
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const account = await signUpViaApi(page);
    const { channel } = await seedLibrary(page, server.url);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "APPLICATIONS" })).toBeVisible();

    // The collapsed sidebar opens while the keyboard is in it, like it does under the pointer.
    const sidebar = page.locator("[data-slot=sidebar]").first();
    await expect(sidebar).toHaveAttribute("data-collapsible", "icon");
    const libraryLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Content Library" });
    await tabTo(page, libraryLink);
    await expect(sidebar).toHaveAttribute("data-hover-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" }).getByText(account.email)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Channel Management" })).toBeVisible();

    // Leaving the sidebar collapses it again.
    const channelLink = page.getByRole("link", { name: "Axe Channel" });
    await tabTo(page, channelLink);
    await expect(sidebar).toHaveAttribute("data-collapsible", "icon");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Axe Channel Dashboard" })).toBeVisible();

    // Tabs move with the arrow keys.
    const dashboardTab = page.getByRole("tab", { name: "Dashboard" });
    await tabTo(page, dashboardTab);
    // One key at a time: each arrow activates its tab, which re-renders the panel under it.
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Overview" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    const foldersTab = page.getByRole("tab", { name: "Folders" });
    await expectVisibleFocus(foldersTab);
    await expect(foldersTab).toHaveAttribute("aria-selected", "true");

    // Create a folder through its dialog.
    const addFolder = page.getByRole("button", { name: "Add Folder" }).first();
    await tabTo(page, addFolder);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create Folder" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Folder Name")).toBeFocused();
    await page.keyboard.type("Keyboard batch");
    await page.keyboard.press("Tab");
    await expectVisibleFocus(dialog.getByLabel("Month/Year"));
    await page.keyboard.type("August 2025");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("folder-card").filter({ hasText: "Keyboard batch" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`channel=${channel.id}`));

    // A folder's actions menu opens, moves and closes with the keyboard; focus returns to its button.
    const actions = page.getByRole("button", { name: "Actions for Keyboard batch" });
    await tabTo(page, actions, { backwards: true, max: 60 });
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Edit" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expectVisibleFocus(menu.getByRole("menuitem", { name: "Delete" }));
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expectVisibleFocus(actions);

    // Edit from the menu opens the dialog; Escape closes it and gives the focus back.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit Folder" });
    await expect(edit).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(edit).toBeHidden();
  });
}
