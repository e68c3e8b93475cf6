import type { BrowserContext, Page } from "@playwright/test";
import { expectAccessible } from "../accessibility/axe.ts";
import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";

// Decision 036: review and sign-off. Two members: a request rings the reviewer's bell, a comment on
// selected words shows highlighted on the writer's open page, a suggestion accepted makes version 2,
// an approval lets the card leave Scripting. A guest with no account comments and approves through a
// link; revoked, the link answers 410. Commenting and accepting are done from the keyboard, and the
// screens pass axe in both themes.
test.setTimeout(180_000);

const SCRIPT = "Hook: mornings decide the day. First, drink water. Then move for ten minutes. See you tomorrow.";
const LIVE_MS = 3_000;

async function seedScriptedVideo(page: Page, serverUrl: string) {
  const api = libraryApi(page, serverUrl);
  const channel = await api.createChannel("https://www.youtube.com/@reviewlab", "Review Lab");
  const folder = await api.createFolder(channel.id, "Batch", "2026-05");
  const video = await api.createVideo(folder.id, "Morning routine");
  const headers = { origin: serverUrl };
  for (const [method, path, data] of [
    ["post", `/api/videos/${video.id}/script`, { content: SCRIPT, baseVersion: null }],
    ["patch", `/api/videos/${video.id}/production`, { stage: "scripting" }],
    ["put", `/api/channels/${channel.id}/review-settings`, { requireScriptApproval: true }],
  ] as const) {
    const res = await page.request[method](`${serverUrl}${path}`, { data, headers });
    expect(res.ok(), `${method} ${path}`).toBe(true);
  }
  return { videoId: video.id, channelId: channel.id };
}

/** Selects words of the script's text programmatically (the keyboard path is tested on its own). */
async function selectWords(page: Page, words: string) {
  await page.getByTestId("script-content").evaluate((element, target) => {
    const text = element.textContent ?? "";
    const start = text.indexOf(target);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let seen = 0;
    let started = false;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (!started && start <= seen + length) {
        range.setStart(node, start - seen);
        started = true;
      }
      if (started && start + target.length <= seen + length) {
        range.setEnd(node, start + target.length - seen);
        break;
      }
      seen += length;
    }
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }, words);
}

async function openScriptTab(page: Page, videoId: string) {
  const stream = page.waitForResponse((r) => r.url().endsWith("/api/events") && r.status() === 200);
  await page.goto(`/video/${videoId}?tab=script`);
  await stream;
  await expect(page.getByTestId("script-content")).toBeVisible();
}

