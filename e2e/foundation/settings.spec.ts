import { expect, test } from "../fixtures.ts";

test.use({ colorScheme: "light" });

test("a profile name change persists across reload", async ({ page, signUpViaApi }) => {
  const account = await signUpViaApi(page, { name: "Before Name" });
  await page.goto("/settings");
  const fullName = page.getByLabel("Full Name");
  await expect(fullName).toHaveValue("Before Name");
  await expect(page.locator("#profile-email")).toHaveValue(account.email);
  await expect(page.getByText("Email cannot be changed from this panel")).toBeVisible();

  await fullName.fill("After Name");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("After Name");
});

test("the cards stay where they are when the profile arrives", async ({ page, signUpViaApi }) => {
  await signUpViaApi(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/me", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/settings");
  await expect(page.getByRole("status", { name: "Loading profile" })).toBeVisible();
  const darkMode = page.getByRole("switch", { name: "Dark Mode" });
  const before = await darkMode.boundingBox();
  release();
  await expect(page.getByLabel("Full Name")).toHaveValue("Test Member");
  // A click aimed at the switch while the profile loads must land on it.
  expect(await darkMode.boundingBox()).toEqual(before);
});

test("the theme toggle persists across reload", async ({ page, signUpViaApi }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const html = page.locator("html");
  const darkMode = page.getByRole("switch", { name: "Dark Mode" });
  await expect(html).not.toHaveClass(/dark/);
  await expect(darkMode).not.toBeChecked();

  await darkMode.click();
  await expect(page.getByText("Switched to dark mode")).toBeVisible();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole("switch", { name: "Dark Mode" })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.getByRole("switch", { name: "Dark Mode" }).click();
  await expect(page.getByText("Switched to light mode")).toBeVisible();
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("admins see the Invite New User form and Admin Controls in settings", async ({ page, signUpViaApi }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Invite New User" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Controls" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Email Settings" })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Open Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
