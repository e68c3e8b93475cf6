import { expect, test } from "../fixtures.ts";
import {
  expectDialogClosedWithFocusOn,
  longScript,
  rateBetween,
  seedVideoWithScript,
  wordOnReadingLine,
} from "./script-output-helpers.ts";

test.use({ colorScheme: "dark", viewport: { width: 1280, height: 800 } });
test.setTimeout(90_000);

// The teleprompter scrolls within 10 % of the set words per minute
// over 10 s, Space pauses and resumes, mirror flips the text, Esc leaves.
// The page runs on Playwright's clock (time, timers and animation frames move when the test says), so
// the rate is measured over the page's own seconds: a busy machine delays frames, never the reading.
test("the teleprompter reads at the set words per minute, pauses, mirrors and leaves with Esc", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  // 30 paragraphs of 24 words (720 read words) with a [PART n] label before every third.
  const videoId = await seedVideoWithScript(page, server.url, "Teleprompter test", longScript(30, 24));
  // The page's clock from its first script on (Playwright advises installing it before navigating).
  await page.clock.install();
  await page.goto(`/video/${videoId}?tab=script`);
  const open = page.getByRole("button", { name: "Teleprompter" });
  await open.click();

  const prompter = page.getByRole("dialog", { name: "Teleprompter: Teleprompter test" });
  await expect(prompter).toBeVisible();
  await expect(prompter.getByTestId("teleprompter-speed")).toHaveText("150 wpm");
  // Labels are cues, not read words: 720 words at 150 a minute is 4:48.
  await expect(prompter.locator("[data-cue]")).toHaveCount(10);
  await expect(prompter.locator("[data-cue]").first()).toHaveText("Section: PART 1");
  await expect(prompter.getByTestId("teleprompter-remaining")).toHaveText("4:48");
  await expect(prompter.getByTestId("teleprompter-elapsed")).toHaveText("0:00");
  const start = await wordOnReadingLine(page);
  expect(start.word).toBeCloseTo(0, 1);

  // From here the page's time stands still but for the test's runFor calls.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  // Space starts; over 10 s the reading line moves 25 words (150 a minute), within 10 %.
  await page.keyboard.press("Space");
  await expect(prompter.getByRole("button", { name: "Pause" })).toBeVisible();
  await page.clock.runFor(1_000);
  const t0 = await wordOnReadingLine(page);
  await page.clock.runFor(10_000);
  const t1 = await wordOnReadingLine(page);
  expect(t1.atMs - t0.atMs).toBeGreaterThanOrEqual(10_000);
  expect(Math.abs(rateBetween(t0, t1) - 150) / 150).toBeLessThanOrEqual(0.1);

  // ↑ twice while running: 170 words a minute from here on.
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(prompter.getByTestId("teleprompter-speed")).toHaveText("170 wpm");
  const t2 = await wordOnReadingLine(page);
  await page.clock.runFor(6_000);
  const t3 = await wordOnReadingLine(page);
  expect(Math.abs(rateBetween(t2, t3) - 170) / 170).toBeLessThanOrEqual(0.1);
  // The rest is no measurement: time flows again.
  await page.clock.resume();
  await page.keyboard.press("ArrowDown");
  await expect(prompter.getByTestId("teleprompter-speed")).toHaveText("160 wpm");

  // Space pauses: nothing moves for 1.5 s; Space again resumes.
  await page.keyboard.press("Space");
  await expect(prompter.getByRole("button", { name: "Resume" })).toBeVisible();
  const paused = await wordOnReadingLine(page);
  // Elapsed counts the reading time (at least the 17 s waited above); remaining is the words left at 160 a minute.
  const seconds = (clock: string) => clock.split(":").reduce((total, part) => total * 60 + Number(part), 0);
  expect(seconds(await prompter.getByTestId("teleprompter-elapsed").innerText())).toBeGreaterThanOrEqual(17);
  const remaining = seconds(await prompter.getByTestId("teleprompter-remaining").innerText());
  expect(Math.abs(remaining - ((720 - paused.word) * 60) / 160)).toBeLessThanOrEqual(1);
  await page.waitForTimeout(1_500);
  // Running, 1.5 s would be 4 words; paused it stays within a frame's worth (a busy machine may
  // paint the pause position a frame or two after the button changed).
  expect(Math.abs((await wordOnReadingLine(page)).word - paused.word)).toBeLessThan(0.5);
  await page.keyboard.press("Space");
  await page.waitForTimeout(1_500);
  expect((await wordOnReadingLine(page)).word).toBeGreaterThan(paused.word + 2);

  // ← and → jump a paragraph (paused, so the reading line shows exactly where).
  await page.keyboard.press("Space");
  const before = (await wordOnReadingLine(page)).word;
  const paragraph = Math.floor(before / 24);
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await wordOnReadingLine(page)).word).toBeCloseTo((paragraph + 1) * 24, 1);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(async () => (await wordOnReadingLine(page)).word).toBeCloseTo(paragraph * 24, 1);

  // Space is the teleprompter's even when a button has focus (it does not press the button).
  const mirror = prompter.getByRole("button", { name: "Mirror" });
  await mirror.focus();
  await page.keyboard.press("Space");
  await expect(prompter.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect(mirror).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Space");

  // Mirror mode flips the text horizontally; the text size buttons change the type.
  await mirror.click();
  await expect(mirror).toHaveAttribute("aria-pressed", "true");
  const text = prompter.getByTestId("teleprompter-text");
  await expect(text).toHaveCSS("transform", "matrix(-1, 0, 0, 1, 0, 0)");
  const stage = prompter.getByTestId("teleprompter-stage");
  const size = Number.parseFloat(await stage.evaluate((el) => getComputedStyle(el).fontSize));
  await prompter.getByRole("button", { name: "Larger text" }).click();
  await expect(stage).toHaveCSS("font-size", `${size + 4}px`);

  // Esc leaves, and focus is back on the button that opened the teleprompter.
  await page.keyboard.press("Escape");
  await expectDialogClosedWithFocusOn(page, "Teleprompter");

  // Mirror and text size are kept for the next time.
  await open.click();
  await expect(prompter.getByTestId("teleprompter-text")).toHaveCSS("transform", "matrix(-1, 0, 0, 1, 0, 0)");
  await expect(prompter.getByTestId("teleprompter-stage")).toHaveCSS("font-size", `${size + 4}px`);
  await prompter.getByRole("button", { name: "Exit" }).click();
  await expectDialogClosedWithFocusOn(page, "Teleprompter");
});
