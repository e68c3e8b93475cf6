// What a screen shows a person that the catalogues would have translated (decision 040): any visible
// text, aria-label, placeholder, title or alt equal to an English catalogue text whose translation in
// the page's language says something else. A string shown in English although a translation exists
// (a screen that forgot t()), or a key missing from the catalogue that English shares, both end here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { afterTwoFrames } from "../support/frames.ts";

const localesDir = path.resolve(import.meta.dirname, "../../src/locales");

const catalogue = (language: string) =>
  Object.assign(
    {},
    ...readdirSync(path.join(localesDir, language)).map(
      (file) => JSON.parse(readFileSync(path.join(localesDir, language, file), "utf8")) as Record<string, string>,
    ),
  ) as Record<string, string>;

/**
 * The English texts that must not show in `language`: those its catalogues translate differently.
 * Messages with ICU values ("{n} videos") are left out: their English shows only once formatted.
 */
export function englishOnlyTexts(language: string): Set<string> {
  const english = catalogue("en");
  const translated = catalogue(language);
  const texts = new Set<string>();
  for (const key of Object.keys(english)) {
    if (key.includes("{") || key.includes("<")) continue;
    const translation = translated[key];
    if (translation && translation.trim() !== key.trim()) texts.add(key.trim());
  }
  return texts;
}

/** Every text a person reads or hears on the page now: visible text nodes and the labelling attributes. */
export function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== "hidden" && style.display !== "none" && element.getClientRects().length > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script, style, template")) continue;
      // sr-only text is clipped, not hidden: it is read aloud, so it counts.
      if (visible(parent) || parent.closest(".sr-only")) texts.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Fails (softly, so a screen's other checks still run) on each English text left on the screen. */
export async function expectNoEnglishLeft(page: Page, screen: string, language: string) {
  await expect(page.locator("html"), `${screen}: <html lang>`).toHaveAttribute("lang", language);
  const englishOnly = englishOnlyTexts(language);
  const left = [...new Set((await readableTexts(page)).filter((text) => englishOnly.has(text)))];
  expect.soft(left, `${screen}: English left on a ${language} screen`).toEqual([]);
}

const soft = expect.configure({ soft: true });

/**
 * Fails when the page scrolls sideways (at 375 px, longer labels in Portuguese or Hindi overflow first).
 * Polled for a moment: a page just narrowed lays itself out again once its media queries have told it.
 */
export async function expectNoSidewaysScroll(page: Page, screen: string) {
  // Two frames: the media queries' change events, the re-render they start, and its layout.
  await afterTwoFrames(page);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await soft.poll(overflow, { message: `${screen} scrolls sideways (px)`, timeout: 3_000 }).toBeLessThanOrEqual(0);
  if ((await overflow()) > 0) {
    await test.info().attach(`${screen}: what reaches past the right edge`, { body: await pastTheRightEdge(page) });
  }
}

/**
 * The elements whose right edge is past the viewport's, outermost first, leaving out those inside a box
 * that clips or scrolls them (a tab list scrolling within itself): where a sideways scroll comes from.
 */
function pastTheRightEdge(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible") return true;
      }
      return false;
    };
    const lines: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5 || clipped(element)) continue;
      const text = (element.textContent ?? "").trim().slice(0, 40);
      const classes = (element.getAttribute("class") ?? "").slice(0, 120);
      lines.push(`${element.tagName.toLowerCase()}.${classes} right ${Math.round(box.right)} px: ${text}`);
      if (lines.length === 30) break;
    }
    return lines.join("\n");
  });
}
