import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const INVALID_URL = "Invalid URL: Please enter a valid YouTube channel URL.";
const MISSING = "00000000-0000-4000-8000-000000000000";

async function connect(cookie: string, body: Record<string, unknown>) {
  return t.request("POST", "/api/channels", { cookie, body });
}

describe("channels", () => {
  it("connects a channel by URL with the spec's default name and description", async () => {
    const user = await t.member("user");
    const res = await connect(user.cookie, { url: "https://www.youtube.com/@MrBeast", name: "  ", description: "" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Channel connected successfully!");
    expect(body.channel).toMatchObject({
      name: "Channel MrBeast",
      description: "YouTube Channel: MrBeast",
      youtubeUrl: "https://www.youtube.com/@MrBeast",
      youtubeChannelId: null,
      createdBy: user.id,
    });
    expect(new Date(body.channel.createdAt).getTime()).toBeGreaterThan(0);
  });

  it("keeps a given name and description", async () => {
    const user = await t.member("user");
    const res = await connect(user.cookie, {
      url: "youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw",
      name: " Google Devs ",
      description: "Talks",
    });
    expect(res.status).toBe(201);
    expect((await res.json()).channel).toMatchObject({
      name: "Google Devs",
      description: "Talks",
      youtubeUrl: "https://youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw",
    });
  });

  it.each([
    "https://youtube.com/c/SomeCreator",
    "https://youtube.com/user/someone",
    "https://m.youtube.com/@handle",
    "www.youtube.com/@handle-2",
  ])("accepts the channel address form %s", async (url) => {
    const user = await t.member("user");
    expect((await connect(user.cookie, { url })).status).toBe(201);
  });

  it.each([
    "",
    "   ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://vimeo.com/@someone",
    "https://www.youtube.com/@bad!handle",
    "just text",
  ])("refuses the address %j with the spec's message", async (url) => {
    const user = await t.member("user");
    const res = await connect(user.cookie, { url });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(INVALID_URL);
    expect(body.issues).toBeDefined();
  });

  it("refuses the same channel twice, whatever the URL form or case", async () => {
    const user = await t.member("user");
    expect((await connect(user.cookie, { url: "https://www.youtube.com/@MrBeast", name: "Beast" })).status).toBe(201);
    const again = await connect(user.cookie, { url: "m.youtube.com/@mrbeast/videos" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'This YouTube channel is already in the library as "Beast"',
      code: "conflict",
    });
    // Another URL kind is another channel.
    expect((await connect(user.cookie, { url: "https://www.youtube.com/user/MrBeast" })).status).toBe(201);
  });

  it("refuses two simultaneous connects of one channel once", async () => {
    const user = await t.member("user");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => connect(user.cookie, { url: "https://www.youtube.com/@Race" })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it("creates a channel by name alone (the studio) and requires the name then", async () => {
    const user = await t.member("user");
    const res = await connect(user.cookie, { name: "Studio Channel" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Channel created successfully");
    expect(body.channel).toMatchObject({ name: "Studio Channel", description: null, youtubeUrl: null });
    // Two channels without an address don't collide.
    expect((await connect(user.cookie, { name: "Studio Channel" })).status).toBe(201);
    const blank = await connect(user.cookie, { name: "  " });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toBe("Channel name is required");
  });

  it("answers 400 with the contract's error for malformed bodies", async () => {
    const user = await t.member("user");
    const wrongType = await connect(user.cookie, { url: 42 });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).error).toBe(INVALID_URL);
    const notJson = await t.request("POST", "/api/channels", { cookie: user.cookie, body: "{not json" });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toHaveProperty("error");
    const huge = await connect(user.cookie, { name: "x".repeat(201) });
    expect(huge.status).toBe(400);
    expect((await huge.json()).error).toBe("Channel name must be at most 200 characters");
  });

  it("lists channels newest first", async () => {
    const user = await t.member("user");
    await connect(user.cookie, { name: "First" });
    await connect(user.cookie, { name: "Second" });
    await connect(user.cookie, { url: "youtube.com/@third" });
    const res = await t.request("GET", "/api/channels", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).channels.map((c: { name: string }) => c.name)).toEqual([
      "Channel third",
      "Second",
      "First",
    ]);
  });

  it("reads one channel, and answers 404 for a missing or malformed id", async () => {
    const user = await t.member("user");
    const { channel } = await (await connect(user.cookie, { name: "Mine" })).json();
    const res = await t.request("GET", `/api/channels/${channel.id}`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(channel);
    for (const id of [MISSING, "not-a-uuid"]) {
      const missing = await t.request("GET", `/api/channels/${id}`, { cookie: user.cookie });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "Channel not found", code: "not_found" });
    }
  });

  it("renames a channel and changes or clears its description; any member may", async () => {
    const owner = await t.member("user");
    const other = await t.member("user");
    const { channel } = await (await connect(owner.cookie, { name: "Old", description: "d" })).json();
    const res = await t.request("PATCH", `/api/channels/${channel.id}`, {
      cookie: other.cookie,
      body: { name: " New name ", description: null },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Channel updated successfully");
    expect(body.channel).toMatchObject({ name: "New name", description: null, createdBy: owner.id });

    const blank = await t.request("PATCH", `/api/channels/${channel.id}`, { cookie: owner.cookie, body: { name: "" } });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toBe("Channel name is required");
    const empty = await t.request("PATCH", `/api/channels/${channel.id}`, { cookie: owner.cookie, body: {} });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe("Nothing to update");
    const missing = await t.request("PATCH", `/api/channels/${MISSING}`, { cookie: owner.cookie, body: { name: "x" } });
    expect(missing.status).toBe(404);
  });

  it("answers 401 without a session", async () => {
    expect((await t.request("GET", "/api/channels")).status).toBe(401);
    expect((await t.request("POST", "/api/channels", { body: { name: "x" } })).status).toBe(401);
    expect((await t.request("GET", `/api/channels/${MISSING}`)).status).toBe(401);
    expect((await t.request("PATCH", `/api/channels/${MISSING}`, { body: { name: "x" } })).status).toBe(401);
    expect((await t.request("DELETE", `/api/channels/${MISSING}`)).status).toBe(401);
    expect((await t.request("GET", `/api/channels/${MISSING}/overview`)).status).toBe(401);
  });
});

describe("deleting a channel", () => {
  async function channelWithVideos(cookie: string, videos: number) {
    const { channel } = await (await connect(cookie, { name: "Doomed" })).json();
    const { folder } = await (
      await t.request("POST", `/api/channels/${channel.id}/folders`, {
        cookie,
        body: { name: "Batch", monthYear: "2024-01" },
      })
    ).json();
    for (let i = 0; i < videos; i++) {
      await t.request("POST", `/api/folders/${folder.id}/videos`, { cookie, body: { title: `V${i}` } });
    }
    return { channel, folder };
  }

  it("lets the creator delete it with its folders and videos, and says how many videos went", async () => {
    const owner = await t.member("user");
    const { channel, folder } = await channelWithVideos(owner.cookie, 3);
    const res = await t.request("DELETE", `/api/channels/${channel.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Channel "Doomed" deleted with 3 videos', videosDeleted: 3 });
    expect((await t.request("GET", `/api/channels/${channel.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await t.request("GET", `/api/folders/${folder.id}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("lets admins and moderators delete anyone's channel", async () => {
    const owner = await t.member("user");
    for (const role of ["admin", "moderator"] as const) {
      const { channel } = await channelWithVideos(owner.cookie, 1);
      const staff = await t.member(role);
      const res = await t.request("DELETE", `/api/channels/${channel.id}`, { cookie: staff.cookie });
      expect(res.status).toBe(200);
      expect((await res.json()).message).toBe('Channel "Doomed" deleted with 1 video');
    }
  });

  it("refuses other members with 403 and keeps the channel", async () => {
    const owner = await t.member("user");
    const other = await t.member("user");
    const { channel } = await channelWithVideos(owner.cookie, 0);
    const res = await t.request("DELETE", `/api/channels/${channel.id}`, { cookie: other.cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "Only admins, moderators and the creator can delete this channel",
      code: "forbidden",
    });
    expect((await t.request("GET", `/api/channels/${channel.id}`, { cookie: other.cookie })).status).toBe(200);
  });

  it("keeps the content when its creator's account is deleted; then only staff may delete it", async () => {
    const admin = await t.member("admin");
    const owner = await t.member("user");
    const other = await t.member("user");
    const { channel } = await channelWithVideos(owner.cookie, 2);
    expect((await t.request("DELETE", `/api/admin/users/${owner.id}`, { cookie: admin.cookie })).status).toBe(200);
    const read = await t.request("GET", `/api/channels/${channel.id}`, { cookie: other.cookie });
    expect((await read.json()).createdBy).toBeNull();
    expect((await t.request("DELETE", `/api/channels/${channel.id}`, { cookie: other.cookie })).status).toBe(403);
    expect((await t.request("DELETE", `/api/channels/${channel.id}`, { cookie: admin.cookie })).status).toBe(200);
  });

  it("answers 404 for a missing channel", async () => {
    const admin = await t.member("admin");
    const res = await t.request("DELETE", `/api/channels/${MISSING}`, { cookie: admin.cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Channel not found", code: "not_found" });
  });
});
