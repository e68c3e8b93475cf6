import { expect, test } from "../fixtures.ts";

test("deleting a user makes that user's sign-in fail", async ({ page, browser, server, signUpViaApi }) => {
  await signUpViaApi(page, { email: "owner@example.com" });
  const victimContext = await browser.newContext({ baseURL: server.url });
  const victim = await signUpViaApi(victimContext, { email: "leaver@example.com", name: "Lee Leaver" });

  await page.goto("/admin");
  const row = page.getByTestId("user-row").filter({ hasText: victim.email });
  await expect(row).toContainText("Lee Leaver");
  await row.getByRole("button", { name: `Delete ${victim.email}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Are you sure you want to delete ${victim.email}? This action cannot be undone.`);
  await dialog.getByRole("button", { name: "Delete User" }).click();
  await expect(page.getByText(`User ${victim.email} has been deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Users (1)" })).toBeVisible();

  // The deleted account's existing session is gone too.
  const victimPage = await victimContext.newPage();
  await victimPage.goto("/");
  await expect(victimPage).toHaveURL(/\/auth$/);

  await victimPage.getByLabel("Email").fill(victim.email);
  await victimPage.getByLabel("Password", { exact: true }).fill(victim.password);
  await victimPage.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(victimPage.getByText("Sign in failed")).toBeVisible();
  await expect(victimPage).toHaveURL(/\/auth$/);
  await victimContext.close();
});

test("changing a role from the badge toasts the change", async ({ page, browser, server, signUpViaApi }) => {
  await signUpViaApi(page);
  const other = await browser.newContext({ baseURL: server.url });
  const member = await signUpViaApi(other, { email: "promote@example.com" });
  await other.close();

  await page.goto("/admin");
  const badge = page.getByRole("combobox", { name: `Role of ${member.email}` });
  await expect(badge).toHaveText("User");
  await badge.click();
  await page.getByRole("option", { name: "Moderator" }).click();
  await expect(page.getByText(`Role of ${member.email} changed to moderator`)).toBeVisible();
  await expect(badge).toHaveText("Moderator");
  await expect(badge).toHaveAttribute("data-badge-variant", "secondary");
  await page.reload();
  await expect(page.getByRole("combobox", { name: `Role of ${member.email}` })).toHaveText("Moderator");
});
