// Issue 32's "published as Shorts": a video whose packaging carries #shorts is uploaded through the same
// resumable relay with #shorts in what YouTube receives, and a file that YouTube would not show as a
// Short (16:9 here, read from the MP4 header's tkhd, not from the file name) is said before the upload,
// which goes on only once confirmed. Keyboard and axe in both themes on the warning and its dialog.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import jaPublishing from "../src/locales/ja/publishing.json" with { type: "json" };
import { mp4TestFile } from "../src/shared/mp4-test-file.ts";
import { expectAccessible } from "./accessibility/axe.ts";
import { expectNoEnglishLeft, expectNoSidewaysScroll } from "./i18n/untranslated.ts";
import { libraryApi } from "./library/library-api.ts";
import { expect, grantPublishingAccess, test } from "./publishing-fixtures.ts";

test.setTimeout(180_000);

const WARNING =
  "This file is 16:9 (1920 × 1080): YouTube shows it as a regular video, not a Short. Shorts are vertical or square, up to 3 minutes.";

/** A video meant as a Short: `#Shorts` in its picked title and `#shorts` among its hashtags. */
async function seedShort(page: Page, serverUrl: string, folderId: string, title: string) {
  const video = await libraryApi(page, serverUrl).createVideo(folderId, title);
  const saved = await page.request.put(`${serverUrl}/api/videos/${video.id}/packaging`, {
    headers: { origin: serverUrl },
    data: {
      baseVersion: null,
      content: {
        titles: [`${title} #Shorts`],
        chosenTitle: `${title} #Shorts`,
        description: "The whole routine is in the long video.",
        chapters: [],
        hashtags: ["shorts", "sleep"],
        tags: ["sleep"],
        thumbnailTexts: [],
        source: "offline",
      },
    },
  });
  expect(saved.ok()).toBe(true);
  return video;
}

