import { expect, test } from "../fixtures.ts";

// Issue 6: what members type is shown as text, never run as markup.
const SCRIPT_TAG = `<script>alert("xss-script")</script>`;
const IMG_TAG = `<img src=x onerror="alert('xss-img')">`;

test("a note, a title and a script containing <script> and <img onerror> render as text", async ({
  page,
  server,
  signUpViaApi,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signUpViaApi(page);
  const headers = { origin: server.url };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
    return res.json();
  };
  const { channel } = await post("/api/channels", { name: `Channel ${IMG_TAG}` });
  const { folder } = await post(`/api/channels/${channel.id}/folders`, {
    name: `Folder ${SCRIPT_TAG}`,
    monthYear: "2025-03",
  });
  const title = `Title ${SCRIPT_TAG} ${IMG_TAG}`;
  const { videoId } = await post("/api/studio/saves", {
    folderId: folder.id,
    title,
    content: `Intro ${SCRIPT_TAG}\nMiddle ${IMG_TAG}`,
    duration: 1,
    tone: "educational",
    keywords: [],
  });
  await post(`/api/videos/${videoId}/notes`, { content: `Note ${IMG_TAG} ${SCRIPT_TAG}` });

  await page.goto(`/video/${videoId}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(page.getByText(`Note ${IMG_TAG} ${SCRIPT_TAG}`)).toBeVisible();
  await page.getByRole("tab", { name: "Script" }).click();
  await expect(page.getByText(`Middle ${IMG_TAG}`, { exact: false })).toBeVisible();

  await page.goto(`/content-library?channel=${channel.id}&folder=${folder.id}`);
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto("/content-library");
  await expect(page.getByText(`Channel ${IMG_TAG}`).first()).toBeVisible();

  // No injected element made it into the page, and no script ran.
  expect(await page.locator("img[src=x]").count()).toBe(0);
  expect(dialogs).toEqual([]);
});
