// Decision 044: a member makes a personal access token in Settings, sees it once, uses it from a plain
// `fetch` (as an automation would), revokes it, and its next use is refused. Keyboard only, axe in both themes.
import { expectAccessible } from "../accessibility/axe.ts";
import { expect, test } from "../fixtures.ts";

test.use({ colorScheme: "light" });
test.setTimeout(240_000);

test("create a token from the keyboard, see it once, use it with fetch, revoke it, and get 401", async ({
  page,
  server,
  signUpViaApi,
}) => {
  const account = await signUpViaApi(page, { name: "Token Maker" });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Access tokens" })).toBeVisible();
  await expect(page.getByText("No access tokens yet.")).toBeVisible();
  await expectAccessible(page, "settings: access tokens, none yet");

  // Keyboard: name, expiry (left at 30 days), scopes, submit.
  await page.getByLabel("Name", { exact: true }).focus();
  await page.keyboard.type("n8n");
  await page.keyboard.press("Tab");
  await expect(page.locator("#token-expiry")).toBeFocused();
  await expect(page.locator("#token-expiry")).toHaveText(/30 days/);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: /^read/ })).toBeFocused();
  await expect(page.getByRole("checkbox", { name: /^read/ })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: /^write:ideas/ })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: /^write:ideas/ })).toBeChecked();
  // An admin's form offers the admin scope (the first account is the admin).
  await expect(page.getByRole("checkbox", { name: /^admin/ })).toBeVisible();
  await page.getByRole("button", { name: "Create token" }).focus();
  await page.keyboard.press("Enter");

  const shown = page.getByTestId("new-access-token");
  await expect(shown).toBeVisible();
  await expect(page.getByText("you won't be able to see it again")).toBeVisible();
  const token = await shown.inputValue();
  expect(token).toMatch(/^slpat_/);
  const row = page.getByTestId("access-token").filter({ hasText: "n8n" });
  await expect(row).toContainText("Never used");
  await expect(row).toContainText("write:ideas");
  await expectAccessible(page, "settings: a new token shown once");

  // An automation's request: no cookie, no Origin, just the token.
  const call = (path: string, init: { method?: string; body?: string } = {}) =>
    page.evaluate(
      async ({ url, token, init }) => {
        const res = await fetch(url, {
          ...init,
          credentials: "omit",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        });
        return { status: res.status, body: await res.json() };
      },
      { url: `${server.url}${path}`, token, init },
    );
  const me = await call("/api/me");
  expect(me.status).toBe(200);
  expect(me.body.email).toBe(account.email);
  expect(
    (await call("/api/ideas/niches", { method: "POST", body: JSON.stringify({ name: "Via token" }) })).status,
  ).toBe(201);
  expect((await call("/api/channels", { method: "POST", body: JSON.stringify({ name: "No scope" }) })).status).toBe(
    403,
  );

  // Done hides the token for good; the list shows its last use.
  await page.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("access-token").filter({ hasText: "n8n" })).toContainText("Last used");
  await expect(page.getByText(token)).toHaveCount(0);

  // Revoke with one click and a confirmation, from the keyboard.
  await page.getByRole("button", { name: "Revoke token 'n8n'" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Revoke token 'n8n'?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "settings: revoke confirmation");
  await dialog.getByRole("button", { name: "Revoke token" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Token 'n8n' revoked")).toBeVisible();
  await expect(page.getByText("No access tokens yet.")).toBeVisible();

  const refused = await call("/api/me");
  expect(refused.status).toBe(401);
  expect(refused.body.error).toMatch(/revoked/);
});

test("the access tokens card fits a 375 px screen", async ({ page, signUpViaApi }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Access tokens" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
