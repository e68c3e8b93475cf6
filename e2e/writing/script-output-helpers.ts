import { readFileSync } from "node:fs";
import { type Download, expect, type Page } from "@playwright/test";
import mammoth from "mammoth";
import { marked, type Token, type Tokens } from "marked";
import { libraryApi } from "../library/library-api.ts";

/** A video holding `content` as its script, saved through the API; returns the video's id. */
export async function seedVideoWithScript(page: Page, serverUrl: string, title: string, content: string) {
  const api = libraryApi(page, serverUrl);
  const channel = await api.createChannel(`https://www.youtube.com/@prompter${Date.now()}`, "Prompter Channel");
  const folder = await api.createFolder(channel.id, "Scripts", "2025-07");
  const saved = await page.request.post(`${serverUrl}/api/studio/saves`, {
    data: { folderId: folder.id, title, content, duration: 4, tone: "educational" },
    headers: { origin: serverUrl },
  });
  if (!saved.ok()) throw new Error(`saving the script failed: ${saved.status()} ${await saved.text()}`);
  return ((await saved.json()) as { videoId: string }).videoId;
}

/** A script of `paragraphs` paragraphs of `wordsEach` numbered words, a section label before every third. */
export function longScript(paragraphs: number, wordsEach: number): string {
  const blocks: string[] = [];
  let word = 0;
  for (let p = 0; p < paragraphs; p++) {
    const words = Array.from({ length: wordsEach }, () => `w${word++}`);
    blocks.push(`${p % 3 === 0 ? `[PART ${p / 3 + 1}]\n` : ""}${words.join(" ")}.`);
  }
  return blocks.join("\n\n");
}

/** Picks `label` from the Download arrow's menu and waits for the file. */
export async function downloadAs(page: Page, label: "Text (.txt)" | "Markdown (.md)" | "Word (.docx)") {
  await page.getByRole("button", { name: "More file formats" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: label }).click(),
  ]);
  return download;
}

/** A downloaded .docx read back by mammoth: its paragraphs' text, and its HTML (headings as h1/h2). */
export async function readDocx(download: Download) {
  const buffer = readFileSync(await download.path());
  const { value: text } = await mammoth.extractRawText({ buffer });
  const { value: html } = await mammoth.convertToHtml({ buffer });
  return { paragraphs: text.split(/\n+/).filter(Boolean), html };
}

function plain(tokens: Token[]): string {
  return tokens
    .map((t) => (t.type === "br" ? "\n" : "tokens" in t && t.tokens ? plain(t.tokens) : "text" in t ? t.text : ""))
    .join("");
}

/** A downloaded .md read back by marked: its headings (with their level) and paragraphs in order. */
export async function readMarkdown(download: Download) {
  const markdown = readFileSync(await download.path(), "utf8");
  return marked
    .lexer(markdown)
    .filter((t) => t.type !== "space")
    .map((t) => {
      const text = plain((t as Tokens.Heading | Tokens.Paragraph).tokens ?? []);
      return t.type === "heading" ? `h${t.depth}: ${text}` : `${t.type}: ${text}`;
    });
}

/**
 * The word on the teleprompter's reading line, read from what is on screen: the line whose middle has
 * just passed the reading line, plus how far the next line's middle still is (interpolating within
 * the line, as the teleprompter scrolls word by word). Paired with the page's clock.
 */
export async function wordOnReadingLine(page: Page): Promise<{ word: number; atMs: number }> {
  return page.evaluate(() => {
    const band = document.querySelector("[data-testid=reading-line]")!.getBoundingClientRect();
    const readingY = band.top + band.height / 2;
    const lines: { first: number; center: number }[] = [];
    let previous: DOMRect | undefined;
    for (const span of document.querySelectorAll<HTMLElement>("[data-word]")) {
      const box = span.getBoundingClientRect();
      if (!previous || box.top > previous.top + previous.height / 2) {
        lines.push({ first: Number(span.dataset.word), center: box.top + box.height / 2 });
      }
      previous = box;
    }
    const at = Math.max(
      0,
      lines.findLastIndex((line) => line.center <= readingY + 0.5),
    );
    const line = lines[at];
    const next = lines[at + 1] ?? line;
    const fraction = next === line ? 0 : (readingY - line.center) / (next.center - line.center);
    return { word: line.first + fraction * (next.first - line.first), atMs: performance.now() };
  });
}

/** Words per minute between two readings of the reading line. */
export function rateBetween(a: { word: number; atMs: number }, b: { word: number; atMs: number }) {
  return ((b.word - a.word) / (b.atMs - a.atMs)) * 60_000;
}

export async function expectDialogClosedWithFocusOn(page: Page, buttonName: string) {
  await expect(page.getByRole("dialog", { name: /Teleprompter/ })).toBeHidden();
  await expect(page.getByRole("button", { name: buttonName })).toBeFocused();
}
