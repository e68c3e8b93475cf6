import { expect, test } from "../fixtures.ts";
import { expectAccessible } from "./axe.ts";
import { inviteAccount } from "./seed.ts";

test("signed out: the sign-in and sign-up tabs, the invitation view and the 404 page pass axe in both themes", async ({
  page,
  browser,
  server,
  signUpViaApi,
}) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign Up" })).toBeVisible();
  await expectAccessible(page, "/auth Sign In");

  // A failed sign-in shows the destructive toast: the toasts region must pass too.
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await expectAccessible(page, "/auth Sign In with the failure toast");

  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expectAccessible(page, "/auth Sign Up");

  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expectAccessible(page, "404 page");

  const adminContext = await browser.newContext({ baseURL: server.url });
  await signUpViaApi(adminContext, { email: "owner@example.com" });
  const link = await inviteAccount(adminContext, server.url, "invited@example.com", "user");
  await adminContext.close();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Accept Invitation" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("invited@example.com");
  await expectAccessible(page, "/auth?invite= accept invitation");
});
