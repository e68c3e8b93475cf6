import path from "node:path";
import { expect, type Page } from "@playwright/test";
import axe, { type AxeResults, type Result } from "axe-core";

type Theme = "light" | "dark";

/** WCAG 2.0/2.1 A and AA plus axe's best practices: every rule a screen must pass. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Applies a theme the way the app does (the `dark` class on <html>, stored under 'theme'), without the
 * colour transitions a switch starts on some two thousand elements: the colours land where those
 * transitions would have ended, a frame or two sooner (the technique of next-themes'
 * `disableTransitionOnChange`).
 */
export async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((next) => {
    const root = document.documentElement;
    localStorage.setItem("theme", next);
    if (root.classList.contains("dark") === (next === "dark")) return;
    const still = document.createElement("style");
    still.textContent = "*, ::before, ::after { transition: none !important; }";
    document.head.append(still);
    root.classList.toggle("dark", next === "dark");
    // Computes the new colours while transitions are off; removing the rule then starts none.
    getComputedStyle(root).getPropertyValue("color");
    still.remove();
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

/**
 * Runs axe-core over the page as it is now, with the rules of TAGS. axe is injected once per document
 * and frame (a navigation clears it) rather than on every run: @axe-core/playwright re-sends its 550 kB
 * and assembles the results in a new blank tab on every run, about three times as long.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axe.source);
  }
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    TAGS,
  );
}

function describe(violations: Result[]): string {
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
 * With E2E_SCREENSHOTS=<dir>, every screen axe checks is also kept as a PNG there, per theme, so a person
 * can look at what the tests walked through (both themes, and 375 px where a test narrows the page).
 */
async function keepScreenshot(page: Page, screen: string, theme: Theme) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  const name = `${screen.replace(/[^\p{L}\p{N}]+/gu, "-").slice(0, 80)}-${width}px-${theme}.png`;
  await page.screenshot({ path: path.join(dir, name), fullPage: true });
}

/**
 * Runs axe over the page as it is now, once in the light and once in the dark theme (or in the `themes`
 * given), and fails on any violation of any impact, listing each rule and node. Leaves the page in the
 * theme it found.
 */
export async function expectAccessible(page: Page, screen: string, themes: readonly Theme[] = ["light", "dark"]) {
  const original: Theme = await page.evaluate(() =>
    document.documentElement.classList.contains("dark") ? "dark" : "light",
  );
  const failures: string[] = [];
  for (const theme of themes) {
    await applyTheme(page, theme);
    await settle(page);
    const { violations } = await runAxe(page);
    if (violations.length > 0) failures.push(`${screen} (${theme} theme):\n${describe(violations)}`);
    await keepScreenshot(page, screen, theme);
  }
  await applyTheme(page, original);
  expect.soft(failures.join("\n"), `axe violations on ${screen}`).toBe("");
}
