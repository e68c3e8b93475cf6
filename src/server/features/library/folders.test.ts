import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const MISSING = "00000000-0000-4000-8000-000000000000";
const MONTH_MESSAGE = "Enter the month as 'January 2024', 'Jan 2024' or '2024-01'";

// Well-formed calls go through the typed client (decision 032); malformed input through `t.request`.
async function newChannel(cookie: string, name = "Channel") {
  const res = await t.client(cookie).channels.$post({ json: { name } });
  if (res.status !== 201) throw new Error(await res.text());
  return (await res.json()).channel;
}

async function newFolder(cookie: string, channelId: string, name: string, monthYear: string) {
  const res = await t
    .client(cookie)
    .channels[":id"].folders.$post({ param: { id: channelId }, json: { name, monthYear } });
  if (res.status !== 201) throw new Error(await res.text());
  return (await res.json()).folder;
}

const newVideo = (
  cookie: string,
  folderId: string,
  json: { title: string; youtubeUrl?: string; targetKeywords?: string },
) => t.client(cookie).folders[":id"].videos.$post({ param: { id: folderId }, json });

/** A video's body as sent, well-formed or not. */
const postVideo = (cookie: string, folderId: string, body: Record<string, unknown>) =>
  t.request("POST", `/api/folders/${folderId}/videos`, { cookie, body });

