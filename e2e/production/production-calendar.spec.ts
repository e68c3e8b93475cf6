// Issue 13 item 3, the calendar's "Done when": dragging a card to another day changes the video's
// planned publish date (by mouse, by keyboard from its handle, and by "Move to date"); "Plan a video"
// on an empty day creates an Idea there, in the channel's folder of that month.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";
import { dropTargetsMeasured } from "./keyboard-drag.ts";

const today = new Date();
const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}`;
const day = (n: number) => `${month}-${String(n).padStart(2, "0")}`;
const cell = (page: Page, date: string) => page.getByTestId("calendar-grid").locator(`td[data-day="${date}"]`);
const entry = (scope: Page | Locator, title: string) => scope.getByTestId("calendar-entry").filter({ hasText: title });
/** A day's name as the calendar says it ("Tuesday, November 17, 2026"): its cell's label, without the count of videos. */
const dayName = async (day: Locator) => (await day.getAttribute("aria-label"))?.replace(/, \d+ videos?$/, "");

/**
 * Drags an entry with the mouse in small steps, as a person would (dnd-kit starts after 6 px), and lets
 * go only once the calendar announces the day under the pointer as the drop target. dnd-kit settles
 * its drop target a render or two after the pointer moved: a release straight after the last move
 * can land on a day the pointer passed on its way, or back on its own day.
 */
async function dragByMouse(page: Page, from: Locator, to: Locator) {
  const live = page.locator("[id^='DndLiveRegion']").first();
  const title = (await from.getByRole("button", { name: /^Move / }).getAttribute("aria-label"))?.replace(/^Move /, "");
  const target = await dayName(to);
  // Nothing may lie over the entry (the icon sidebar widens while the pointer is over it).
  await page.mouse.move(1200, 700);
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end || !title || !target) throw new Error("nothing to drag");
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await expect
    .poll(() => from.evaluate((entry, [px, py]) => entry.contains(document.elementFromPoint(px, py)), [x, y]))
    .toBe(true);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 8, { steps: 4 });
  await expect(live).toContainText(`Picked up ${title}`);
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await expect(live).toContainText(`${title} is over ${target}.`);
  await page.mouse.up();
}

test("the calendar reschedules by mouse, keyboard and 'Move to date'; 'Plan a video' makes an Idea on an empty day", async ({
  page,
  server,
  signUpViaApi,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, { name: "Cal Planner" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@calendarchannel", "Calendar Channel");
  const folder = await api.createFolder(channel.id, "Older batch", "2025-03");
  const video = await api.createVideo(folder.id, "Drag me");
  const planned = await page.request.patch(`${server.url}/api/videos/${video.id}/production`, {
    data: { plannedPublishDate: day(10) },
    headers: { origin: server.url },
  });
  expect(planned.ok()).toBe(true);
  const plannedDate = async () =>
    ((await (await page.request.get(`${server.url}/api/videos/${video.id}`)).json()) as { plannedPublishDate: string })
      .plannedPublishDate;

  await page.goto("/production?view=calendar");
  await expect(page.getByRole("tab", { name: "Calendar" })).toHaveAttribute("aria-selected", "true");
  await expect(entry(cell(page, day(10)), "Drag me")).toBeVisible();

  // By mouse: the 10th → the 17th.
  await dragByMouse(page, entry(page, "Drag me"), cell(page, day(17)));
  await expect(entry(cell(page, day(17)), "Drag me")).toBeVisible();
  await expect.poll(plannedDate).toBe(day(17));

  // By keyboard only: the handle, Space picks it up, → one day later, Space drops it, announced.
  await page.getByRole("button", { name: "Move Drag me" }).focus();
  await page.keyboard.press("Space");
  const live = page.locator("[id^='DndLiveRegion']").first();
  await expect(live).toContainText("Picked up Drag me");
  await dropTargetsMeasured(page);
  await page.keyboard.press("ArrowRight");
  // Dropped only once the next day is the drop target (as by mouse, it settles a render or two later).
  const next = await dayName(cell(page, day(18)));
  await expect(live).toContainText(`Drag me is over ${next}.`);
  await page.keyboard.press("Space");
  await expect(live).toContainText(`Drag me was rescheduled to ${next}.`);
  await expect(entry(cell(page, day(18)), "Drag me")).toBeVisible();
  await expect.poll(plannedDate).toBe(day(18));

  // "Move to date" in its details.
  await entry(page, "Drag me")
    .getByRole("button", { name: /^Drag me/ })
    .click();
  const details = page.getByRole("dialog", { name: "Drag me" });
  await details.getByLabel("Move to date").fill(day(25));
  await details.getByRole("button", { name: "Move" }).click();
  await expect(details).toBeHidden();
  await expect(entry(cell(page, day(25)), "Drag me")).toBeVisible();
  await expect.poll(plannedDate).toBe(day(25));

  // The video's Activity tab lists each reschedule.
  const activity = (await (await page.request.get(`${server.url}/api/videos/${video.id}/activity`)).json()) as {
    entries: { kind: string; to: string | null }[];
  };
  expect(activity.entries.filter((e) => e.kind === "planned_publish_date").map((e) => e.to)).toEqual([
    day(25),
    day(18),
    day(17),
    day(10),
  ]);

  // "Plan a video" on an empty day: the channel is asked on the calendar of every channel.
  await cell(page, day(5))
    .getByRole("button", { name: /^Plan a video on / })
    .click();
  const plan = page.getByRole("dialog", { name: "Plan a video" });
  await plan.getByLabel("Title").fill("Planned idea");
  await expect(plan.getByLabel("Channel")).toHaveValue(channel.id);
  await plan.getByRole("button", { name: "Plan video" }).click();
  await expect(plan).toBeHidden();
  await expect(entry(cell(page, day(5)), "Planned idea")).toBeVisible();

  // It is an Idea on the board, in the channel's folder of this month (made, as the channel had none).
  await page.getByRole("tab", { name: "Board" }).click();
  const card = page.getByTestId("column-idea").getByTestId("board-card").filter({ hasText: "Planned idea" });
  await expect(card).toBeVisible();
  const monthName = today.toLocaleDateString("en-US", { month: "long", year: "numeric" });
  await expect(card).toContainText(`Calendar Channel › ${monthName}`);

  // A reload keeps everything; the month navigation moves away and back.
  await page.goto("/production?view=calendar");
  await expect(entry(cell(page, day(5)), "Planned idea")).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.getByTestId("calendar-entry")).toHaveCount(0);
  await page.getByRole("button", { name: "Today" }).click();
  await expect(entry(cell(page, day(25)), "Drag me")).toBeVisible();

  // The channel's Production tab has the same calendar, for that channel.
  await page.goto(`/content-library?channel=${channel.id}&tab=production`);
  await page.getByRole("button", { name: "Calendar", exact: true }).click();
  await expect(entry(cell(page, day(25)), "Drag me")).toBeVisible();
  await cell(page, day(6))
    .getByRole("button", { name: /^Plan a video on / })
    .click();
  const channelPlan = page.getByRole("dialog", { name: "Plan a video" });
  await expect(channelPlan.getByLabel("Channel")).toHaveCount(0);
  await channelPlan.getByLabel("Title").fill("Channel idea");
  await channelPlan.getByRole("button", { name: "Plan video" }).click();
  await expect(entry(cell(page, day(6)), "Channel idea")).toBeVisible();
});

test("the calendar's days are reached with the arrow keys, months with Page Up/Down", async ({
  page,
  signUpViaApi,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, { name: "Key Navigator" });
  await page.goto("/production?view=calendar");
  const heading = page.getByTestId("production-calendar").getByRole("heading", { level: 2 });
  const title = await heading.textContent();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-day"));
  await cell(page, day(10)).click({ position: { x: 100, y: 90 } });
  await expect.poll(focused).toBe(day(10));
  await page.keyboard.press("ArrowRight");
  await expect.poll(focused).toBe(day(11));
  await page.keyboard.press("ArrowDown");
  await expect.poll(focused).toBe(day(18));
  await page.keyboard.press("PageDown");
  await expect(heading).not.toHaveText(title ?? "");
  await page.keyboard.press("PageUp");
  await expect(heading).toHaveText(title ?? "");
  await expect.poll(focused).toBe(day(18));
  // Enter goes into the day: its "Plan a video".
  await page.keyboard.press("Enter");
  await expect(cell(page, day(18)).getByRole("button", { name: /^Plan a video on / })).toBeFocused();
});
