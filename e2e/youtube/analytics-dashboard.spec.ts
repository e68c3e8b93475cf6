import { generateDailySeries, shiftDay } from "../../src/server/testing/fakes/youtube-analytics.ts";
import { CHANNEL_ID, connectAndOpenDashboard, expect, pacificToday, test } from "./analytics-fixtures.ts";

const compact = (n: number) => (Math.abs(n) >= 1000 ? `${(n / 1000).toFixed(1)}K` : String(n));

test("the dashboard's 28-day charts show YouTube Analytics' series with its totals against the previous period", async ({
  page,
  signUpViaApi,
  fakes,
}) => {
  await signUpViaApi(page);
  await connectAndOpenDashboard(page);
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

  // A year against the year before.
  await section.getByRole("button", { name: "365 days" }).click();
  await expect(section.getByRole("button", { name: "365 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(section.getByTestId("analytics-range")).toContainText("against the 365 days before");
  await expect(section.getByTestId("chart-daily-views").locator(".recharts-bar-rectangle")).toHaveCount(368);
});
