// The dashboard feature's screens, checked in every interface language (e2e/i18n/screens.spec.ts).
import type { Page } from "@playwright/test";
import { expect } from "../../fixtures.ts";
import { libraryApi } from "../../library/library-api.ts";
import type { Screen } from "../screen.ts";

const CHANNEL = "Screens Channel";

/**
 * A channel with two month folders, three videos with metrics and one without: every tile, chart and
 * tab has something to say. Returns its dashboard's address.
 */
async function seedDashboard(page: Page, serverUrl: string): Promise<string> {
  const api = libraryApi(page, serverUrl);
  const channel = await api.createChannel(`https://www.youtube.com/@screens${Date.now()}`, CHANNEL);
  const june = await api.createFolder(channel.id, "June uploads", "2025-06");
  const july = await api.createFolder(channel.id, "July uploads", "2025-07");
  const first = await api.createVideo(june.id, "How to plan a month of videos");
  const second = await api.createVideo(june.id, "Five editing tricks");
  const third = await api.createVideo(july.id, "Lighting on a budget");
  await api.createVideo(july.id, "Draft without metrics");
  await api.saveMetrics(first.id, { views: 12_500, likes: 640, comments: 52, ctr: 6.4, retention: 48.5 });
  await api.saveMetrics(second.id, { views: 3_200, likes: 210, comments: 18 });
  await api.saveMetrics(third.id, { views: 48_000, likes: 2_900, comments: 230 });
  return `/content-library?channel=${channel.id}`;
}

/** The dashboard has drawn its tiles and charts, in the page's language (its heading is no longer English). */
async function dashboardReady(page: Page) {
  await expect(page.getByTestId("stat-tile")).toHaveCount(4);
  await expect(page.getByTestId("chart-views-by-month").locator(".recharts-bar-rectangle")).toHaveCount(2);
  await expect(page.getByTestId("chart-views-per-video").locator(".recharts-bar-rectangle")).toHaveCount(3);
  await expect(page.locator("#dashboard-heading")).not.toHaveText(`${CHANNEL} Dashboard`);
}

/** Opens the dashboard's tab at `index` (Performance, Recent Videos, Top Performers, Outliers) once it is ready. */
const onTab = (index: number, shown: (page: Page) => Promise<void>) => async (page: Page) => {
  await dashboardReady(page);
  // The dashboard's own tabs, not the library page's around it.
  const tab = page.locator("section[aria-labelledby='dashboard-heading']").getByRole("tab").nth(index);
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await shown(page);
};

export const dashboardScreens: Screen[] = [
  { name: "channel dashboard (Performance)", as: "admin", path: seedDashboard, ready: dashboardReady },
  {
    name: "channel dashboard (Top Performers)",
    as: "admin",
    path: seedDashboard,
    ready: onTab(2, (page) => expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible()),
  },
  {
    // Without YouTube there is no retention curve: the panel says how many more videos it needs
    // (e2e/studio/lessons-narrow.spec.ts walks it with lessons, against the YouTube doubles).
    name: "channel dashboard, What your audience tells you (videos needed)",
    as: "admin",
    path: seedDashboard,
    ready: async (page) => {
      await dashboardReady(page);
      const panel = page.getByTestId("audience-lessons");
      await expect(panel.getByTestId("audience-lessons-needed")).toBeVisible();
      await panel.scrollIntoViewIfNeeded();
    },
  },
  {
    name: "channel dashboard (Outliers, none synced)",
    as: "admin",
    path: seedDashboard,
    ready: onTab(3, (page) => expect(page.getByTestId("own-outliers-empty")).toBeVisible()),
  },
];
