import { expect, type Page } from "@playwright/test";
import { libraryApi } from "../library/library-api.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 12 === 11 ? "rest." : "sleep")).join(" ");

/** A ten-minute script at 150 words a minute, in the studio's labelled sections. */
export const TEN_MINUTE_SCRIPT = [
  `[HOOK]\nYou are losing an hour of sleep every night. ${words(16)}`,
  `[INTRO]\n${words(125)}`,
  `[PART 1: Light and your body clock]\n${words(450)}`,
  `[PART 2: The evening routine]\n${words(450)}`,
  `[PART 3: Mornings that stick]\n${words(390)}`,
  `[CALL TO ACTION]\n${words(60)}`,
].join("\n\n");

/** A channel > folder > video with the ten-minute script saved and "sleep routine" as its keyword. */
export async function seedScriptedVideo(page: Page, serverUrl: string, title = "Sleep better") {
  const api = libraryApi(page, serverUrl);
  const channel = await api.createChannel("https://www.youtube.com/@sleeplab", "Sleep Lab");
  const folder = await api.createFolder(channel.id, "March", "2025-03");
  const video = await api.createVideo(folder.id, title);
  const headers = { origin: serverUrl };
  const script = await page.request.post(`${serverUrl}/api/videos/${video.id}/script`, {
    data: { content: TEN_MINUTE_SCRIPT, baseVersion: null, duration: 10, tone: "educational" },
    headers,
  });
  expect(script.ok()).toBe(true);
  const keywords = await page.request.patch(`${serverUrl}/api/videos/${video.id}`, {
    data: { targetKeywords: "sleep routine" },
    headers,
  });
  expect(keywords.ok()).toBe(true);
  return video.id;
}

export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}
