import type { Browser, Page } from "@playwright/test";
import { type Account, expect, test } from "../fixtures.ts";
import { closeToasts, demoToConfigure, setDurationMinutes } from "./studio-helpers.ts";

test.use({ colorScheme: "light" });
test.setTimeout(180_000);

// issue 10 item 5: the studio's work in progress lives on the server, per member, and follows them
// to any device after sign-in.

/** A fresh browser (no cookies, no localStorage) signed in as `account` through the API. */
async function freshSignedIn(browser: Browser, url: string, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, colorScheme: "light" });
  const res = await context.request.post(`${url}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers: { origin: url },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return context.newPage();
}

/** Research → topics → configure → generate (offline writer) → edit, then a sentence typed. */
async function workToTheEditStep(page: Page, typed: string): Promise<string> {
  await page.goto("/content-studio");
  await demoToConfigure(page);
  await setDurationMinutes(page, 1);
  await page.getByRole("button", { name: "Generate Script" }).click();
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await closeToasts(page);
  // The draft reaches the server 800 ms after the typing stops: wait for the save that carries it.
  const saved = page.waitForResponse(
    (res) =>
      res.url().endsWith("/api/studio/draft") &&
      res.request().method() === "PUT" &&
      (res.request().postData() ?? "").includes(typed.trim()),
  );
  await editor.focus();
  await editor.press("ControlOrMeta+End");
  await editor.pressSequentially(typed);
  const text = await editor.inputValue();
  expect(text.endsWith(typed)).toBe(true);
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("draft-save-status")).toHaveText("Saved to your account");
  return text;
}

test("studio work started in one browser continues in a fresh one after sign-in, at the same step with the same text", async ({
  page,
  browser,
  server,
  signUpViaApi,
}) => {
  const account = await signUpViaApi(page);
  const text = await workToTheEditStep(page, " These closing words were typed on the laptop.");

  const elsewhere = await freshSignedIn(browser, server.url, account);
  await elsewhere.goto("/content-studio");
  await expect(elsewhere.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  const editor = elsewhere.getByLabel("Script", { exact: true });
  await expect(editor).toHaveValue(text);
  // The earlier steps came along too: the research topic and the configured duration.
  await elsewhere.getByRole("button", { name: "Script Configuration" }).click();
  await expect(elsewhere.getByTestId("duration-value")).toHaveText("1 minute");
  await elsewhere.getByRole("button", { name: "Research & Concept" }).click();
  await expect(elsewhere.getByLabel("Topic", { exact: true })).toHaveValue("AI-powered time management");

  // Another member sees none of it.
  const stranger = await browser.newContext({ baseURL: server.url, colorScheme: "light" });
  const strangerPage = await stranger.newPage();
  await signUpViaApi(strangerPage);
  await strangerPage.goto("/content-studio");
  await expect(strangerPage.getByText("Step 1 of 5: Research & Concept")).toBeVisible();
  await expect(strangerPage.getByLabel("Topic", { exact: true })).toHaveValue("");
  await stranger.close();
  await elsewhere.context().close();
});

test("'Start over' asks first, then discards the draft: a fresh browser starts empty", async ({
  page,
  browser,
  server,
  signUpViaApi,
}) => {
  const account = await signUpViaApi(page);
  await workToTheEditStep(page, " Words to throw away.");

  await page.getByRole("button", { name: "Start over" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Start over?" });
  await expect(dialog).toContainText("on your other devices");
  // Cancel keeps everything.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Script", { exact: true })).toHaveValue(/Words to throw away\.$/);

  await page.getByRole("button", { name: "Start over" }).click();
  const discarded = page.waitForResponse(
    (res) => res.url().includes("/api/studio/draft") && res.request().method() === "DELETE",
  );
  await dialog.getByRole("button", { name: "Start over" }).click();
  expect((await discarded).status()).toBe(200);
  await expect(page.getByText("Step 1 of 5: Research & Concept")).toBeVisible();

  const elsewhere = await freshSignedIn(browser, server.url, account);
  await elsewhere.goto("/content-studio");
  await expect(elsewhere.getByText("Step 1 of 5: Research & Concept")).toBeVisible();
  await expect(elsewhere.getByLabel("Topic", { exact: true })).toHaveValue("");
  await expect(elsewhere.getByRole("button", { name: "Start over" })).toBeHidden();
  await elsewhere.context().close();
});

test("without the server, the studio continues from this browser's copy, says so, and saves once it is back", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const text = await workToTheEditStep(page, " Typed before the outage.");

  // The server can't be reached on opening: the local copy, and a plain message.
  await page.route("**/api/studio/draft**", (route) => route.abort("internetdisconnected"));
  await page.reload();
  await expect(
    page.getByText("Could not reach the server, so this is the copy of your work kept in this browser"),
  ).toBeVisible();
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toHaveValue(text);

  // Typing goes on; the save fails and is retried, the words stay.
  await editor.focus();
  await editor.press("ControlOrMeta+End");
  await editor.pressSequentially(" And during it.");
  await expect(page.getByTestId("draft-save-status")).toContainText("Not saved to your account yet");
  await expect(editor).toHaveValue(`${text} And during it.`);

  // Back online: the retry stores the work, and a reload restores it from the server.
  await page.unroute("**/api/studio/draft**");
  await expect(page.getByTestId("draft-save-status")).toHaveText("Saved to your account", { timeout: 15_000 });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(editor).toHaveValue(`${text} And during it.`);
});
