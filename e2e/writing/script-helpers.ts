import { expect, type Page } from "@playwright/test";
import { closeToasts, expectToast, setDurationMinutes } from "../studio/studio-helpers.ts";

/** Seeds a video whose script is version 1 through the studio's save (POST /api/studio/saves); returns its id. */
export async function seedScriptedVideo(
  page: Page,
  serverUrl: string,
  folderId: string,
  title: string,
  content: string,
) {
  const saved = await page.request.post(`${serverUrl}/api/studio/saves`, {
    data: { folderId, title, content, duration: 8, tone: "educational" },
    headers: { origin: serverUrl },
  });
  if (!saved.ok()) throw new Error(`saving the script failed: ${saved.status()} ${await saved.text()}`);
  return ((await saved.json()) as { videoId: string }).videoId;
}

export interface VersionSummary {
  number: number;
  restoredFrom: number | null;
  author: { name: string } | null;
}

/** The video's versions, newest first, each with its text. */
export async function readVersions(page: Page, serverUrl: string, videoId: string) {
  const list = await page.request.get(`${serverUrl}/api/videos/${videoId}/script/versions`);
  expect(list.ok()).toBe(true);
  const { versions } = (await list.json()) as { versions: VersionSummary[] };
  return Promise.all(
    versions.map(async (version) => {
      const full = await page.request.get(`${serverUrl}/api/videos/${videoId}/script/versions/${version.number}`);
      return { ...version, content: ((await full.json()) as { content: string }).content };
    }),
  );
}

/**
 * In a studio bound to a video: research from the prefilled title (a niche chosen), two suggested
 * topics, a one-minute script with the offline writer, up to the Edit & Export step.
 */
export async function writeBoundScript(page: Page, title: string) {
  await expect(page.getByText("Step 1 of 5: Research & Concept")).toBeVisible();
  await expect(page.getByLabel("Topic", { exact: true })).toHaveValue(title);
  // On a loaded machine Radix's select can drop the click that lands as it opens: pick until it shows.
  const niche = page.getByRole("combobox", { name: "Niche" });
  await expect(async () => {
    if ((await page.getByRole("listbox").count()) === 0) await niche.click();
    await page.getByRole("option", { name: "Education" }).click({ timeout: 2_000 });
    await expect(niche).toHaveText("Education", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("button", { name: "Start Research" }).click();
  const suggestions = page.getByRole("list", { name: "Suggested topics" }).getByRole("checkbox");
  await expect(suggestions.first()).toBeVisible({ timeout: 20_000 });
  await suggestions.nth(0).check();
  await suggestions.nth(1).check();
  await closeToasts(page);
  await page.getByRole("button", { name: "Continue to Configuration" }).click();
  await expect(page.getByText("Step 3 of 5: Script Configuration")).toBeVisible();
  await setDurationMinutes(page, 1);
  await page.getByRole("button", { name: "Generate Script" }).click();
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  return editor;
}

/** 'Save to video' and its success toast; returns the version number the toast names. */
export async function saveToVideo(page: Page) {
  await closeToasts(page);
  await expect(page.getByRole("button", { name: "Save to Library" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save to video" }).click();
  const toast = await expectToast(page, "Script saved to the video");
  const text = (await toast.textContent()) ?? "";
  return Number(/version (\d+)/.exec(text)?.[1]);
}
