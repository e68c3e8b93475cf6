import type { Page } from "@playwright/test";
import { HIDDEN_TAB_GRACE_MS } from "../../src/client/api/live-events.ts";
import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";

// Issue 13 item 6: what one member changes shows on every other member's open screens within 2 s,
// without a reload; and a change made elsewhere never takes the focus or the words of a member who
// is typing. Two browser contexts: two members, each with their own session and event stream.
test.setTimeout(120_000);

const LIVE_MS = 2_000;

/** Opens `path` in the member's tab and resolves once its event stream is open (the app shell opens it). */
async function openWithStream(page: Page, path: string) {
  const stream = page.waitForResponse((r) => r.url().endsWith("/api/events") && r.status() === 200);
  await page.goto(path);
  await stream;
}

test("a title and a status edited by one member appear on the other's open video page and folder list within 2 s", async ({
  server,
  signedInContexts,
}) => {
  const [first, second] = await signedInContexts("Ada First", "Ben Second");
  const ada = await first.newPage();
  const api = libraryApi(ada, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@livedemo", "Live Channel");
  const folder = await api.createFolder(channel.id, "Shared Batch", "2025-06");
  const video = await api.createVideo(folder.id, "Draft title");

  // Ben watches the video page in one tab and the folder's list in another.
  const benVideo = await second.newPage();
  await openWithStream(benVideo, `/video/${video.id}`);
  await expect(benVideo.getByRole("heading", { name: "Draft title", level: 1 })).toBeVisible();
  const benFolder = await second.newPage();
  await openWithStream(benFolder, `/content-library?channel=${channel.id}&folder=${folder.id}`);
  await expect(benFolder.getByTestId("video-card").filter({ hasText: "Draft title" })).toBeVisible();

  // Ada renames it from her folder list.
  await ada.goto(`/content-library?channel=${channel.id}&folder=${folder.id}`);
  await ada.getByRole("button", { name: "Actions for Draft title" }).click();
  await ada.getByRole("menuitem", { name: "Rename" }).click();
  const dialog = ada.getByRole("dialog", { name: "Rename Video" });
  await dialog.getByLabel("Video Title").fill("Final title");
  const renamed = ada.waitForResponse(
    (r) => r.request().method() === "PATCH" && r.url().endsWith(`/api/videos/${video.id}`),
  );
  await dialog.getByRole("button", { name: "Save" }).click();
  expect((await renamed).ok()).toBe(true);
  await expect(benVideo.getByRole("heading", { name: "Final title", level: 1 })).toBeVisible({ timeout: LIVE_MS });
  await expect(benFolder.getByTestId("video-card").filter({ hasText: "Final title" })).toBeVisible({
    timeout: LIVE_MS,
  });

  // Ada publishes it from her video page.
  await ada.goto(`/video/${video.id}`);
  await ada.getByRole("combobox", { name: "Status" }).click();
  const published = ada.waitForResponse((r) => r.url().endsWith(`/api/videos/${video.id}/status`));
  await ada.getByRole("option", { name: "Published" }).click();
  expect((await published).ok()).toBe(true);
  await expect(benVideo.getByRole("combobox", { name: "Status" })).toHaveAttribute("data-status", "published", {
    timeout: LIVE_MS,
  });
  await expect(benFolder.getByTestId("video-card").filter({ hasText: "Final title" })).toContainText("Published", {
    timeout: LIVE_MS,
  });

  // Neither of Ben's tabs was reloaded: each is the document it was.
  for (const page of [benVideo, benFolder]) {
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  }
});

test("another member's rename neither takes the focus nor overwrites the title a member is typing", async ({
  server,
  signedInContexts,
}) => {
  const [first, second] = await signedInContexts("Ada First", "Ben Second");
  const ada = await first.newPage();
  const api = libraryApi(ada, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@livetyping", "Typing Channel");
  const folder = await api.createFolder(channel.id, "Typing Batch", "2025-07");
  const video = await api.createVideo(folder.id, "Working title");
  const other = await api.createVideo(folder.id, "Another video");

  const ben = await second.newPage();
  await openWithStream(ben, `/content-library?channel=${channel.id}&folder=${folder.id}`);
  await ben.getByRole("button", { name: "Actions for Working title" }).click();
  await ben.getByRole("menuitem", { name: "Rename" }).click();
  const field = ben.getByRole("dialog", { name: "Rename Video" }).getByLabel("Video Title");
  await field.fill("Ben's half-typed tit");

  // Ada renames that video and the other one meanwhile.
  const patch = (id: string, title: string) =>
    ada.request.patch(`${server.url}/api/videos/${id}`, { data: { title }, headers: { origin: server.url } });
  expect((await patch(other.id, "Another video, renamed")).ok()).toBe(true);
  expect((await patch(video.id, "Ada's title")).ok()).toBe(true);
  // Ben's list shows the other rename (the stream works) ...
  await expect(ben.getByTestId("video-card").filter({ hasText: "Another video, renamed" })).toBeVisible({
    timeout: LIVE_MS,
  });
  // ... while his field keeps his words and the focus, and he goes on typing.
  await expect(field).toHaveValue("Ben's half-typed tit");
  await expect(field).toBeFocused();
  await field.press("l");
  await field.press("e");
  await expect(field).toHaveValue("Ben's half-typed title");
});

test("a restarted server: SIGTERM ends the open streams at once, and the tabs reconnect by themselves", async ({
  server,
  signedInContexts,
}) => {
  const [first, second] = await signedInContexts("Ada First", "Ben Second");
  const ada = await first.newPage();
  const api = libraryApi(ada, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@liverestart", "Restart Channel");
  const folder = await api.createFolder(channel.id, "Restart Batch", "2025-08");
  const video = await api.createVideo(folder.id, "Before the restart");
  const ben = await second.newPage();
  await openWithStream(ben, `/video/${video.id}`);
  await expect(ben.getByRole("heading", { name: "Before the restart", level: 1 })).toBeVisible();

  // The restart waits for a clean exit (0): an open stream does not hold the shutdown back.
  const reconnected = ben.waitForResponse((r) => r.url().endsWith("/api/events") && r.status() === 200, {
    timeout: 60_000,
  });
  const started = Date.now();
  await server.restart();
  expect(Date.now() - started).toBeLessThan(30_000);
  await reconnected;

  const renamed = await ada.request.patch(`${server.url}/api/videos/${video.id}`, {
    data: { title: "After the restart" },
    headers: { origin: server.url },
  });
  expect(renamed.ok()).toBe(true);
  await expect(ben.getByRole("heading", { name: "After the restart", level: 1 })).toBeVisible({ timeout: LIVE_MS });
  expect(await ben.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
});

test("a tab hidden for a while lets its stream go, and shown again reads what changed meanwhile", async ({
  server,
  signedInContexts,
}) => {
  const [first, second] = await signedInContexts("Ada First", "Ben Second");
  const ada = await first.newPage();
  const api = libraryApi(ada, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@livehidden", "Hidden Channel");
  const folder = await api.createFolder(channel.id, "Hidden Batch", "2025-09");
  const video = await api.createVideo(folder.id, "Seen before");
  const ben = await second.newPage();
  // Ben's clock runs as usual, and jumps over the grace period instead of the test waiting it out.
  await ben.clock.install();
  await openWithStream(ben, `/video/${video.id}`);
  await expect(ben.getByRole("heading", { name: "Seen before", level: 1 })).toBeVisible();

  // Ben switches to another tab (the page says it is hidden): after the grace period its stream goes.
  const setVisibility = (state: "hidden" | "visible") =>
    ben.evaluate((value) => {
      Object.defineProperty(document, "visibilityState", { value, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, state);
  const closed = ben.waitForEvent("requestfailed", {
    predicate: (r) => r.url().endsWith("/api/events"),
    timeout: 30_000,
  });
  await setVisibility("hidden");
  await ben.clock.fastForward(HIDDEN_TAB_GRACE_MS);
  await closed;

  // Ada renames the video meanwhile; Ben's page is shown again and reads it.
  const renamed = await ada.request.patch(`${server.url}/api/videos/${video.id}`, {
    data: { title: "Changed while hidden" },
    headers: { origin: server.url },
  });
  expect(renamed.ok()).toBe(true);
  const reopened = ben.waitForResponse((r) => r.url().endsWith("/api/events") && r.status() === 200);
  await setVisibility("visible");
  await reopened;
  await expect(ben.getByRole("heading", { name: "Changed while hidden", level: 1 })).toBeVisible({ timeout: LIVE_MS });
});

test("the library's channel list and a channel's overview follow another member's changes without a reload", async ({
  server,
  signedInContexts,
}) => {
  const [first, second] = await signedInContexts("Ada First", "Ben Second");
  const ada = await first.newPage();
  const api = libraryApi(ada, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@liveoverview", "Overview Channel");

  const library = await second.newPage();
  await openWithStream(library, "/content-library");
  await expect(library.getByTestId("channel-card")).toHaveCount(1);
  const overview = await second.newPage();
  await openWithStream(overview, `/content-library?channel=${channel.id}&tab=overview`);
  await expect(overview.getByRole("heading", { name: "Overview Channel", level: 1 })).toBeVisible();

  // Ada connects a second channel, renames the first and files a video under it.
  await api.createChannel("https://www.youtube.com/@livesecond", "Second Channel");
  await expect(library.getByTestId("channel-card")).toHaveCount(2, { timeout: LIVE_MS });
  const renamed = await ada.request.patch(`${server.url}/api/channels/${channel.id}`, {
    data: { name: "Renamed Channel" },
    headers: { origin: server.url },
  });
  expect(renamed.ok()).toBe(true);
  await expect(overview.getByRole("heading", { name: "Renamed Channel", level: 1 })).toBeVisible({
    timeout: LIVE_MS,
  });
  await expect(library.getByTestId("channel-card").filter({ hasText: "Renamed Channel" })).toBeVisible({
    timeout: LIVE_MS,
  });
  const folder = await api.createFolder(channel.id, "Fresh Folder", "2025-10");
  await expect(overview.getByText("Fresh Folder").first()).toBeVisible({ timeout: LIVE_MS });
  await api.createVideo(folder.id, "Fresh video");
  await expect(overview.getByText("Fresh video").first()).toBeVisible({ timeout: LIVE_MS });
});
