import { expect, test } from "../fixtures.ts";
import { libraryApi } from "./library-api.ts";

test("the dashboard of a channel whose videos have metrics shows totals, averages, rates and both charts", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@dashboarddemo", "Demo Channel");
  const january = await api.createFolder(channel.id, "January uploads", "January 2025");
  const february = await api.createFolder(channel.id, "February uploads", "Feb 2025");
  const first = await api.createVideo(january.id, "First upload");
  const second = await api.createVideo(january.id, "Second upload");
  const third = await api.createVideo(february.id, "Third upload");
  await api.createVideo(february.id, "Draft without metrics");
  await api.saveMetrics(first.id, { views: 1500, likes: 100, comments: 10, ctr: 5.5, retention: 40 });
  await api.saveMetrics(second.id, { views: 500, likes: 50, comments: 4 });
  await api.saveMetrics(third.id, { views: 2000, likes: 150, comments: 16 });

  await page.goto(`/content-library?channel=${channel.id}`);
  await expect(page.getByRole("heading", { name: "Demo Channel Dashboard" })).toBeVisible();

  // Only videos with metrics count (spec §7): 4,000 views, 300 likes, 30 comments, 3 videos.
  const tile = (label: string) => page.getByTestId("stat-tile").filter({ hasText: label }).getByTestId("stat-value");
  await expect(tile("Total Views")).toHaveText("4.0K");
  await expect(tile("Total Likes")).toHaveText("300");
  await expect(tile("Total Comments")).toHaveText("30");
  await expect(tile("Total Videos")).toHaveText("3");
  await expect(page.getByTestId("stat-tile").filter({ hasText: "Total Videos" })).toContainText(
    "4 videos in the library",
  );

  // Performance: averages rounded (1333 → 1.3K, 100, 10), like rate 7.5 %, comment rate 0.75 %.
  const metric = (label: string) => page.getByTestId("performance-metric").filter({ hasText: label });
  await expect(metric("Average views per video")).toContainText("1.3K");
  await expect(metric("Average likes per video")).toContainText("100");
  await expect(metric("Average comments per video")).toContainText("10");
  await expect(metric("Like rate")).toContainText("7.5%");
  await expect(metric("Comment rate")).toContainText("0.75%");

  // Both charts: one bar per recent video with metrics, one per month folder.
  const perVideo = page.getByTestId("chart-views-per-video");
  const byMonth = page.getByTestId("chart-views-by-month");
  await expect(perVideo.getByRole("heading", { name: "Views per Video" })).toBeVisible();
  await expect(byMonth.getByRole("heading", { name: "Total Views by Month" })).toBeVisible();
  await expect(perVideo.locator(".recharts-bar-rectangle")).toHaveCount(3);
  await expect(byMonth.locator(".recharts-bar-rectangle")).toHaveCount(2);
  await expect(byMonth.locator("figcaption")).toHaveText("January 2025: 2.0K views; February 2025: 2.0K views");

  await page.getByRole("tab", { name: "Recent Videos" }).click();
  await expect(page.getByRole("list", { name: "Recent videos" }).getByRole("listitem")).toHaveCount(3);
  await page.getByRole("tab", { name: "Top Performers" }).click();
  const top = page.getByRole("list", { name: "Top performers" }).getByRole("listitem");
  await expect(top).toHaveCount(3);
  await expect(top.nth(0)).toContainText("Third upload");
  await expect(top.nth(1)).toContainText("First upload");
  await expect(top.nth(2)).toContainText("Second upload");
  // (100 + 10) / 1500 = 7.3 %
  await expect(top.nth(1)).toContainText("Engagement 7.3%");

  await top.nth(0).getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Third upload", level: 1 })).toBeVisible();
});

test("an empty dashboard and a sync that YouTube can't run yet", async ({ page, server, signUpViaApi }) => {
  await signUpViaApi(page);
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@emptydemo", "Empty Channel");

  await page.goto(`/content-library?channel=${channel.id}`);
  await expect(page.getByRole("heading", { name: "Empty Channel Dashboard" })).toBeVisible();
  await expect(page.getByTestId("stat-tile").filter({ hasText: "Total Views" }).getByTestId("stat-value")).toHaveText(
    "0",
  );
  await expect(page.getByTestId("performance-metric").filter({ hasText: "Like rate" })).toContainText("N/A");
  await page.getByRole("tab", { name: "Recent Videos" }).click();
  await expect(page.getByText("No videos found")).toBeVisible();
  await page.getByRole("tab", { name: "Top Performers" }).click();
  await expect(
    page.getByRole("tabpanel", { name: "Top Performers" }).getByText("No video data available"),
  ).toBeVisible();

  await page.getByRole("button", { name: "Sync YouTube Data" }).click();
  await expect(page.getByText("Sync failed")).toBeVisible();
  await expect(page.getByText(/YouTube is not configured|not available/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sync YouTube Data" })).toBeEnabled();
});
