import { generateDailySeries, shiftDay } from "../../src/server/testing/fakes/youtube-analytics.ts";
import { CHANNEL_ID, connectAndOpenDashboard, expect, pacificToday, test } from "./analytics-fixtures.ts";

const compact = (n: number) => (Math.abs(n) >= 1000 ? `${(n / 1000).toFixed(1)}K` : String(n));

test("the dashboard's 28-day charts show YouTube Analytics' series with its totals against the previous period", async ({
  page,
  signUpViaApi,
  fakes,
}) => {
  await signUpViaApi(page);
  const channelId = await connectAndOpenDashboard(page);
  expect(fakes.analytics.calls().some((c) => c.query.ids === `channel==${CHANNEL_ID}`)).toBe(true);

  // The fake's series: the 28 complete days ending three days ago, against the 28 before them.
  const today = pacificToday();
  const series = new Map(generateDailySeries(today, 800).map((d) => [d.day, d]));
  const endDay = shiftDay(today, -3);
  const window = (offset: number) => Array.from({ length: 28 }, (_, i) => series.get(shiftDay(endDay, offset - i))!);
  const current = window(0);
  const previous = window(-28);
  const views = current.reduce((n, d) => n + d.views, 0);
  const before = previous.reduce((n, d) => n + d.views, 0);
  const change = Math.round(((views - before) / before) * 1000) / 10;

  const section = page.getByRole("region", { name: "YouTube Analytics" });
  await expect(section.getByRole("button", { name: "28 days" })).toHaveAttribute("aria-pressed", "true");
  const tile = (label: string) => section.getByTestId("analytics-total").filter({ hasText: label });
  await expect(tile("Views").getByTestId("analytics-total-value")).toHaveText(compact(views));
  await expect(tile("Views").getByTestId("period-change")).toContainText(`▲ ${change.toFixed(1)}%`);
  const net = current.reduce((n, d) => n + d.subscribersGained - d.subscribersLost, 0);
  await expect(tile("Net subscribers").getByTestId("analytics-total-value")).toHaveText(`+${compact(net)}`);
  for (const chart of ["chart-daily-views", "chart-daily-watch-time", "chart-net-subscribers"]) {
    await expect(section.getByTestId(chart).locator(".recharts-bar-rectangle")).toHaveCount(31);
  }
  // The last three days are marked as still coming in, not drawn as a drop.
  await expect(section.getByTestId("analytics-incomplete")).toContainText("The last 3 days");
  await expect(section.getByTestId("chart-daily-views").locator("figcaption")).toContainText("(incomplete)");
  // Impressions and CTR come in YouTube's reach reports, the first about two days after connecting.
  await expect(section.getByTestId("reach-waiting")).toContainText("CTR arrives about two days after connecting");

  // The Performance tab follows the period: the fake's uploads went out 5, 35 and 65 days ago, with
  // 1,000, 1,001 and 1,002 views and 100, 101 and 102 likes.
  const performance = page.getByRole("tabpanel", { name: "Performance" });
  const average = (label: string) =>
    performance.getByTestId("performance-metric").filter({ hasText: label }).locator("dd").first();
  await expect(performance.getByTestId("performance-period")).toContainText("Videos published in the last 28 days");
  await expect(performance.getByTestId("performance-period")).toContainText("1 video with metrics");
  await expect(average("Average likes per video")).toHaveText("100");
  await section.getByRole("button", { name: "90 days" }).click();
  await expect(performance.getByTestId("performance-period")).toContainText("Videos published in the last 90 days");
  await expect(performance.getByTestId("performance-period")).toContainText("3 videos with metrics");
  await expect(average("Average likes per video")).toHaveText("101");

  // A year against the year before.
  await section.getByRole("button", { name: "365 days" }).click();
  await expect(section.getByRole("button", { name: "365 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(section.getByTestId("analytics-range")).toContainText("against the 365 days before");
  await expect(section.getByTestId("chart-daily-views").locator(".recharts-bar-rectangle")).toHaveCount(368);
  await expect(section.getByTestId("chart-daily-reach")).toHaveCount(0);

  // YouTube's first reach report arrives (4 to 10 days ago, the newest upload); the next sync brings it.
  const newest = fakes.youtube.channels.get(CHANNEL_ID)!.videos[0];
  const reachDays = [4, 5, 6, 7, 8, 9, 10].map((offset) => shiftDay(today, -offset));
  fakes.reporting.addReport({
    createTime: new Date().toISOString(),
    rows: reachDays.map((day, i) => ({ day, videoId: newest.id, impressions: 2000 + i * 100, ctr: 0.05 })),
  });
  expect((await page.request.post(`/api/channels/${channelId}/sync-jobs`)).status()).toBe(202);
  await expect
    .poll(async () => (await (await page.request.get(`/api/channels/${channelId}/analytics`)).json()).reach.status, {
      timeout: 30_000,
    })
    .toBe("available");
  await page.reload();
  // The 28-day chart of impressions and CTR: a bar and a CTR point for each of the 7 days reported.
  const reach = section.getByTestId("chart-daily-reach");
  await expect(reach.getByRole("heading", { name: "Impressions and click-through rate" })).toBeVisible();
  await expect(reach.locator(".recharts-bar-rectangle")).toHaveCount(7);
  await expect(reach.locator(".reach-ctr-dot")).toHaveCount(7);
  await expect(reach.locator("figcaption")).toContainText(`${shortDayOf(reachDays[0])}: 2.0K impressions, 5.0% CTR`);
  // The days still coming in are said to be incomplete, as on the other charts.
  await expect(reach.locator("figcaption")).toContainText("(incomplete)");
  await expect(section.getByTestId("reach-waiting")).toHaveCount(0);
});

/** 'YYYY-MM-DD' → 'Nov 3', as the charts write days. */
const shortDayOf = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