test("two members: request review, the bell, a comment on words seen live, a suggestion accepted as version 2, approval lets the card leave Scripting", async ({
  browser,
  server,
  signUpViaApi,
}) => {
  const writerContext = await browser.newContext({ baseURL: server.url });
  const reviewerContext = await browser.newContext({ baseURL: server.url });
  await signUpViaApi(writerContext, { name: "Wren Writer" });
  await signUpViaApi(reviewerContext, { name: "Rae Reviewer" });
  const writer = await writerContext.newPage();
  const reviewer = await reviewerContext.newPage();
  const { videoId } = await seedScriptedVideo(writer, server.url);

  await openScriptTab(writer, videoId);
  await writer.getByRole("button", { name: "Request review" }).click();
  const ask = writer.getByRole("dialog", { name: "Request review" });
  await ask.getByLabel("Rae Reviewer").check();
  await ask.getByLabel("Message (optional)").fill("Is the hook strong enough?");
  await ask.getByRole("button", { name: "Send request" }).click();
  await expect(writer.getByText("Review of version 1 requested from 1 member")).toBeVisible();

  // The reviewer's bell rings, and leads to the script.
  await reviewer.goto("/");
  const bell = reviewer.getByRole("button", { name: /Notifications, 1 unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await reviewer
    .getByRole("menuitem", { name: /Wren Writer asked you to review the script of “Morning routine”/ })
    .click();
  await expect(reviewer).toHaveURL(new RegExp(`/video/${videoId}\\?tab=script`));
  await expect(reviewer.getByTestId("script-content")).toBeVisible();
  await expect(reviewer.getByTestId("presence")).toContainText("Wren Writer");

  // A comment on the first word, from the keyboard alone: Shift+arrows select, the toolbar comments.
  const text = reviewer.getByTestId("script-content");
  await text.focus();
  await reviewer.keyboard.press("Control+Home");
  for (let i = 0; i < 4; i++) await reviewer.keyboard.press("Shift+ArrowRight");
  await expect(reviewer.getByText("4 characters selected")).toBeVisible();
  await reviewer.getByRole("button", { name: "Comment", exact: true }).focus();
  await reviewer.keyboard.press("Enter");
  await reviewer.keyboard.type("Open with a question instead?");
  await reviewer.getByRole("button", { name: "Add comment" }).focus();
  await reviewer.keyboard.press("Enter");
  await expect(reviewer.getByText("Comment added")).toBeVisible();

  // The writer, who had the page open, sees it highlighted within a few seconds.
  await expect(writer.locator("mark[data-thread-id]").first()).toHaveText("Hook", { timeout: LIVE_MS });
  await expect(writer.getByTestId("review-thread").first()).toContainText("Open with a question instead?");
  await expectAccessible(writer, "script tab with a comment thread");

  // A suggested edit, shown inline as a tracked change, accepted by the writer from the keyboard.
  await selectWords(reviewer, "ten minutes");
  await reviewer.getByRole("button", { name: "Suggest" }).click();
  await reviewer.getByLabel("New words (empty deletes them)").fill("five minutes");
  await reviewer.getByRole("button", { name: "Add suggestion" }).click();
  const tracked = writer.locator('mark[data-insert=" five minutes"]');
  await expect(tracked).toHaveText("ten minutes", { timeout: LIVE_MS });
  const suggestion = writer.getByRole("article", { name: "Suggestion by Rae Reviewer" });
  await suggestion.getByRole("button", { name: "Accept" }).focus();
  await writer.keyboard.press("Enter");
  await expect(writer.getByText("Suggestion accepted: the script is now version 2")).toBeVisible();
  await expect(writer.getByTestId("script-version")).toHaveText("Version 2");
  await expect(writer.getByTestId("script-content")).toContainText("move for five minutes");

  // Version 2 needs approval: the move is refused with the reason until the reviewer approves.
  const move = () =>
    writer.request.post(`${server.url}/api/videos/${videoId}/move`, {
      data: { stage: "recording", beforeId: null },
      headers: { origin: server.url },
    });
  const refused = await move();
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toContain("version 2 of the script isn't approved yet");
  await expect(reviewer.getByTestId("script-version")).toHaveText("Version 2", { timeout: LIVE_MS });
  await reviewer.getByRole("button", { name: "Approve" }).click();
  await expect(reviewer.getByText("Version 2 approved")).toBeVisible();
  await expect(writer.getByTestId("review-state")).toHaveText("Approved", { timeout: LIVE_MS });
  await expect(writer.getByTestId("review-decisions")).toContainText("Rae Reviewer approved version 2");
  await expect(reviewer.getByTestId("review-decisions")).toContainText("You approved version 2");
  // The request, the comment and the approval are in the video's Activity, by name.
  await writer.getByRole("tab", { name: "Activity" }).click();
  const activity = writer.getByTestId("activity-list");
  await expect(activity).toContainText("Rae Reviewer approved version 2");
  await expect(activity).toContainText("Rae Reviewer commented on version 1");
  await expect(activity).toContainText("Wren Writer asked for a review of version 1");

  await writer.goto("/production");
  await expect(writer.getByTestId("card-review").first()).toHaveText("Approved");
  expect((await move()).status()).toBe(200);
  await writerContext.close();
  await reviewerContext.close();
});

test("a guest with no account comments and approves through a link, marked as a guest; revoked, the link answers 410", async ({
  browser,
  server,
  signUpViaApi,
}) => {
  const teamContext = await browser.newContext({ baseURL: server.url });
  await signUpViaApi(teamContext, { name: "Wren Writer" });
  const team = await teamContext.newPage();
  const { videoId } = await seedScriptedVideo(team, server.url);
  await openScriptTab(team, videoId);
  await team.getByRole("button", { name: "Share for review" }).click();
  const share = team.getByRole("dialog", { name: "Share for review" });
  await share.getByRole("button", { name: "Create link" }).click();
  const url = await share.getByLabel("The link (shown once: copy it now)").inputValue();
  expect(url).toMatch(new RegExp(`^${server.url}/review/[A-Za-z0-9_-]{43}$`));
  await expectAccessible(team, "share for review dialog");
  await team.keyboard.press("Escape");

  // A fresh browser: no account, no cookie.
  const guestContext: BrowserContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(url);
  await expect(guest.getByRole("heading", { name: "Morning routine", level: 1 })).toBeVisible();
  await expect(guest.getByRole("navigation")).toHaveCount(0);
  await guest.getByLabel("Your name (shown with your comments)").fill("Olga");
  await guest.getByRole("button", { name: "Continue" }).click();
  await expect(guest.getByText("Reviewing as Olga")).toBeVisible();
  await selectWords(guest, "drink water");
  await guest.getByRole("button", { name: "Comment", exact: true }).click();
  await guest.getByLabel("Comment", { exact: true }).fill("Coffee first, surely?");
  await guest.getByRole("button", { name: "Add comment" }).click();
  await expect(guest.getByRole("article", { name: "Comment by Olga (guest)" })).toBeVisible();
  await guest.getByRole("button", { name: "Approve" }).click();
  await expect(guest.getByText("You approved this version.")).toBeVisible();
  await expectAccessible(guest, "guest review page");

  // The team sees both, marked as a guest's.
  await expect(team.getByRole("article", { name: "Comment by Olga (guest)" })).toBeVisible({ timeout: LIVE_MS });
  await expect(team.getByTestId("review-state")).toHaveText("Approved", { timeout: LIVE_MS });
  // The decision names the guest, marked as one, with its version; so does the Activity tab.
  await expect(team.getByTestId("review-decisions")).toContainText(/Olga \(guest\) approved version \d+/);
  await team.getByRole("tab", { name: "Activity" }).click();
  const activity = team.getByTestId("activity-list");
  await expect(activity).toContainText(/Olga \(guest\) approved version \d+/);
  await expect(activity).toContainText(/Olga \(guest\) commented on version \d+/);
  await openScriptTab(team, videoId);
  await team.getByRole("button", { name: "Share for review" }).click();
  const link = team.getByTestId("review-link").first();
  await expect(link).toContainText("by Olga");

  // The token opens nothing else.
  const token = new URL(url).pathname.split("/").pop();
  const other = await guest.request.get(`${server.url}/api/videos/${videoId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(other.status()).toBe(401);

  await link.getByRole("button", { name: "Revoke" }).click();
  await team.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
  await expect(link).toContainText("Revoked");
  const gone = await guest.goto(url);
  expect(gone?.status()).toBe(410);
  await expect(guest.getByRole("heading", { name: "This review link has expired" })).toBeVisible();
  await guestContext.close();
  await teamContext.close();
});