test("a Short's file: 16:9 is said before the upload and goes only once confirmed, vertical goes straight; YouTube gets #shorts; keyboard and axe", async ({
  page,
  server,
  signUpViaApi,
  fakes,
}) => {
  await signUpViaApi(page, { name: "Pat Publisher" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@sleeplab", "Sleep Lab");
  const folder = await api.createFolder(channel.id, "November", "2026-11");
  const first = await seedShort(page, server.url, folder.id, "Sleep in 30 seconds");
  const second = await seedShort(page, server.url, folder.id, "The 4-7-8 breath");

  // Real MP4 headers; the landscape file is named like a vertical one, so only its tkhd can tell.
  const dir = mkdtempSync(path.join(tmpdir(), "scriptloom-shorts-"));
  const landscape = path.join(dir, "vertical-short.mp4");
  const vertical = path.join(dir, "short.mp4");
  writeFileSync(landscape, mp4TestFile({ width: 1920, height: 1080, durationSeconds: 30, mediaBytes: 512 * 1024 }));
  writeFileSync(vertical, mp4TestFile({ width: 1080, height: 1920, durationSeconds: 45, mediaBytes: 512 * 1024 }));
  try {
    await page.goto(`/video/${first.id}?tab=publish`);
    const tab = page.getByRole("tabpanel", { name: "Publish" });
    await grantPublishingAccess(page, tab, first.id);

    // The 16:9 file: the warning shows as soon as it is chosen, before anything is sent.
    await tab.getByLabel("Video file").setInputFiles(landscape);
    await expect(tab.getByTestId("upload-file")).toContainText("vertical-short.mp4");
    await expect(tab.getByTestId("short-file-warning")).toHaveText(WARNING);
    await expectAccessible(page, "Publish tab: a Short's file is 16:9");

    // "Upload video" asks first; Escape keeps the file unsent.
    await tab.getByRole("button", { name: "Upload video" }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Upload as a regular video?" });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(WARNING);
    await expectAccessible(page, "Upload as a regular video? confirmation");
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect(tab.getByRole("button", { name: "Upload video" })).toBeFocused();
    expect(fakes.upload.sessions.size).toBe(0);

    // A vertical file: no warning, and "Upload video" starts at once.
    await tab.getByLabel("Video file").setInputFiles(vertical);
    await expect(tab.getByTestId("upload-file")).toHaveText(/^short\.mp4 · /);
    await expect(tab.getByTestId("short-file-warning")).toHaveCount(0);
    await tab.getByRole("button", { name: "Upload video" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(tab.getByTestId("upload-progress")).toContainText("Uploaded to YouTube as a private video", {
      timeout: 60_000,
    });
    const [short] = [...fakes.upload.sessions.values()];
    expect(short.metadata.snippet?.title).toBe("Sleep in 30 seconds #Shorts");
    expect(short.metadata.snippet?.description).toBe("The whole routine is in the long video.\n\n#shorts #sleep");
    expect(short.received).toBe(short.total);

    // The 16:9 file again, for another Short: confirmed from the keyboard, it goes as a regular video.
    await page.goto(`/video/${second.id}?tab=publish`);
    await tab.getByLabel("Video file").setInputFiles(landscape);
    await expect(tab.getByTestId("short-file-warning")).toHaveText(WARNING);
    await tab.getByRole("button", { name: "Upload video" }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Upload anyway" }).focus();
    await page.keyboard.press("Enter");
    await expect(tab.getByTestId("upload-progress")).toContainText("Uploaded to YouTube as a private video", {
      timeout: 60_000,
    });
    expect(fakes.upload.sessions.size).toBe(2);
    const regular = [...fakes.upload.sessions.values()].find((session) => session !== short);
    expect(regular?.metadata.snippet?.title).toBe("The 4-7-8 breath #Shorts");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.describe("in Japanese at 375 px", () => {
  test.use({ locale: "ja-JP", viewport: { width: 375, height: 812 } });

  test("the warning and its confirmation are in the member's language, fit the screen and pass axe", async ({
    page,
    server,
    signUpViaApi,
    fakes,
  }) => {
    await signUpViaApi(page, { name: "Pat Publisher" });
    const api = libraryApi(page, server.url);
    const channel = await api.createChannel("https://www.youtube.com/@sleeplab", "Sleep Lab");
    const folder = await api.createFolder(channel.id, "November", "2026-11");
    const video = await seedShort(page, server.url, folder.id, "Sleep in 30 seconds");
    // Publishing access through the API (the button is covered in English above): Google's consent, then its answer.
    const start = await page.request.get(`${server.url}/api/publishing/oauth/start`);
    const back = new URL(await fakes.google.consentRedirect((await start.json()).url));
    await page.request.get(`${server.url}${back.pathname}${back.search}`, { maxRedirects: 0 });

    const dir = mkdtempSync(path.join(tmpdir(), "scriptloom-shorts-"));
    const landscape = path.join(dir, "sleep.mp4");
    writeFileSync(landscape, mp4TestFile({ width: 1920, height: 1080, durationSeconds: 240 }));
    try {
      await page.goto(`/video/${video.id}?tab=publish`);
      await page.locator('input[type="file"][accept="video/*"]').setInputFiles(landscape);
      await expect(page.getByTestId("short-file-warning")).toHaveText(
        "このファイルは 16:9（1920 × 1080）で、長さは 4:00 です。YouTube ではショートではなく通常の動画として表示されます。ショートは縦長または正方形で、3 分以内です。",
      );
      await expectNoEnglishLeft(page, "Publish tab: a Short's file is 16:9", "ja");
      await expectNoSidewaysScroll(page, "Publish tab: a Short's file is 16:9 (ja)");
      await page.getByRole("button", { name: jaPublishing["Upload video"] }).click();
      const confirm = page.getByRole("alertdialog", { name: jaPublishing["Upload as a regular video?"] });
      await expect(confirm.getByRole("button", { name: jaPublishing["Upload anyway"] })).toBeVisible();
      await expectNoSidewaysScroll(page, "Upload as a regular video? (ja)");
      await expectAccessible(page, "Upload as a regular video? (ja)");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
