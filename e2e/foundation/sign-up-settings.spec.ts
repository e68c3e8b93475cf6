import { expect, test } from "../fixtures.ts";

test.describe("with ALLOW_SIGNUP=false", () => {
  test.use({ serverEnv: { ALLOW_SIGNUP: "false" } });

  test("the sign-in page hides the Sign Up tab once the workspace has its first account", async ({
    page,
    signUpViaApi,
    browser,
  }) => {
    // The very first account may always sign up: it becomes the admin who invites everyone else.
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign Up" })).toBeVisible();
    const adminContext = await browser.newContext();
    await signUpViaApi(adminContext, { email: "first@example.com" });
    await adminContext.close();
    await page.reload();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByText("New accounts are by invitation only.", { exact: false })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveCount(0);
  });
});

test.describe("with REQUIRE_EMAIL_VERIFICATION=true", () => {
  test.use({ serverEnv: { REQUIRE_EMAIL_VERIFICATION: "true" } });

  test("sign-up without a session stays on the Sign In tab with the e-mail filled in", async ({ page, server }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill("careful@example.com");
    await page.getByLabel("Full Name").fill("Careful Person");
    await page.getByLabel("Password", { exact: true }).fill("correct-horse");
    await page.getByLabel("Confirm Password").fill("correct-horse");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    await expect(
      page.getByText("Account created successfully! Please check your email to confirm your account."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Email")).toHaveValue("careful@example.com");
    expect(server.outbox().some((mail) => mail.to === "careful@example.com")).toBe(true);
  });
});
