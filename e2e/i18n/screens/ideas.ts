// The ideas feature's screens, checked in every interface language (e2e/i18n/screens.spec.ts).
import type { Page } from "@playwright/test";
import { expect } from "../../fixtures.ts";
import type { Screen } from "../screen.ts";

async function post(page: Page, serverUrl: string, path: string, data: unknown) {
  const res = await page.request.post(`${serverUrl}${path}`, { data, headers: { origin: serverUrl } });
  if (!res.ok()) throw new Error(`POST ${path} failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Two idea cards, one with notes, a source, tags and a score: the bank with something on every line. */
async function seedIdeas(page: Page, serverUrl: string): Promise<string> {
  await post(page, serverUrl, "/api/ideas", {
    title: "Ten tools under ten euros",
    notes: "Compare with last year's list.",
    sourceText: "A viewer's comment",
    tags: ["tools", "budget"],
    rating: 80,
  });
  await post(page, serverUrl, "/api/ideas", { title: "Router table jig" });
  return "/ideas";
}

/** A niche with no channel read yet: the outliers page's filters, niche controls and empty state. */
async function seedNiche(page: Page, serverUrl: string): Promise<string> {
  await post(page, serverUrl, "/api/ideas/niches", { name: `Woodworking ${Date.now()}` });
  return "/ideas/outliers";
}

/** The page's catalogue arrived: every language tested here names the page otherwise. */
const translatedHeading = (page: Page, english: string) =>
  expect(page.getByRole("heading", { level: 1 })).not.toHaveText(english);

export const ideasScreens: Screen[] = [
  {
    name: "idea bank",
    as: "admin",
    path: seedIdeas,
    ready: async (page) => {
      await expect(page.getByTestId("idea-card").first()).toBeVisible();
      await expect(page.getByTestId("idea-card")).not.toHaveCount(0);
      await translatedHeading(page, "Idea bank");
    },
  },
  {
    name: "idea bank: New idea dialog",
    as: "admin",
    path: "/ideas",
    ready: async (page) => {
      await translatedHeading(page, "Idea bank");
      await page.locator("h1 + button").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.locator("#idea-title")).toBeVisible();
    },
  },
  {
    name: "outliers (a niche, nothing read yet)",
    as: "admin",
    path: seedNiche,
    ready: async (page) => {
      // "Outliers" is Spanish too: the empty state says whether the catalogue arrived.
      await expect(page.getByTestId("outliers-empty")).toBeVisible();
      await expect(page.getByTestId("outliers-empty")).not.toHaveText(
        "No outliers under these filters. Try a lower minimum score or a longer period.",
      );
    },
  },
];