describe("folders", () => {
  it("creates a folder from 'March 2025' and stores the canonical month", async () => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie);
    const res = await t.client(user.cookie).channels[":id"].folders.$post({
      param: { id: channel.id },
      json: { name: " Weekly Upload Batch ", monthYear: "March 2025" },
    });
    if (res.status !== 201) throw new Error(await res.text());
    const body = await res.json();
    expect(body.message).toBe('"Weekly Upload Batch" created successfully');
    expect(body.folder).toMatchObject({
      channelId: channel.id,
      name: "Weekly Upload Batch",
      monthYear: "2025-03",
      monthLabel: "March 2025",
      videoCount: 0,
      createdBy: user.id,
    });
  });

  it.each([
    ["January 2024", "2024-01"],
    ["jan 2024", "2024-01"],
    ["2024-01", "2024-01"],
  ])("accepts the month form %j", async (monthYear, stored) => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie);
    expect((await newFolder(user.cookie, channel.id, "F", monthYear)).monthYear).toBe(stored);
  });

  it.each([
    [{ name: "F", monthYear: "Smarch 2024" }, MONTH_MESSAGE],
    [{ name: "F", monthYear: "2024-13" }, MONTH_MESSAGE],
    [{ name: "F", monthYear: "01/2024" }, MONTH_MESSAGE],
    [{ name: "F", monthYear: "  " }, "Month/Year is required"],
    [{ name: "F" }, "Month/Year is required"],
    [{ name: "  ", monthYear: "2024-01" }, "Folder name is required"],
    [{ monthYear: "2024-01" }, "Folder name is required"],
  ])("refuses %j", async (body, message) => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie);
    const res = await t.request("POST", `/api/channels/${channel.id}/folders`, { cookie: user.cookie, body });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
  });

  it("answers 404 when the channel does not exist", async () => {
    const user = await t.member("user");
    for (const id of [MISSING, "nope"]) {
      const res = await t.request("POST", `/api/channels/${id}/folders`, {
        cookie: user.cookie,
        body: { name: "F", monthYear: "2024-01" },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Channel not found", code: "not_found" });
      const list = await t.request("GET", `/api/channels/${id}/folders`, { cookie: user.cookie });
      expect(list.status).toBe(404);
    }
  });

  it("lists a channel's folders newest month first with video counts", async () => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie);
    const other = await newChannel(user.cookie, "Other");
    const jan = await newFolder(user.cookie, channel.id, "Jan", "January 2024");
    await newFolder(user.cookie, channel.id, "Dec", "Dec 2024");
    await newFolder(user.cookie, channel.id, "Mar", "2024-03");
    await newFolder(user.cookie, other.id, "Elsewhere", "2030-01");
    await newVideo(user.cookie, jan.id, { title: "One" });
    await newVideo(user.cookie, jan.id, { title: "Two" });
    const res = await t.client(user.cookie).channels[":id"].folders.$get({ param: { id: channel.id } });
    if (res.status !== 200) throw new Error(await res.text());
    const { folders } = await res.json();
    expect(folders.map((f) => [f.name, f.videoCount])).toEqual([
      ["Dec", 0],
      ["Mar", 0],
      ["Jan", 2],
    ]);
    expect(folders[0].monthLabel).toBe("December 2024");
  });

  it("reads one folder with its channel's name (breadcrumbs)", async () => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie, "My Channel");
    const folder = await newFolder(user.cookie, channel.id, "Batch", "2024-02");
    await newVideo(user.cookie, folder.id, { title: "One" });
    const res = await t.client(user.cookie).folders[":id"].$get({ param: { id: folder.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...folder, videoCount: 1, channel: { id: channel.id, name: "My Channel" } });
    const missing = await t.client(user.cookie).folders[":id"].$get({ param: { id: MISSING } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Folder not found", code: "not_found" });
  });

  it("renames a folder and changes its month", async () => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie);
    const folder = await newFolder(user.cookie, channel.id, "Batch", "2024-02");
    await newVideo(user.cookie, folder.id, { title: "One" });
    const res = await t.client(user.cookie).folders[":id"].$patch({
      param: { id: folder.id },
      json: { name: "Renamed", monthYear: "Apr 2024" },
    });
    if (res.status !== 200) throw new Error(await res.text());
    const body = await res.json();
    expect(body.message).toBe("Folder updated successfully");
    expect(body.folder).toMatchObject({
      name: "Renamed",
      monthYear: "2024-04",
      monthLabel: "April 2024",
      videoCount: 1,
    });
    const bad = await t.request("PATCH", `/api/folders/${folder.id}`, {
      cookie: user.cookie,
      body: { monthYear: "soon" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe(MONTH_MESSAGE);
    const missing = await t.client(user.cookie).folders[":id"].$patch({ param: { id: MISSING }, json: { name: "x" } });
    expect(missing.status).toBe(404);
  });

  it("deletes a folder with its videos for its creator and staff, not for other members", async () => {
    const owner = await t.member("user");
    const other = await t.member("user");
    const moderator = await t.member("moderator");
    const channel = await newChannel(owner.cookie);
    const folder = await newFolder(owner.cookie, channel.id, "Batch", "2024-02");
    const made = await newVideo(owner.cookie, folder.id, { title: "One" });
    if (made.status !== 201) throw new Error(await made.text());
    const { video } = await made.json();
    await newVideo(owner.cookie, folder.id, { title: "Two" });

    const refused = await t.client(other.cookie).folders[":id"].$delete({ param: { id: folder.id } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "Only admins, moderators and the creator can delete this folder",
      code: "forbidden",
    });

    const res = await t.client(owner.cookie).folders[":id"].$delete({ param: { id: folder.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Folder "Batch" deleted with 2 videos', videosDeleted: 2 });
    expect((await t.client(owner.cookie).videos[":id"].$get({ param: { id: video.id } })).status).toBe(404);
    expect((await t.client(owner.cookie).channels[":id"].folders.$get({ param: { id: channel.id } })).status).toBe(200);

    const second = await newFolder(owner.cookie, channel.id, "Second", "2024-03");
    // Said in the asker's language, the count in its plural form.
    const inSpanish = await t.request("DELETE", `/api/folders/${second.id}`, {
      cookie: moderator.cookie,
      headers: { "accept-language": "es-ES" },
    });
    expect(await inSpanish.json()).toEqual({ message: 'Carpeta "Second" eliminada con 0 vídeos', videosDeleted: 0 });
    const asModerator = t.client(moderator.cookie).folders[":id"];
    const missing = await asModerator.$delete({ param: { id: second.id } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Folder not found", code: "not_found" });
  });

  it("answers 401 without a session", async () => {
    expect((await t.request("GET", `/api/channels/${MISSING}/folders`)).status).toBe(401);
    const body = { name: "F", monthYear: "2024-01" };
    expect((await t.request("POST", `/api/channels/${MISSING}/folders`, { body })).status).toBe(401);
    expect((await t.request("GET", `/api/folders/${MISSING}`)).status).toBe(401);
    expect((await t.request("PATCH", `/api/folders/${MISSING}`, { body })).status).toBe(401);
    expect((await t.request("DELETE", `/api/folders/${MISSING}`)).status).toBe(401);
    expect((await t.request("GET", `/api/folders/${MISSING}/videos`)).status).toBe(401);
    const video = await t.request("POST", `/api/folders/${MISSING}/videos`, { body: { title: "x" } });
    expect(video.status).toBe(401);
    expect(await video.json()).toEqual({
      error: "Authentication required: Please log in to create videos",
      code: "unauthenticated",
    });
    const folder = await t.request("POST", `/api/channels/${MISSING}/folders`, { body });
    expect(await folder.json()).toEqual({
      error: "Authentication required: Please log in to create folders",
      code: "unauthenticated",
    });
  });
});

describe("videos in a folder", () => {
  it("creates a draft video; a blank URL is stored as null", async () => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie);
    const folder = await newFolder(user.cookie, channel.id, "Batch", "2024-02");
    const res = await newVideo(user.cookie, folder.id, { title: "  My video ", youtubeUrl: "   " });
    if (res.status !== 201) throw new Error(await res.text());
    const body = await res.json();
    expect(body.message).toBe('"My video" created successfully');
    expect(body.video).toMatchObject({
      folderId: folder.id,
      title: "My video",
      status: "draft",
      youtubeUrl: null,
      youtubeVideoId: null,
      targetKeywords: [],
      createdBy: user.id,
    });
  });

  it("stores a YouTube URL with its video id, and keywords from comma-separated text", async () => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie);
    const folder = await newFolder(user.cookie, channel.id, "Batch", "2024-02");
    const res = await newVideo(user.cookie, folder.id, {
      title: "With URL",
      youtubeUrl: "youtu.be/dQw4w9WgXcQ",
      targetKeywords: " focus, deep work ,, ",
    });
    if (res.status !== 201) throw new Error(await res.text());
    expect((await res.json()).video).toMatchObject({
      youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
      youtubeVideoId: "dQw4w9WgXcQ",
      targetKeywords: ["focus", "deep work"],
    });
  });

  it.each([
    [{ title: "   " }, "Video title is required"],
    [{}, "Video title is required"],
    [{ title: "x".repeat(301) }, "Video title must be at most 300 characters"],
    [{ title: "T", youtubeUrl: "https://vimeo.com/123" }, "Invalid URL: Please enter a valid YouTube video URL."],
    [
      { title: "T", youtubeUrl: "https://www.youtube.com/@channel" },
      "Invalid URL: Please enter a valid YouTube video URL.",
    ],
    [{ title: "T", youtubeUrl: 12 }, "Invalid URL: Please enter a valid YouTube video URL."],
  ])("refuses %j", async (body, message) => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie);
    const folder = await newFolder(user.cookie, channel.id, "Batch", "2024-02");
    const res = await postVideo(user.cookie, folder.id, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
  });

  it("lists a folder's videos newest first, and answers 404 for a missing folder", async () => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie);
    const folder = await newFolder(user.cookie, channel.id, "Batch", "2024-02");
    const videosOf = (id: string) => t.client(user.cookie).folders[":id"].videos.$get({ param: { id } });
    expect(await (await videosOf(folder.id)).json()).toEqual({ videos: [] });
    for (const title of ["First", "Second", "Third"]) await newVideo(user.cookie, folder.id, { title });
    const res = await videosOf(folder.id);
    if (res.status !== 200) throw new Error(await res.text());
    expect((await res.json()).videos.map((v) => v.title)).toEqual(["Third", "Second", "First"]);
    const missing = await videosOf(MISSING);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Folder not found", code: "not_found" });
    const create = await newVideo(user.cookie, MISSING, { title: "Lost" });
    expect(create.status).toBe(404);
  });
});

