import type { Page } from "@playwright/test";

/**
 * Resolves after the page has drawn two more frames: effects and observers a change set off (media
 * queries' change events, measurements taken after a commit) have run, and the layout they caused.
 */
export const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
