// Issue 13 items 2 and 8: the board's columns come from the server a page at a time, and its
// filters are applied there. A column of 60 Ideas shows its count and "Show more" for the rest; the
// search, assignee and due filters narrow every column and its count; a filter's select works from
// the keyboard before its code has loaded.
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";

const column = (page: Page, stage: string) => page.getByTestId(`column-${stage}`);
const count = (page: Page, stage: string) => column(page, stage).getByRole("heading", { level: 2 });

test("a long column pages from the server; search, assignee and due filters narrow the board on the server", async ({
  page,
  server,
  signUpViaApi,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { name: "Ada Admin" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@pagedchannel", "Paged Channel");
  const folder = await api.createFolder(channel.id, "Many ideas", "2025-03");
  // Newest on top: "Idea 60" first, "Idea 1" the column's last.
  const made = [];
  for (let i = 1; i <= 60; i++) made.push(await api.createVideo(folder.id, `Idea ${i}`));
  const { members } = await (await page.request.get(`${server.url}/api/members`)).json();
  const admin = members.find((m: { name: string }) => m.name === "Ada Admin");
  const due = await page.request.patch(`${server.url}/api/videos/${made[6].id}/production`, {
    data: { assigneeId: admin.id, dueDate: "2020-01-01" },
  });
  expect(due.ok()).toBe(true);

  const boardRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/production/board")) boardRequests.push(request.url());
  });
  await page.goto("/production?view=board");
  await expect(count(page, "idea")).toContainText("60");
  const more = column(page, "idea").getByRole("button", { name: "Show more (10 hidden)" });
  await expect(more).toBeVisible();
  await more.click();
  await expect(column(page, "idea").getByRole("button", { name: /Show more/ })).toHaveCount(0);
  await expect(count(page, "idea")).toContainText("60");
  expect(boardRequests.some((url) => url.includes("limits=idea%3A100"))).toBe(true);

  // The search is the server's: one request once typing pauses, and the count is of what matches.
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("idea 7");
  await expect(count(page, "idea")).toContainText("1");
  await expect(column(page, "idea").getByTestId("board-card")).toHaveCount(1);
  await expect(column(page, "idea").getByTestId("board-card")).toContainText("Idea 7");
  expect(boardRequests.filter((url) => url.includes("search=")).length).toBe(1);
  await expect(page.getByRole("status").filter({ hasText: "1 video matches the filters" })).toBeAttached();

  await search.fill("");
  await expect(count(page, "idea")).toContainText("60");
  // Mine, then overdue: the one card assigned to me with a past due date.
  await page.getByRole("combobox", { name: "Assignee" }).click();
  await page.getByRole("option", { name: "Mine" }).click();
  await expect(column(page, "idea").getByTestId("board-card")).toHaveCount(1);
  await page.getByRole("combobox", { name: "Assignee" }).click();
  await page.getByRole("option", { name: "Everyone" }).click();
  await page.getByRole("combobox", { name: "Due" }).click();
  await page.getByRole("option", { name: "Overdue" }).click();
  await expect(column(page, "idea").getByTestId("board-card")).toHaveCount(1);
  await expect(column(page, "idea").getByTestId("board-card")).toContainText("Idea 7");
  expect(boardRequests.some((url) => url.includes("due=overdue") && /today=\d{4}-\d{2}-\d{2}/.test(url))).toBe(true);

  // A filter's select loads its code on first use, from the keyboard too: Enter opens it on the chosen
  // entry, an arrow moves, Enter picks, and the focus is back on the select.
  const channelFilter = page.getByRole("combobox", { name: "Channel" });
  await channelFilter.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "All channels" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Paged Channel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(channelFilter).toHaveText("Paged Channel");
  await expect(channelFilter).toBeFocused();
  await expect.poll(() => boardRequests.some((url) => url.includes(`channelId=${channel.id}`))).toBe(true);
});
