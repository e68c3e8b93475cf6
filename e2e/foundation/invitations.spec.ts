import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import type { RunningServer } from "../support/server.ts";

async function invite(page: Page, email: string, role: "User" | "Moderator" | "Admin") {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("combobox", { name: "Role", exact: true }).click();
  await page.getByRole("option", { name: role, exact: true }).click();
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole("textbox", { name: `Invitation link for ${email}` })).toHaveValue(/\/auth\?invite=/);
}

function invitationLink(server: RunningServer, email: string): string {
  const mail = server.outbox().find((m) => m.to === email);
  expect(mail, `an invitation mail to ${email} in the outbox`).toBeDefined();
  const link = mail?.links.find((l) => l.includes("/auth?invite="));
  expect(link).toBeDefined();
  return link as string;
}

async function acceptInFreshContext(browser: Browser, server: RunningServer, link: string, email: string) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Accept Invitation" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  const emailInput = page.getByLabel("Email");
  await expect(emailInput).toHaveValue(email);
  await expect(emailInput).toHaveAttribute("readonly", "");
  await page.getByLabel("Full Name").fill(`Invited ${email.split("@")[0]}`);
  await page.getByLabel("Password", { exact: true }).fill("invited-pass");
  await page.getByLabel("Confirm Password").fill("invited-pass");
  await page.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "APPLICATIONS" })).toBeVisible();
  return { context, page };
}

test("admin invites a moderator and a user; each accepts the link and ends with the right role and badge", async ({
  page,
  browser,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page, { email: "chief@example.com" });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "User Management" })).toBeVisible();

  await invite(page, "mod@example.com", "Moderator");
  await invite(page, "plain@example.com", "User");

  const moderator = await acceptInFreshContext(
    browser,
    server,
    invitationLink(server, "mod@example.com"),
    "mod@example.com",
  );
  await expect(moderator.page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await moderator.page.goto("/settings");
  await expect(moderator.page.getByText("Account Type")).toBeVisible();
  await expect(moderator.page.getByRole("definition").filter({ hasText: "Moderator" })).toBeVisible();
  await moderator.context.close();

  const user = await acceptInFreshContext(
    browser,
    server,
    invitationLink(server, "plain@example.com"),
    "plain@example.com",
  );
  await expect(user.page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await user.context.close();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Users (3)" })).toBeVisible();
  const expected = [
    { email: "chief@example.com", label: "Admin", variant: "destructive" },
    { email: "mod@example.com", label: "Moderator", variant: "secondary" },
    { email: "plain@example.com", label: "User", variant: "outline" },
  ];
  for (const { email, label, variant } of expected) {
    const row = page.getByTestId("user-row").filter({ hasText: email });
    const badge = row.locator("[data-badge-variant]");
    await expect(badge).toHaveText(label);
    await expect(badge).toHaveAttribute("data-badge-variant", variant);
  }
});

test("a used invitation link says so clearly", async ({ page, browser, server, signUpViaApi }) => {
  await signUpViaApi(page);
  await page.goto("/admin");
  await invite(page, "once@example.com", "User");
  const link = invitationLink(server, "once@example.com");
  const first = await acceptInFreshContext(browser, server, link, "once@example.com");
  await first.context.close();

  const context = await browser.newContext({ baseURL: server.url });
  const again = await context.newPage();
  await again.goto(link);
  await expect(again.getByRole("heading", { name: "Accept Invitation" })).toBeVisible();
  await expect(again.getByText("This invitation has already been used. Sign in instead.")).toBeVisible();
  await expect(again.getByRole("button", { name: "Accept Invitation" })).toHaveCount(0);
  await context.close();
});

test("a user opening /admin sees 'Access Denied' and has no Admin menu", async ({
  page,
  browser,
  server,
  signUpViaApi,
}) => {
  const adminContext = await browser.newContext({ baseURL: server.url });
  await signUpViaApi(adminContext, { email: "boss@example.com" });
  await adminContext.close();
  await signUpViaApi(page, { email: "member@example.com" });

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invite New User" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Admin Controls" })).toHaveCount(0);
});
