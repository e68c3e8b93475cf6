import { expect, test } from "../fixtures.ts";

test("the first sign-up becomes admin and sees the 'Admin Panel' menu", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Email").fill("founder@example.com");
  await page.getByLabel("Full Name").fill("Fiona Founder");
  await page.getByLabel("Password", { exact: true }).fill("correct-horse");
  await page.getByLabel("Confirm Password").fill("correct-horse");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();

  await expect(
    page.getByText("Account created successfully! Please check your email to confirm your account."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "APPLICATIONS" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin Panel" })).toBeVisible();

  await page.getByRole("link", { name: "Admin Panel" }).click();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  const me = page.getByTestId("user-row").filter({ hasText: "founder@example.com" });
  await expect(me.getByText("Admin", { exact: true })).toHaveAttribute("data-badge-variant", "destructive");
});

test("sign-up validation: 'Passwords do not match' and 'Password must be at least 6 characters long'", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Full Name").fill("Some One");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("password fields have a show/hide toggle", async ({ page }) => {
  await page.goto("/auth");
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("sign out and back in", async ({ page, signUpViaApi }) => {
  const account = await signUpViaApi(page, { email: "returning@example.com" });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "APPLICATIONS" })).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Signed in successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "APPLICATIONS" })).toBeVisible();
});

test("a wrong password shows the server's message as an error toast", async ({
  page,
  browser,
  server,
  signUpViaApi,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const account = await signUpViaApi(context);
  await context.close();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await expect(page.getByText(/invalid email or password/i)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("an unauthenticated visit to /settings lands on /auth", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  // The redirect replaced the history entry: going back does not return to /settings.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
});

test("a signed-in user opening /auth is sent to /", async ({ page, signUpViaApi }) => {
  await signUpViaApi(page);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "APPLICATIONS" })).toBeVisible();
});

test("an unknown path shows the 404 page: 'Oops! Page not found' and 'Return to Home'", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  // Home needs a session: a visitor without one ends on the sign-in page.
  await expect(page).toHaveURL(/\/auth$/);
});
