// Issue 13: the production screens pass axe in both themes — Mine, the board, a card's edit dialog,
// the video page's Production card and Activity tab, a channel's Production tab, the open bell, and
// a library video card's stage dialog.
import { expect, test } from "../fixtures.ts";
import { expectAccessible } from "./axe.ts";
import { seedLibrary } from "./seed.ts";

test.setTimeout(180_000);

test("production: Mine, the board, the card dialog, the video's Production card and Activity tab pass axe", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page, { name: "Axe Member" });
  const { channel, folder, videoId } = await seedLibrary(page, server.url);
  const me = (await (await page.request.get(`${server.url}/api/me`)).json()) as { id: string };
  const assigned = await page.request.patch(`${server.url}/api/videos/${videoId}/production`, {
    data: { assigneeId: me.id, dueDate: "2024-01-02", plannedPublishDate: "2024-02-01", stage: "editing" },
    headers: { origin: server.url },
  });
  expect(assigned.ok()).toBe(true);

  await page.goto("/production");
  await expect(page.getByRole("tab", { name: "Mine" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("my-work")).toBeVisible();
  await expectAccessible(page, "production: Mine");

  // The bell, open: the overdue reminder of the video assigned above.
  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  await expect(page.getByTestId("notification")).toHaveCount(1);
  await expectAccessible(page, "header: notifications");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();

  await page.getByRole("tab", { name: "Board" }).click();
  await expect(page.getByTestId("board-card").first()).toBeVisible();
  await expectAccessible(page, "production: board");

  await page.getByRole("button", { name: "Edit Scripted video" }).click();
  await expect(page.getByRole("dialog", { name: "Scripted video" })).toBeVisible();
  await expectAccessible(page, "production: card dialog");
  await page.keyboard.press("Escape");

  await page.goto(`/video/${videoId}`);
  await expect(page.getByRole("combobox", { name: "Stage" })).toBeVisible();
  await expectAccessible(page, "video page: Production card");
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByTestId("activity-entry").first()).toBeVisible();
  await expectAccessible(page, "video page: Activity tab");

  await page.goto(`/content-library?channel=${channel.id}&tab=production`);
  await expect(page.getByTestId("board-card").first()).toBeVisible();
  await expectAccessible(page, "channel detail: Production tab");

  // A folder's video card: its stage, and the same fields in a dialog from its actions menu.
  await page.goto(`/content-library?channel=${channel.id}&folder=${folder.id}`);
  const second = page.getByTestId("video-card").filter({ hasText: "Second video" });
  await expect(second.getByTestId("video-stage")).toHaveText("Idea");
  await page.getByRole("button", { name: "Actions for Second video" }).click();
  await page.getByRole("menuitem", { name: "Stage, assignee and dates" }).click();
  const dialog = page.getByRole("dialog", { name: "Second video" });
  await expect(dialog.getByRole("combobox", { name: "Stage" })).toBeVisible();
  await expectAccessible(page, "library: a video's stage, assignee and dates");
  await dialog.getByRole("combobox", { name: "Stage" }).click();
  await page.getByRole("option", { name: "Recording" }).click();
  await expect(second.getByTestId("video-stage")).toHaveText("Recording");
});

test("production calendar: the month grid, a video's details, 'Plan a video' and the 375 px agenda pass axe", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, { name: "Axe Planner" });
  const { channel, videoId } = await seedLibrary(page, server.url);
  const now = new Date();
  const day = (n: number) =>
    `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(n).padStart(2, "0")}`;
  const planned = await page.request.patch(`${server.url}/api/videos/${videoId}/production`, {
    data: { plannedPublishDate: day(12) },
    headers: { origin: server.url },
  });
  expect(planned.ok()).toBe(true);

  await page.goto("/production?view=calendar");
  const grid = page.getByTestId("calendar-grid");
  await expect(grid.getByTestId("calendar-entry").first()).toBeVisible();
  await expectAccessible(page, "production: calendar");

  await grid
    .getByTestId("calendar-entry")
    .first()
    .getByRole("button", { name: /^Scripted video/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Scripted video" })).toBeVisible();
  await expectAccessible(page, "production: calendar entry dialog");
  await page.keyboard.press("Escape");

  await grid
    .locator(`td[data-day="${day(3)}"]`)
    .getByRole("button", { name: /^Plan a video on / })
    .click();
  await expect(page.getByRole("dialog", { name: "Plan a video" })).toBeVisible();
  await expectAccessible(page, "production: plan a video dialog");
  await page.keyboard.press("Escape");

  await page.goto(`/content-library?channel=${channel.id}&tab=production`);
  await page.getByRole("button", { name: "Calendar", exact: true }).click();
  await expect(grid.getByTestId("calendar-entry").first()).toBeVisible();
  await expectAccessible(page, "channel detail: Production calendar");

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/production?view=calendar");
  await expect(page.getByTestId("calendar-agenda").getByRole("button", { name: /Scripted video/ })).toBeVisible();
  await expectAccessible(page, "production: calendar agenda at 375 px");
});
