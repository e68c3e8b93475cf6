// Issue 13 item 7, Done when: a note mentioning @member notifies that member and, through a real SMTP
// server this test starts, mails them; switching that mail off in Settings stops the mail, not the
// in-app notification.
import { SMTPServer } from "smtp-server";
import { seedLibrary } from "../accessibility/seed.ts";
import { test as base, expect } from "../fixtures.ts";

interface Received {
  to: string[];
  raw: string;
}

const test = base.extend<{ smtp: { url: string; received: Received[] } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  smtp: async ({}, use) => {
    const received: Received[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk) => {
          raw += chunk;
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decode(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    await use({ url: `smtp://127.0.0.1:${port}`, received });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
  serverEnv: async ({ smtp }, use) => use({ SMTP_URL: smtp.url }),
});

/** Quoted-printable soft breaks and =XX bytes, as nodemailer writes text parts. */
function decode(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

test.setTimeout(120_000);

test("a note mentioning @member notifies and mails them; the Settings switch stops the mail, not the bell", async ({
  page,
  browser,
  server,
  smtp,
  signUpViaApi,
}) => {
  await signUpViaApi(page, { name: "Ada Author" });
  const memberContext = await browser.newContext({ baseURL: server.url });
  const memberPage = await memberContext.newPage();
  const ben = await signUpViaApi(memberPage, { name: "Ben Member" });
  const other = await browser.newContext({ baseURL: server.url });
  await signUpViaApi(other, { name: "Bea Other" });
  await other.close();
  const { videoId } = await seedLibrary(page, server.url);
  const mentionMails = () => smtp.received.filter((m) => m.to.includes(ben.email) && m.raw.includes("mentioned you"));

  // Typing @ suggests members: arrows move, Esc closes, Enter inserts the mention.
  await page.goto(`/video/${videoId}?tab=notes`);
  const box = page.getByRole("textbox", { name: "Add a note" });
  await box.click();
  await box.pressSequentially("Please check the intro @");
  const list = page.getByRole("listbox", { name: "Mention a member" });
  await expect(list).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await box.pressSequentially("Be");
  await expect(list).toBeHidden(); // dismissed for this @ until another is typed
  await box.fill("Please check the intro ");
  await box.pressSequentially("@Be");
  await expect(list.getByRole("option")).toHaveText([/Bea Other/, /Ben Member/]);
  await expect(list.getByRole("option", { name: /Bea Other/ })).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
  await expect(page.getByRole("status").filter({ hasText: "2 members found" })).toBeAttached();
  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("option", { name: /Ben Member/ })).toHaveAttribute("aria-selected", "true");
  // Typed straight after Enter, with no wait: each key lands after the inserted mention.
  await page.keyboard.press("Enter");
  await box.pressSequentially("thanks!");
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(/^Please check the intro @\[Ben Member\]\([^)]+\) thanks!$/);
  await page.getByRole("button", { name: "Add Note" }).click();
  const saved = page.getByTestId("note").filter({ hasText: "Please check the intro" });
  await expect(saved.getByTestId("mention")).toHaveText("@Ben Member");
  await expect(saved).toContainText("Please check the intro @Ben Member thanks!");

  // Ben's bell, and Ben's mail (the real SMTP server), linking to the note on APP_URL.
  await memberPage.goto("/");
  await memberPage.getByRole("button", { name: "Notifications, 1 unread" }).click();
  await expect(memberPage.getByTestId("notification")).toHaveText([
    /Ada Author mentioned you in a note on “Scripted video”/,
  ]);
  await memberPage.keyboard.press("Escape");
  await expect.poll(() => mentionMails().length, { timeout: 15_000 }).toBe(1);
  expect(mentionMails()[0].raw).toContain(`${server.url}/video/${videoId}?tab=notes`);
  expect(mentionMails()[0].raw).toContain("Please check the intro @Ben Member thanks!");

  // Ben turns the mention mail off in Settings (the assignment mail stays on).
  await memberPage.goto("/settings");
  const mentionSwitch = memberPage.getByRole("switch", { name: "Mail me when someone mentions me in a note" });
  await expect(mentionSwitch).toBeChecked();
  const savedSwitch = memberPage.waitForResponse(
    (r) => r.url().endsWith("/api/me/notification-settings") && r.request().method() === "PATCH" && r.ok(),
  );
  await mentionSwitch.click();
  await savedSwitch;
  await expect(mentionSwitch).not.toBeChecked();
  await memberPage.reload();
  await expect(
    memberPage.getByRole("switch", { name: "Mail me when someone mentions me in a note" }),
  ).not.toBeChecked();
  await expect(memberPage.getByRole("switch", { name: "Mail me when a video is assigned to me" })).toBeChecked();

  // A second mention: in the bell, not in the mailbox. An assignment after it is mailed, so once its
  // mail is in, the mention's job has run (one job at a time) and sent nothing.
  await box.pressSequentially("Again @Ben");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByTestId("note")).toHaveCount(3);
  const me = (await (await memberPage.request.get(`${server.url}/api/me`)).json()) as { id: string };
  const assigned = await page.request.patch(`${server.url}/api/videos/${videoId}/production`, {
    data: { assigneeId: me.id },
    headers: { origin: server.url },
  });
  expect(assigned.ok()).toBe(true);
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(ben.email) && m.raw.includes("assigned you")).length, {
      timeout: 15_000,
    })
    .toBe(1);
  expect(mentionMails()).toHaveLength(1);
  await memberPage.goto("/");
  await memberPage.getByRole("button", { name: "Notifications, 3 unread" }).click();
  await expect(memberPage.getByTestId("notification")).toHaveCount(3);
  await memberContext.close();
});
