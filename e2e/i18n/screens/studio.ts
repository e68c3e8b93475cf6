// The studio feature's screens, checked in every interface language (e2e/i18n/screens.spec.ts).
import type { Page } from "@playwright/test";
import { expect } from "../../fixtures.ts";
import type { Screen } from "../screen.ts";

/** The studio's catalogue arrived: every language tested here names the page otherwise. */
async function studioShown(page: Page) {
  await expect(page.getByTestId("studio-provider")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Content Studio");
}

export const studioScreens: Screen[] = [
  { name: "content studio: research step", as: "admin", path: "/content-studio", ready: studioShown },
  {
    name: "content studio: configuration, the language list open",
    as: "admin",
    path: "/content-studio",
    // The demo's research and topics (offline writer), two topics, then the configure step with the
    // Language list opened from the keyboard. Test ids: the buttons' names differ in every language.
    ready: async (page) => {
      await studioShown(page);
      await page.getByTestId("demo-workflow").click();
      const topics = page.getByTestId("suggested-topics").getByRole("checkbox");
      await topics.first().check();
      await topics.nth(1).check();
      await page.getByTestId("continue-to-configure").click();
      const language = page.locator('input[role="combobox"]');
      await language.press("ArrowDown");
      await expect(page.getByRole("listbox")).toBeVisible();
    },
  },
];
