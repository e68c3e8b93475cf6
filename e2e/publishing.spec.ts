// Issue 25: the video page's Publish tab against the local fake Google and fake YouTube Data API.
// Applying packaging shows the difference first, writes only the chosen fields, and undoes them.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { expectAccessible } from "./accessibility/axe.ts";
import { libraryApi } from "./library/library-api.ts";
import { CHANNEL_ID, expect, grantPublishingAccess, test, YT_VIDEO } from "./publishing-fixtures.ts";

test.setTimeout(180_000);

/** A real PNG of one colour (RFC 2083: signature, IHDR, one zlib IDAT, IEND), so the previews draw it. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("apply packaging to a synced video: grant access, see the difference, apply chosen fields, undo; axe in both themes", async ({
  page,
  server,
  signUpViaApi,
  fakes,
}) => {
  // The first account is the workspace's admin, who may publish.
  await signUpViaApi(page, { name: "Pat Publisher" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@sleeplab", "Sleep Lab");
  const folder = await api.createFolder(channel.id, "November", "2026-11");
  const video = await api.createVideo(folder.id, "Sleep", `https://www.youtube.com/watch?v=${YT_VIDEO}`);
  const saved = await page.request.put(`${server.url}/api/videos/${video.id}/packaging`, {
    headers: { origin: server.url },
    data: {
      baseVersion: null,
      content: {
        titles: ["Sleep better tonight"],
        chosenTitle: "Sleep better tonight",
        description: "Sleep better starting tonight.",
        chapters: [],
        hashtags: ["sleep"],
        tags: ["sleep", "sleep tips"],
        thumbnailTexts: [],
        source: "offline",
      },
    },
  });
  expect(saved.ok()).toBe(true);

  await page.goto(`/video/${video.id}?tab=publish`);
  const tab = page.getByRole("tabpanel", { name: "Publish" });
  await expect(tab.getByTestId("publishing-unavailable")).toContainText("Connect with Google");
  await expectAccessible(page, "Publish tab: no publishing access");

  // Refused at Google's consent: back on the video's Publish tab, saying so, with the button to try again.
  fakes.google.consent = "deny";
  await tab.getByRole("button", { name: "Grant publishing access" }).click();
  await expect(tab.getByRole("alert")).toHaveText(
    "Publishing access was not granted. Google sign-in was cancelled: access to your YouTube account was not granted.",
  );
  await expect(page).toHaveURL(
    (url) => url.pathname === `/video/${video.id}` && !url.searchParams.has("connect_error"),
  );
  await expectAccessible(page, "Publish tab: publishing access refused at Google");
  fakes.google.consent = "grant";

  // Google's consent (the fake grants every scope asked), then back to the video's Publish tab.
  await grantPublishingAccess(page, tab, video.id);
  await expect(tab.getByRole("alert")).toHaveCount(0);
  const consent = fakes.google.requests.find((r) => r.query.scope !== undefined);
  expect(consent?.query.scope).toContain("youtube.force-ssl");
  await expect(tab.getByTestId("publishing-unavailable")).toHaveCount(0);

  await tab.getByRole("button", { name: "Compare with YouTube" }).click();
  const difference = tab.getByTestId("publishing-difference");
  await expect(difference.locator('[data-field="title"]')).toContainText("sleep video final v2");
  await expect(difference.locator('[data-field="title"]')).toContainText("Sleep better tonight");
  // Category and language are not in the packaging: shown as YouTube has them, and kept.
  await expect(tab.getByTestId("publishing-kept")).toContainText("Howto & Style (26)");
  await expect(tab.getByText(/This uses 51 of today's \d+ remaining YouTube quota units/).first()).toBeVisible();
  // Every differing field starts chosen; the member applies the title only, from the keyboard.
  await expect(tab.getByRole("checkbox", { name: "Title", exact: true })).toBeChecked();
  await tab.getByRole("checkbox", { name: "Tags", exact: true }).focus();
  await page.keyboard.press("Space");
  await tab.getByRole("checkbox", { name: "Description (with chapters and hashtags)" }).focus();
  await page.keyboard.press("Space");
  await expect(tab.getByRole("checkbox", { name: "Tags", exact: true })).not.toBeChecked();
  await expectAccessible(page, "Publish tab: the difference");
  await tab.getByRole("button", { name: "Apply to YouTube" }).click();
  await expect(page.getByText("Applied to YouTube: title")).toBeVisible();
  const onYouTube = () => fakes.youtube.channels.get(CHANNEL_ID)!.videos[0];
  expect(onYouTube().title).toBe("Sleep better tonight");
  expect(onYouTube().description).toBe("Old description");
  await expect(tab.getByText(/Last applied: title by Pat Publisher/)).toBeVisible();

  await tab.getByRole("button", { name: "Undo on YouTube" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Undo on YouTube?" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, "Undo on YouTube confirmation");
  await confirm.getByRole("button", { name: "Undo on YouTube" }).click();
  await expect(page.getByText("Put back on YouTube as it was: title")).toBeVisible();
  await expect.poll(() => onYouTube().title).toBe("sleep video final v2");
  await expect(tab.getByText(/Last applied:/)).toHaveCount(0);
});

test("thumbnail: a refused image says why, a 16:9 PNG previews at YouTube's sizes with its text and is set on YouTube; axe", async ({
  page,
  server,
  signUpViaApi,
  fakes,
}) => {
  await signUpViaApi(page, { name: "Pat Publisher" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@sleeplab", "Sleep Lab");
  const folder = await api.createFolder(channel.id, "November", "2026-11");
  const video = await api.createVideo(folder.id, "Sleep", `https://www.youtube.com/watch?v=${YT_VIDEO}`);
  const saved = await page.request.put(`${server.url}/api/videos/${video.id}/packaging`, {
    headers: { origin: server.url },
    data: {
      baseVersion: null,
      content: {
        titles: ["Sleep better tonight"],
        chosenTitle: "Sleep better tonight",
        description: "",
        chapters: [],
        hashtags: [],
        tags: [],
        thumbnailTexts: [{ text: "Sleep tonight", aim: "relief" }],
        source: "offline",
      },
    },
  });
  expect(saved.ok()).toBe(true);
  await page.goto(`/video/${video.id}?tab=publish`);
  const tab = page.getByRole("tabpanel", { name: "Publish" });
  await grantPublishingAccess(page, tab, video.id);

  // The picker opens from the keyboard.
  const picking = page.waitForEvent("filechooser");
  await tab.getByRole("button", { name: "Upload thumbnail image" }).focus();
  await page.keyboard.press("Enter");
  await (await picking).setFiles({
    name: "square.png",
    mimeType: "image/png",
    buffer: solidPng(800, 800, [200, 40, 40]),
  });
  const chooser = tab.getByLabel("Thumbnail image file");
  await expect(tab.getByRole("alert")).toHaveText(
    "The thumbnail is 800×800: YouTube shows thumbnails at 16:9 (for example 1280×720).",
  );
  await chooser.setInputFiles({ name: "good.png", mimeType: "image/png", buffer: solidPng(1280, 720, [30, 60, 160]) });
  await expect(tab.getByTestId("thumbnail-summary")).toHaveText("1280×720 · not on YouTube yet");
  const previews = tab.getByRole("list", { name: "Previews at YouTube's sizes" });
  await expect(previews.getByRole("listitem")).toHaveCount(3);
  await expect(previews.getByText("Sleep tonight")).toHaveCount(3);
  await expect(previews.getByText("Mobile (168×94)")).toBeVisible();
  await expectAccessible(page, "Publish tab: thumbnail previews");

  await tab.getByRole("button", { name: "Set thumbnail on YouTube" }).click();
  await expect(page.getByText("Thumbnail set on YouTube")).toBeVisible();
  await expect(tab.getByTestId("thumbnail-summary")).toHaveText("1280×720 · set on YouTube");
  expect(fakes.upload.thumbnails.get(YT_VIDEO)?.contentType).toBe("image/png");
});

test("upload a 50 MB video file with visible progress; a connection killed halfway (YouTube's side, then the browser's) resumes to completion", async ({
  page,
  server,
  signUpViaApi,
  fakes,
}) => {
  await signUpViaApi(page, { name: "Pat Publisher" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@sleeplab", "Sleep Lab");
  const folder = await api.createFolder(channel.id, "November", "2026-11");
  const video = await api.createVideo(folder.id, "Sleep, the upload");
  await page.goto(`/video/${video.id}?tab=publish`);
  const tab = page.getByRole("tabpanel", { name: "Publish" });
  await grantPublishingAccess(page, tab, video.id);

  const dir = mkdtempSync(path.join(tmpdir(), "scriptloom-upload-"));
  const filePath = path.join(dir, "sleep.mp4");
  const size = 50 * 1024 * 1024;
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4) bytes.writeUInt32LE(i, i);
  writeFileSync(filePath, bytes);
  try {
    // YouTube's side drops 1 MiB into the chunk that crosses the halfway mark…
    let chunks = 0;
    await page.route("**/api/publishing/uploads/*/chunks*", async (route) => {
      chunks += 1;
      const offset = Number(new URL(route.request().url()).searchParams.get("offset"));
      if (chunks === 4) fakes.upload.dropNextChunkAfter(1024 * 1024);
      // …and the browser's own connection dies on the chunk after that, once.
      if (chunks === 6 && offset > size / 2) return route.abort("connectionreset");
      return route.continue();
    });
    const picking = page.waitForEvent("filechooser");
    await tab.getByRole("button", { name: "Choose video file" }).click();
    await (await picking).setFiles(filePath);
    await expect(tab.getByTestId("upload-file")).toHaveText("sleep.mp4 · 50.0 MB");
    // A release time in the member's own time zone, shown in UTC too.
    const release = new Date(Date.now() + 2 * 86_400_000);
    const local = new Date(release.getTime() - release.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await tab.getByLabel(/Release time/).fill(local);
    await expect(tab.getByText(/YouTube makes it public at .* UTC, even if this server is down\./)).toBeVisible();
    await expectAccessible(page, "Publish tab: upload with a release time");
    await tab.getByRole("button", { name: "Upload video" }).click();
    await expect(tab.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
    await expect(page.getByText(/Uploaded to YouTube as a private video/).first()).toBeVisible({ timeout: 60_000 });
    const [session] = [...fakes.upload.sessions.values()];
    expect(session.received).toBe(size);
    expect(session.status?.privacyStatus).toBe("private");
    expect(session.metadata.status?.publishAt).toBeDefined();
    await expect(tab.getByTestId("upload-progress")).toContainText("released at");
    const { createHash } = await import("node:crypto");
    expect(session.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    // Both drops happened: a chunk the fake cut, a status query, and the aborted request's retry.
    expect(
      fakes.upload.requests.filter((r) => r.headers["content-range"] === `bytes */${size}`).length,
    ).toBeGreaterThan(0);
    expect(chunks).toBeGreaterThan(Math.ceil(size / (8 * 1024 * 1024)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
