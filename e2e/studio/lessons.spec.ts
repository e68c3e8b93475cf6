// issue 30, "what the audience says", from the dashboard to the next script: a channel synced from the
// YouTube doubles with eight published videos (planted scripts, chapters and retention curves: short
// hooks hold 15 points more at 30 s, the sponsor reads lose the most a minute). The dashboard's panel
// shows the two lessons with their n, spread and videos (links), and downloads their figures as CSV;
// from there the studio's configure step shows the same lessons, each with a switch; one is switched
// off from the keyboard and the script is generated on the token-streaming model double. The plan
// request carries the lesson on and not the one off; axe in both themes.

import { parseCsv } from "../../src/shared/csv.ts";
import { expectAccessible } from "../accessibility/axe.ts";
import { CHANNEL_NAME, connectAndOpenDashboard, expect, plantScripts, test, VIDEOS } from "./lessons-fixtures.ts";
import { demoToConfigure } from "./studio-helpers.ts";

test.setTimeout(240_000);

// A failure shows the server's last words (a crash during the sync reads as a reset connection).
test.afterEach(async ({ server }, info) => {
  if (info.status !== info.expectedStatus) console.log(server.logs().slice(-3000));
});

test("the dashboard shows the channel's lessons and their CSV; the configure step offers them; the one switched off stays out of the plan request", async ({
  page,
  signUpViaApi,
  fakes,
  double,
}) => {
  test.slow();
  await signUpViaApi(page);
  const channelId = await connectAndOpenDashboard(page);
  expect(await plantScripts(page, channelId, [...fakes.analytics.videos.keys()])).toBe(VIDEOS);
  // The dashboard's panel, once the planted scripts count (the lessons are computed on request).
  const panel = page.getByTestId("audience-lessons");
  await expect(async () => {
    await page.reload();
    await expect(panel.getByTestId("audience-lesson")).toHaveCount(2, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(panel.getByRole("heading", { name: "What your audience tells you" })).toBeVisible();
  const hookLesson = panel.getByTestId("audience-lesson").filter({ hasText: "Keep the hook under 50 words" });
  await expect(hookLesson).toContainText("Your videos with shorter hooks hold 15 points more at 30 s (n = 8).");
  await expect(hookLesson.getByTestId("audience-lesson-n")).toHaveText("8");
  await expect(hookLesson.getByTestId("audience-lesson-spread")).toHaveText(/^±\d+(\.\d)? points$/);
  await expect(hookLesson.getByTestId("audience-lesson-videos").getByRole("link")).toHaveCount(VIDEOS);
  await expect(
    panel.getByTestId("audience-lesson").filter({ hasText: "Shorten and tighten sponsor sections" }),
  ).toHaveCount(1);
  await expectAccessible(page, "dashboard, What your audience tells you");

  // The figures behind them download as CSV: one row per section (five) per video.
  const download = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^numbers-lab-audience-lessons-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...records] = parseCsv(await streamText(await file.createReadStream()));
  expect(header[0]).toBe("Video ID");
  expect(records).toHaveLength(VIDEOS * 5);

  // A video behind a lesson opens its page, from the keyboard.
  const firstVideo = hookLesson.getByTestId("audience-lesson-videos").getByRole("link").first();
  await firstVideo.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/video\//);

  await page.goto("/content-studio");
  await page.locator("#research-channel").click();
  await page.getByRole("option", { name: CHANNEL_NAME }).click();
  await demoToConfigure(page);

  const lessons = page.getByTestId("channel-lessons");
  await expect(lessons.getByRole("heading", { name: "What your audience tells you" })).toBeVisible();
  const hook = lessons.getByRole("switch", { name: "Keep the hook under 50 words" });
  const sponsor = lessons.getByRole("switch", { name: "Shorten and tighten sponsor sections" });
  await expect(hook).toBeChecked();
  await expect(sponsor).toBeChecked();
  await expect(lessons).toContainText("Your videos with short hooks hold 15 points more at 30 s (n = 8)");
  await expectAccessible(page, "studio configure step with the channel's lessons");

  // From the keyboard: Space switches the hook lesson off.
  await hook.focus();
  await page.keyboard.press("Space");
  await expect(hook).not.toBeChecked();
  await expect(sponsor).toBeChecked();

  double.reset();
  await page.getByRole("button", { name: "Generate Script" }).click();
  await expect(page.getByTestId("applied-lessons")).toHaveText("Applied: Shorten and tighten sponsor sections");
  await expect(page.getByLabel("Script", { exact: true })).toBeVisible({ timeout: 60_000 });

  const planning = double.requests.find((r) => r.structured && r.prompt.includes("\nRoles: "));
  expect(planning?.prompt).toContain("[section-kind] Shorten and tighten sponsor sections.");
  expect(planning?.prompt).not.toContain("[hook-length]");
  expect(planning?.prompt).not.toContain("Keep the hook under");
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
