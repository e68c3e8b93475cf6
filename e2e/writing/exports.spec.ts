import { readFileSync } from "node:fs";
import { parseScriptBlocks } from "../../src/client/script-output/script-blocks.ts";
import { expect, test } from "../fixtures.ts";
import { closeToasts, demoToConfigure, expectToast, setDurationMinutes } from "../studio/studio-helpers.ts";
import {
  downloadAs,
  expectDialogClosedWithFocusOn,
  readDocx,
  readMarkdown,
  seedVideoWithScript,
} from "./script-output-helpers.ts";

test.use({ colorScheme: "light" });
test.setTimeout(120_000);

/** What each format's reader should find: the labels as level-2 headings and the paragraphs. */
function expectedBlocks(text: string) {
  const blocks = parseScriptBlocks(text);
  return {
    markdown: blocks.map((b) => (b.kind === "label" ? `h2: ${b.text}` : `paragraph: ${b.lines.join("\n")}`)),
    // mammoth's raw text keeps paragraphs apart but drops the line breaks within one.
    docx: blocks.map((b) => (b.kind === "label" ? b.text : b.lines.join(""))),
    labels: blocks.filter((b) => b.kind === "label").map((b) => b.text),
  };
}

// issue 10 §6 and its "done when": the three downloads open with their formats' own readers.
test("the editor downloads the script as .txt, Markdown and Word, each read back by its format's reader", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await demoToConfigure(page);
  await setDurationMinutes(page, 1);
  await page.getByRole("button", { name: "Generate Script" }).click();
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  const text = await editor.inputValue();
  const expected = expectedBlocks(text);
  expect(expected.labels.length, "the offline writer's full script has section labels").toBeGreaterThan(0);
  const docxChunks: string[] = [];
  page.on("request", (request) => {
    if (/script-docx-[\w-]+\.js$/.test(request.url())) docxChunks.push(request.url());
  });

  // The Download button is the spec's one-click .txt: youtube-script-{timestamp}.txt, the text exactly.
  const [txt] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(txt.suggestedFilename()).toMatch(/^youtube-script-\d{13}\.txt$/);
  expect(readFileSync(await txt.path(), "utf8")).toBe(text);
  await expectToast(page, "Download started");
  await closeToasts(page);
  // …and the first item of its menu.
  const txtFromMenu = await downloadAs(page, "Text (.txt)");
  expect(txtFromMenu.suggestedFilename()).toMatch(/^youtube-script-\d{13}\.txt$/);
  expect(readFileSync(await txtFromMenu.path(), "utf8")).toBe(text);

  // Markdown: no title heading (the script belongs to no video), labels as headings, paragraphs kept.
  const md = await downloadAs(page, "Markdown (.md)");
  expect(md.suggestedFilename()).toMatch(/^youtube-script-\d{13}\.md$/);
  expect(await readMarkdown(md)).toEqual(expected.markdown);

  // Word: its library is fetched on this first click only.
  expect(docxChunks).toEqual([]);
  const docx = await downloadAs(page, "Word (.docx)");
  expect(docx.suggestedFilename()).toMatch(/^youtube-script-\d{13}\.docx$/);
  expect(docxChunks).toHaveLength(1);
  const word = await readDocx(docx);
  expect(word.paragraphs).toEqual(expected.docx);
  for (const label of expected.labels) expect(word.html).toContain(`<h2>${label}</h2>`);
  await closeToasts(page);

  // The menu works from the keyboard: Enter opens it on its first item, arrows move, Enter picks.
  await page.getByRole("button", { name: "More file formats" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Text (.txt)" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Markdown (.md)" })).toBeFocused();
  const [keyboardMd] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(keyboardMd.suggestedFilename()).toMatch(/\.md$/);

  // The teleprompter opens from the editor too; Esc brings the user back to its button.
  await page.getByRole("button", { name: "Teleprompter" }).click();
  await expect(page.getByRole("dialog", { name: "Teleprompter" })).toBeVisible();
  await expect(page.locator("[data-cue]").first()).toHaveText(`Section: ${expected.labels[0]}`);
  await page.keyboard.press("Escape");
  await expectDialogClosedWithFocusOn(page, "Teleprompter");
  await expect(editor).toHaveValue(text);
});

test("downloads from a video's Script tab carry the video's title", async ({ page, server, signUpViaApi }) => {
  await signUpViaApi(page);
  const script = "[HOOK]\nDid you know?\n\n[PART 1: Light]\nUse a window,\nnot a lamp.";
  const videoId = await seedVideoWithScript(page, server.url, "Café lighting: 3 tips!", script);

  // A Word export that can't be made says so (here its library can't be downloaded).
  await page.route(/script-docx-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto(`/video/${videoId}?tab=script`);
  await page.getByRole("button", { name: "More file formats" }).click();
  await page.getByRole("menuitem", { name: "Word (.docx)" }).click();
  await expectToast(
    page,
    "Could not create the Word (.docx) file",
    "The Word exporter could not be downloaded. Check your connection and try again.",
  );
  await page.unroute(/script-docx-[\w-]+\.js$/);
  await page.reload();

  const [txt] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(txt.suggestedFilename()).toMatch(/^cafe-lighting-3-tips-script-\d{13}\.txt$/);
  expect(readFileSync(await txt.path(), "utf8")).toBe(script);

  const md = await downloadAs(page, "Markdown (.md)");
  expect(md.suggestedFilename()).toMatch(/^cafe-lighting-3-tips-script-\d{13}\.md$/);
  expect(await readMarkdown(md)).toEqual([
    "h1: Café lighting: 3 tips!",
    "h2: HOOK",
    "paragraph: Did you know?",
    "h2: PART 1: Light",
    "paragraph: Use a window,\nnot a lamp.",
  ]);

  const docx = await downloadAs(page, "Word (.docx)");
  expect(docx.suggestedFilename()).toMatch(/^cafe-lighting-3-tips-script-\d{13}\.docx$/);
  const word = await readDocx(docx);
  expect(word.html).toBe(
    "<h1>Café lighting: 3 tips!</h1><h2>HOOK</h2><p>Did you know?</p><h2>PART 1: Light</h2><p>Use a window,<br />not a lamp.</p>",
  );
});
