// Issue 13, first "Done when" line: three videos; one moved Idea → Scripting by mouse, one by
// keyboard only; one assigned to an invited member with a due date in the past; the member's bell
// shows two notifications (assignment; overdue); "Mine" lists the video for that member; the
// Activity tab lists each change with who and when; a reload keeps everything.
import type { Locator, Page } from "@playwright/test";
import { signInWithRole } from "../accessibility/seed.ts";
import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";
import { dropTargetsMeasured } from "./keyboard-drag.ts";

const column = (page: Page, stage: string) => page.getByTestId(`column-${stage}`);
const card = (scope: Page | Locator, title: string) => scope.getByTestId("board-card").filter({ hasText: title });

/** Drags with the mouse in small steps, as a person would (dnd-kit starts after 6 px). */
async function dragByMouse(page: Page, from: Locator, to: Locator) {
  // The board draws before the code that moves its cards; the cards' handles come with that code.
  await expect(from.getByRole("button", { name: /^Move / })).toBeVisible();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("nothing to drag");
  const x = start.x + start.width / 2;
  const y = start.y + start.height - 12;
  // Nothing may lie over the card (the icon sidebar widens while the pointer is over it).
  await page.mouse.move(1200, 600);
  await expect
    .poll(() => from.evaluate((card, [px, py]) => card.contains(document.elementFromPoint(px, py)), [x, y]))
    .toBe(true);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + 40, { steps: 12 });
  await page.mouse.up();
}

test("stages, mouse and keyboard moves, an assignment with a past due date, the bell, Mine and the Activity tab", async ({
  page,
  browser,
  server,
  signUpViaApi,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { name: "Ada Admin" });
  const memberContext = await browser.newContext({ baseURL: server.url, reducedMotion: "reduce" });
  await signInWithRole(page, memberContext, server.url, "user");
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@pipelinechannel", "Pipeline Channel");
  const folder = await api.createFolder(channel.id, "March uploads", "2025-03");
  for (const title of ["Mouse video", "Keyboard video", "Assigned video"]) await api.createVideo(folder.id, title);

  // The sidebar's Platform group opens the board; nothing is assigned to the admin, so it opens on Board.
  await page.goto("/");
  await page.getByRole("link", { name: "Production" }).click();
  await expect(page.getByRole("heading", { name: "Production", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Board" })).toHaveAttribute("aria-selected", "true");
  for (const title of ["Mouse video", "Keyboard video", "Assigned video"]) {
    await expect(card(column(page, "idea"), title)).toBeVisible();
  }

  // By mouse: Idea → Scripting.
  await dragByMouse(page, card(page, "Mouse video"), column(page, "scripting"));
  await expect(card(column(page, "scripting"), "Mouse video")).toBeVisible();

  // By keyboard only: focus the card's handle, Space picks it up, → moves it to Scripting, Space drops.
  const handle = page.getByRole("button", { name: "Move Keyboard video" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.locator("#DndLiveRegion-0, [id^='DndLiveRegion']").first()).toContainText(
    "Picked up Keyboard video",
  );
  await dropTargetsMeasured(page);
  await page.keyboard.press("ArrowRight");
  await expect(card(column(page, "scripting"), "Keyboard video")).toBeVisible();
  // Where it is now, in the column it moved to (Scripting holds "Mouse video" already).
  await expect(page.locator("[id^='DndLiveRegion']").first()).toContainText(
    /Keyboard video is now in Scripting, position [12] of 2\./,
  );
  await page.keyboard.press("Space");
  await expect(page.locator("[id^='DndLiveRegion']").first()).toContainText("Keyboard video was dropped in Scripting");
  await expect(card(column(page, "idea"), "Keyboard video")).toHaveCount(0);

  // Assign the third to the invited member, due yesterday, from its card.
  await page.getByRole("button", { name: "Edit Assigned video" }).click();
  const dialog = page.getByRole("dialog", { name: "Assigned video" });
  await dialog.getByRole("combobox", { name: "Assignee" }).click();
  await page.getByRole("option", { name: "A user" }).click();
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText("Assigned to A user")).toBeVisible();
  const yesterday = new Date(Date.now() - 86_400_000);
  const past = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, "0")}-${String(yesterday.getDate()).padStart(2, "0")}`;
  await dialog.getByLabel("Due date").fill(past);
  await dialog.getByLabel("Due date").press("Enter");
  await expect(toasts.getByText("Due date set")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(card(page, "Assigned video").getByTestId("card-due")).toContainText("Overdue");

  // A reload keeps the columns, the order and the assignment.
  await page.reload();
  await expect(card(column(page, "scripting"), "Mouse video")).toBeVisible();
  await expect(card(column(page, "scripting"), "Keyboard video")).toBeVisible();
  await expect(card(column(page, "idea"), "Assigned video")).toContainText("Overdue");

  // The member's /production opens on Mine and lists the video as overdue.
  const member = await memberContext.newPage();
  await member.goto("/production");
  await expect(member.getByRole("tab", { name: "Mine" })).toHaveAttribute("aria-selected", "true");
  const overdue = member.getByRole("region", { name: /Overdue/ });
  await expect(overdue.getByRole("link", { name: "Assigned video" })).toBeVisible();
  await member.reload();
  await expect(
    member.getByRole("region", { name: /Overdue/ }).getByRole("link", { name: "Assigned video" }),
  ).toBeVisible();

  // The member's bell: two notifications (the assignment; the overdue reminder), then marked read.
  await member.getByRole("button", { name: "Notifications, 2 unread" }).click();
  const items = member.getByTestId("notification");
  await expect(items.filter({ hasText: "Ada Admin assigned you “Assigned video”" })).toBeVisible();
  await expect(items.filter({ hasText: "“Assigned video” is overdue" })).toBeVisible();
  await expect(items).toHaveCount(2);
  await member.getByRole("menuitem", { name: "Mark all read" }).click();
  await expect(member.locator("[data-testid='notification'][data-unread]")).toHaveCount(0);
  await member.keyboard.press("Escape");
  await expect(member.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await member.reload();
  await expect(member.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  // The video's Activity tab: each change with who and when.
  await card(page, "Assigned video").getByRole("link", { name: "Assigned video" }).click();
  await page.getByRole("tab", { name: "Activity" }).click();
  const entries = page.getByTestId("activity-entry");
  await expect(entries.filter({ hasText: "Ada Admin assigned it to A user" })).toBeVisible();
  await expect(entries.filter({ hasText: "Ada Admin set the due date to" })).toBeVisible();
  await expect(entries.filter({ hasText: "Ada Admin created the video" })).toBeVisible();
  await expect(entries.first().locator("time")).toHaveAttribute("datetime", /\d{4}-\d\d-\d\dT/);
  await member.goto("/production?view=board");
  await card(member, "Mouse video").getByRole("link", { name: "Mouse video" }).click();
  await member.getByRole("tab", { name: "Activity" }).click();
  await expect(
    member.getByTestId("activity-entry").filter({ hasText: "Ada Admin moved it from Idea to Scripting" }),
  ).toBeVisible();
  await member.reload();
  await expect(member.getByRole("tab", { name: "Activity" })).toHaveAttribute("aria-selected", "true");
  await expect(
    member.getByTestId("activity-entry").filter({ hasText: "Ada Admin moved it from Idea to Scripting" }),
  ).toBeVisible();
  await memberContext.close();
});
