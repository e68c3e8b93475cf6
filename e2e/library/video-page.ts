import { expect, type Page } from "@playwright/test";

/**
 * The Script tab's review panel has read the workspace's approval setting. Until then its switch is
 * disabled and the switch's label dimmed, which axe reads as text below 4.5:1 (a loaded machine
 * widened that moment enough for a scan to land in it).
 */
export const reviewSettingLoaded = (page: Page) => expect(page.locator("#require-approval")).toBeEnabled();
