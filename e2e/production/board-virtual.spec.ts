// Issue 13, "renders smoothly (virtualised columns)": a column of 50 Ideas renders only the cards in
// view, scrolls on its own down to its last card, and a card moved by keyboard or mouse where the
// column was scrolled keeps its new place after a reload.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";
import { dropTargetsMeasured } from "./keyboard-drag.ts";

test.setTimeout(120_000);

const IDEAS = 50;
const title = (n: number) => `Idea ${String(n).padStart(2, "0")}`;
const card = (scope: Locator, name: string) => scope.getByTestId("board-card").filter({ hasText: name });
/** The card at a 1-based position of the whole column, as its list item tells a screen reader. */
const at = (scope: Locator, position: number) =>
  scope.locator(`[data-testid="board-card"][aria-posinset="${position}"]`);

/** Scrolls the column's list to its end (cards measured on the way may lengthen it: until it stays there). */
async function scrollToEnd(list: Locator, last: Locator) {
  await expect(async () => {
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(last).toBeInViewport({ ratio: 1, timeout: 500 });
  }).toPass();
}

/** The answer to the next card move. */
const moveSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/move") && r.request().method() === "POST", { timeout: 10_000 });

/**
 * Presses ↓ and waits until the card being carried has taken its step: dnd-kit moves it by a
 * transform, or scrolls its column (smoothly) when the next place is below the middle. Like a
 * person's, the next press then starts from where the card is (a press during the scroll is lost).
 */
async function stepDown(carried: Locator, list: Locator) {
  const card = await carried.elementHandle({ timeout: 5_000 });
  const where = () => list.evaluate((el, node) => `${el.scrollTop} ${(node as HTMLElement).style.transform}`, card);
  const before = await where();
  await carried.page().keyboard.press("ArrowDown");
  await expect.poll(where).not.toBe(before);
  // Settled: the same place over five frames in a row.
  await list.evaluate(
    (el, node) =>
      new Promise<void>((resolve) => {
        let last = "";
        let stillFrames = 0;
        const tick = () => {
          const now = `${el.scrollTop} ${(node as HTMLElement).style.transform}`;
          stillFrames = now === last ? stillFrames + 1 : 0;
          last = now;
          if (stillFrames >= 5) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    card,
  );
}

/** Opens the channel's board with the whole Idea column in the page's view. */
async function openBoard(page: Page, channelId: string) {
  await page.goto(`/content-library?channel=${channelId}&tab=production`);
  const column = page.getByTestId("column-idea");
  await expect(column.getByRole("heading", { level: 2 })).toHaveText(`Idea${IDEAS}`);
  // The board draws before the code that moves its cards; the cards' handles come with that code.
  await expect(column.getByRole("button", { name: /^Move / }).first()).toBeVisible();
  await column.evaluate((el) => el.scrollIntoView({ block: "end" }));
  return { column, list: page.getByTestId("column-idea-list") };
}

test("a column of 50 Ideas renders the cards in view, scrolls to its last one and moves cards there by keyboard and mouse", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, { name: "Vera Virtual" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@virtualboard", "Virtual Board");
  const folder = await api.createFolder(channel.id, "Many ideas", "2025-05");
  // A new video goes on top of Idea: "Idea 50" opens the column, "Idea 01" ends it.
  for (let n = 1; n <= IDEAS; n++) await api.createVideo(folder.id, title(n));

  const { column, list } = await openBoard(page, channel.id);
  const cards = column.getByTestId("board-card");
  await expect(card(column, title(50))).toBeInViewport();
  await expect(at(column, 1)).toHaveAttribute("aria-setsize", String(IDEAS));
  await expect(card(column, title(1))).toHaveCount(0);
  expect(await cards.count()).toBeLessThan(20);

  // By keyboard from the top, ten places down: the column scrolls along, and the card being carried,
  // whose own place scrolled out of view, stays on the page until it is dropped.
  await page.getByRole("button", { name: `Move ${title(50)}` }).focus();
  await page.keyboard.press("Space");
  const live = page.locator("[id^='DndLiveRegion']").first();
  await expect(live).toContainText(`Picked up ${title(50)}`);
  await dropTargetsMeasured(page);
  for (let step = 0; step < 10; step++) await stepDown(card(column, title(50)).getByRole("article"), list);
  await expect(list).not.toHaveJSProperty("scrollTop", 0);
  const carried = moveSaved(page);
  await page.keyboard.press("Space");
  await expect(live).toContainText(`${title(50)} was dropped in Idea`);
  expect((await carried).ok()).toBe(true);
  await expect(card(column, title(50))).toHaveAttribute("aria-posinset", "11");
  await expect(at(column, 10)).toContainText(title(40));

  // Scrolled to its end, the column shows its last card; its first has left the page, but not the
  // card holding the keyboard focus (its handle, after the drop), far above.
  await scrollToEnd(list, card(column, title(1)));
  await expect(at(column, IDEAS)).toContainText(title(1));
  await expect(card(column, title(49))).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Move ${title(50)}` })).toBeFocused();
  expect(await cards.count()).toBeLessThan(20);

  // By keyboard, down there: "Idea 02" (49th) goes one place down, below "Idea 01".
  await page.getByRole("button", { name: `Move ${title(2)}` }).focus();
  await page.keyboard.press("Space");
  await expect(live).toContainText(`Picked up ${title(2)}`);
  await dropTargetsMeasured(page);
  await stepDown(card(column, title(2)).getByRole("article"), list);
  // Its place within the column, of the column's whole count.
  await expect(live).toContainText(`${title(2)} is now in Idea, position 50 of ${IDEAS}.`);
  const moved = moveSaved(page);
  await page.keyboard.press("Space");
  await expect(live).toContainText(`${title(2)} was dropped in Idea`);
  expect((await moved).ok()).toBe(true);
  await expect(at(column, IDEAS)).toContainText(title(2));
  await expect(at(column, IDEAS - 1)).toContainText(title(1));

  // By mouse, halfway down: "Idea 25" dropped on "Idea 24", the card below it, takes its place.
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 - el.clientHeight / 2 }));
  const from = card(column, title(25));
  const to = card(column, title(24));
  await expect(from).toBeInViewport({ ratio: 1 });
  await expect(to).toBeInViewport({ ratio: 1 });
  await expect(from).toHaveAttribute("aria-posinset", "26");
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("nothing to drag");
  const x = start.x + start.width / 2;
  const y = start.y + start.height - 12;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 8, { steps: 4 });
  await page.mouse.move(x, end.y + end.height - 12, { steps: 12 });
  const mouseMoved = moveSaved(page);
  await page.mouse.up();
  expect((await mouseMoved).ok()).toBe(true);
  await expect(card(column, title(25))).toHaveAttribute("aria-posinset", "27");
  await expect(card(column, title(24))).toHaveAttribute("aria-posinset", "26");

  // Opened again, the board keeps the three moves.
  await openBoard(page, channel.id);
  await expect(card(column, title(50))).toHaveAttribute("aria-posinset", "11");
  await scrollToEnd(list, card(column, title(1)));
  await expect(at(column, IDEAS)).toContainText(title(2));
  await expect(at(column, IDEAS - 1)).toContainText(title(1));
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 - el.clientHeight / 2 }));
  await expect(card(column, title(25))).toHaveAttribute("aria-posinset", "27");
  await expect(card(column, title(24))).toHaveAttribute("aria-posinset", "26");
});
