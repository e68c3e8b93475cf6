import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Theme = "light" | "dark";

/** WCAG 2.0/2.1 A and AA plus axe's best practices: every rule a screen must pass. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Applies a theme the way the app does (the `dark` class on <html>, stored under 'theme'). */
export async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((next) => {
    document.documentElement.classList.toggle("dark", next === "dark");
    localStorage.setItem("theme", next);
  }, theme);
}

/**
 * Waits until no finite CSS animation or transition runs (fades, theme colour changes), so axe reads the
 * colours the user ends up seeing. Endless ones (spinners, pulsing skeletons) never settle and are left alone.
 */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

function describe(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}`;
    })
    .join("\n");
}

/**
 * Runs axe over the page as it is now, once in the light and once in the dark theme, and fails on any
 * violation of any impact, listing each rule and node. Leaves the page in the theme it found.
 */
export async function expectAccessible(page: Page, screen: string) {
  const original: Theme = await page.evaluate(() =>
    document.documentElement.classList.contains("dark") ? "dark" : "light",
  );
  const failures: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await applyTheme(page, theme);
    await settle(page);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    if (violations.length > 0) failures.push(`${screen} (${theme} theme):\n${describe(violations)}`);
  }
  await applyTheme(page, original);
  expect.soft(failures.join("\n"), `axe violations on ${screen}`).toBe("");
}