describe("channel overview", () => {
  it("shows the first 5 folders with video counts and up to 10 recent videos", async () => {
    const user = await t.member("user");
    const channel = await newChannel(user.cookie, "Busy");
    const months = ["2024-01", "2024-02", "2024-03", "2024-04", "2024-05", "2024-06", "2024-07"];
    const folders = [];
    for (const m of months) folders.push(await newFolder(user.cookie, channel.id, `F ${m}`, m));
    for (let i = 0; i < 12; i++) await newVideo(user.cookie, folders[i % 2].id, { title: `Video ${i}` });
    const other = await newChannel(user.cookie, "Other");
    const otherFolder = await newFolder(user.cookie, other.id, "Elsewhere", "2030-01");
    await newVideo(user.cookie, otherFolder.id, { title: "Not mine" });

    const res = await t.client(user.cookie).channels[":id"].overview.$get({ param: { id: channel.id } });
    if (res.status !== 200) throw new Error(await res.text());
    const body = await res.json();
    expect(body.channel).toMatchObject({ id: channel.id, name: "Busy" });
    expect(body.folderCount).toBe(7);
    expect(body.folders.map((f) => f.monthYear)).toEqual(["2024-07", "2024-06", "2024-05", "2024-04", "2024-03"]);
    expect(body.recentVideos).toHaveLength(10);
    expect(body.recentVideos[0].title).toBe("Video 11");
    expect(body.recentVideos[9].title).toBe("Video 2");

    const full = await t.client(user.cookie).channels[":id"].folders.$get({ param: { id: channel.id } });
    if (full.status !== 200) throw new Error(await full.text());
    const counts = (await full.json()).folders.map((f) => f.videoCount);
    expect(counts).toEqual([0, 0, 0, 0, 0, 6, 6]);
  });

  it("answers 404 for a missing channel", async () => {
    const user = await t.member("user");
    const res = await t.client(user.cookie).channels[":id"].overview.$get({ param: { id: MISSING } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Channel not found", code: "not_found" });
  });
});
