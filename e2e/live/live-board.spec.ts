import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";
import { dropTargetsMeasured } from "../production/keyboard-drag.ts";

// Issue 13 item 6, second "Done when" line: a card moved on one member's board appears moved on
// another member's open board within 2 s, without a reload (live events, decision 025).
test.setTimeout(120_000);

const column = (page: Page, stage: string) => page.getByTestId(`column-${stage}`);
const card = (scope: Page | Locator, title: string) => scope.getByTestId("board-card").filter({ hasText: title });

async function openBoard(page: Page) {
  const stream = page.waitForResponse((r) => r.url().endsWith("/api/events") && r.status() === 200);
  await page.goto("/production?view=board");
  await stream;
  await page.getByRole("tab", { name: "Board" }).click();
}

test("a card moved by keyboard on one member's board appears moved on the other's within 2 s", async ({
  server,
  signedInContexts,
}) => {
  const [first, second] = await signedInContexts("Ada First", "Ben Second");
  const ada = await first.newPage();
  const api = libraryApi(ada, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@liveboard", "Board Channel");
  const folder = await api.createFolder(channel.id, "Board Batch", "2025-07");
  await api.createVideo(folder.id, "Shared card");

  const ben = await second.newPage();
  await openBoard(ben);
  await expect(card(column(ben, "idea"), "Shared card")).toBeVisible();
  await openBoard(ada);
  await expect(card(column(ada, "idea"), "Shared card")).toBeVisible();

  await ada.getByRole("button", { name: "Move Shared card" }).focus();
  await ada.keyboard.press("Space");
  // The arrow key moves the card only once it is picked up (dnd-kit starts listening after a render).
  await expect(ada.locator("[id^='DndLiveRegion']").first()).toContainText("Picked up Shared card");
  await dropTargetsMeasured(ada);
  await ada.keyboard.press("ArrowRight");
  await expect(card(column(ada, "scripting"), "Shared card")).toBeVisible();
  const moved = ada.waitForResponse((r) => r.request().method() !== "GET" && r.url().includes("/api/") && r.ok());
  await ada.keyboard.press("Space");
  await moved;
  await expect(card(column(ben, "scripting"), "Shared card")).toBeVisible({ timeout: 2_000 });
  await expect(card(column(ben, "idea"), "Shared card")).toHaveCount(0);
});
