// Issue 13 item 7: the mention suggestions of a note, a note with a mention, the bell with a mention
// and the Settings mail switches pass axe in both themes.
import { expect, test } from "../fixtures.ts";
import { expectAccessible } from "./axe.ts";
import { seedLibrary } from "./seed.ts";

test.setTimeout(120_000);

test("mention suggestions, a mention in a note, the bell and the mail switches pass axe", async ({
  page,
  browser,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page, { name: "Axe Author" });
  const memberContext = await browser.newContext({ baseURL: server.url });
  const memberPage = await memberContext.newPage();
  await signUpViaApi(memberPage, { name: "Mia Member" });
  const { videoId } = await seedLibrary(page, server.url);

  await page.goto(`/video/${videoId}?tab=notes`);
  const box = page.getByRole("textbox", { name: "Add a note" });
  await box.click();
  await box.pressSequentially("Over to you @Mi");
  await expect(page.getByRole("listbox", { name: "Mention a member" }).getByRole("option")).toHaveCount(1);
  await expectAccessible(page, "video page: mention suggestions");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByTestId("mention")).toHaveText("@Mia Member");
  await expectAccessible(page, "video page: a note with a mention");

  await memberPage.goto("/settings");
  await expect(memberPage.getByRole("switch", { name: "Mail me when a video is assigned to me" })).toBeEnabled();
  await expectAccessible(memberPage, "settings: mail switches");
  await memberPage.getByRole("button", { name: "Notifications, 1 unread" }).click();
  await expect(memberPage.getByTestId("notification")).toHaveCount(1);
  await expectAccessible(memberPage, "header: a mention in the bell");
  await memberContext.close();
});
