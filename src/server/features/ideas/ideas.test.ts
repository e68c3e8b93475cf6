// The idea bank (decision 035): "Save as idea" from an outlier and "New idea" by hand, filters,
// search and sorts, status changes, "Add to board" (the video at the Idea stage in the channel's folder
// of this month, linked; the idea in production), niches renamed and deleted, and refusals.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { monthOf } from "../../../shared/month.ts";
import { channels, folders, ideas, nicheChannels, videos, watchedChannels, watchedVideos } from "../../db/schema.ts";
import { type LlmDouble, startLlmDouble } from "../../testing/fakes/llm/server.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { aiEnvFor } from "../../testing/model-double.ts";

let t: TestApp;
let double: LlmDouble;
let member: { cookie: string; id: string };

beforeAll(async () => {
  // A model double, so "Write script" can show what the model is asked.
  double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
  t = await createTestApp(aiEnvFor("openai-chat", double.url));
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(async () => {
  await t.database.reset();
  double.reset();
  member = await t.member("user");
});

async function call(method: string, url: string, body?: unknown, cookie = member.cookie) {
  const res = await t.request(method, url, { cookie, body });
  return { status: res.status, body: await res.json() };
}

async function watchedUpload() {
  const [channel] = await t.db
    .insert(watchedChannels)
    .values({ youtubeChannelId: "UCideasideasideasideas00", title: "Weekend Workshop" })
    .returning();
  await t.db.insert(watchedVideos).values({
    id: "outlier0001",
    watchedChannelId: channel.id,
    title: "How I built a workbench for $50?",
    description: "A whole workbench from scrap.",
    tags: ["workbench", "budget"],
    publishedAt: new Date(Date.now() - 10 * 86_400_000),
    durationSeconds: 600,
    isShort: false,
    views: 8000,
    score: 8,
    scoreBasis: { basis: "lifetime", views: 8000, median: 1000, ageDays: 10, compared: 20 },
  });
  return channel;
}

describe("the idea bank", () => {
  it("saves an outlier as an idea with the outlier's title, description and tags as its source", async () => {
    await watchedUpload();
    const saved = await call("POST", "/api/ideas", { title: "Workbench on a budget", sourceVideoId: "outlier0001" });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      title: "Workbench on a budget",
      status: "new",
      sourceText: "How I built a workbench for $50?",
      source: {
        id: "outlier0001",
        channelTitle: "Weekend Workshop",
        description: "A whole workbench from scrap.",
        tags: ["workbench", "budget"],
        score: { score: 8, median: 1000 },
      },
    });
    const missing = await call("POST", "/api/ideas", { title: "From nowhere", sourceVideoId: "nosuchvideo" });
    expect(missing).toEqual({
      status: 400,
      body: { error: "The source video is not among the watched channels' uploads", code: "invalid_request" },
    });
  });

  it("filters by status and niche, searches title, notes and tags, sorts by the team's score", async () => {
    const niche = (await call("POST", "/api/ideas/niches", { name: "Woodworking" })).body;
    await call("POST", "/api/ideas", { title: "Router table", rating: 40, nicheId: niche.id });
    await call("POST", "/api/ideas", { title: "Plane setup", notes: "sharpening first", rating: 90 });
    await call("POST", "/api/ideas", { title: "Shop tour", tags: ["vlog"], status: "shortlisted" });
    const titles = async (query: string) =>
      (await call("GET", `/api/ideas?${query}`)).body.items.map((i: { title: string }) => i.title);
    expect(await titles("sort=rating")).toEqual(["Plane setup", "Router table", "Shop tour"]);
    expect(await titles("sort=title")).toEqual(["Plane setup", "Router table", "Shop tour"]);
    expect(await titles("status=shortlisted")).toEqual(["Shop tour"]);
    expect(await titles(`nicheId=${niche.id}`)).toEqual(["Router table"]);
    expect(await titles("q=SHARPENING")).toEqual(["Plane setup"]);
    expect(await titles("q=vlog")).toEqual(["Shop tour"]);
    expect(await titles("q=100%25")).toEqual([]);
  });

  it("changes an idea's status and score; refuses a score outside 0–100 and an unknown status", async () => {
    const idea = (await call("POST", "/api/ideas", { title: "Router table" })).body;
    const updated = await call("PATCH", `/api/ideas/${idea.id}`, { status: "shortlisted", rating: 75 });
    expect(updated.body).toMatchObject({ status: "shortlisted", rating: 75 });
    expect((await call("PATCH", `/api/ideas/${idea.id}`, { rating: 101 })).body.error).toBe(
      "Score must be from 0 to 100",
    );
    expect((await call("PATCH", `/api/ideas/${idea.id}`, { status: "done" })).status).toBe(400);
    expect((await call("PATCH", `/api/ideas/${idea.id}`, { nicheId: crypto.randomUUID() })).body).toEqual({
      error: "The niche, target channel or source video does not exist",
      code: "invalid_request",
    });
    const [row] = await t.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(row).toMatchObject({ status: "shortlisted", rating: 75, nicheId: null });
  });

  it("Add to board: the video at the Idea stage in the channel's folder of this month, linked; the idea in production", async () => {
    const [channel] = await t.db.insert(channels).values({ name: "My channel" }).returning();
    const idea = (await call("POST", "/api/ideas", { title: "Router table", tags: ["router"] })).body;
    const added = await call("POST", `/api/ideas/${idea.id}/board`, { channelId: channel.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: "in_production", targetChannelId: channel.id });
    const [video] = await t.db.select().from(videos).where(eq(videos.id, added.body.videoId));
    expect(video).toMatchObject({ title: "Router table", stage: "idea", targetKeywords: ["router"] });
    const [folder] = await t.db.select().from(folders).where(eq(folders.id, video.folderId));
    expect(folder).toMatchObject({ channelId: channel.id, monthYear: monthOf(new Date()) });
    const again = await call("POST", `/api/ideas/${idea.id}/board`, { channelId: channel.id });
    expect(again).toEqual({ status: 409, body: { error: "This idea is on the board already", code: "conflict" } });
    // A channel that does not exist: nothing is made.
    const other = (await call("POST", "/api/ideas", { title: "Plane setup" })).body;
    expect((await call("POST", `/api/ideas/${other.id}/board`, { channelId: crypto.randomUUID() })).status).toBe(404);
    expect(await t.db.select().from(videos)).toHaveLength(1);
  });

  it("lets admins, moderators and the creator delete an idea or a niche, not another member", async () => {
    const idea = (await call("POST", "/api/ideas", { title: "Router table" })).body;
    const niche = (await call("POST", "/api/ideas/niches", { name: "Woodworking" })).body;
    const other = await t.member("user");
    expect((await call("DELETE", `/api/ideas/${idea.id}`, undefined, other.cookie)).status).toBe(403);
    expect((await call("DELETE", `/api/ideas/niches/${niche.id}`, undefined, other.cookie)).status).toBe(403);
    expect((await call("DELETE", `/api/ideas/${idea.id}`)).status).toBe(200);
    expect((await call("GET", `/api/ideas/${idea.id}`)).status).toBe(404);
    const moderator = await t.member("moderator");
    expect((await call("DELETE", `/api/ideas/niches/${niche.id}`, undefined, moderator.cookie)).status).toBe(200);
  });
});

describe("answers kept per data version", () => {
  it("reads the idea bank and the outliers page again after any write, whichever path made it", async () => {
    await watchedUpload();
    const idea = (await call("POST", "/api/ideas", { title: "Workbench", sourceVideoId: "outlier0001" })).body;
    const bank = async () => (await call("GET", "/api/ideas")).body.items[0];
    const outliers = async () => (await call("GET", "/api/ideas/outliers?minScore=2")).body.items;
    expect((await bank()).title).toBe("Workbench");
    expect(await outliers()).toHaveLength(1);
    // Written by another path than the routes (a job, another instance): the versions' triggers see it.
    await t.db.update(ideas).set({ title: "Workbench, renamed" }).where(eq(ideas.id, idea.id));
    expect((await bank()).title).toBe("Workbench, renamed");
    await t.db.update(watchedVideos).set({ title: "Retitled on YouTube" }).where(eq(watchedVideos.id, "outlier0001"));
    expect((await bank()).source.title).toBe("Retitled on YouTube");
    expect((await outliers())[0].title).toBe("Retitled on YouTube");
    await t.db.update(watchedVideos).set({ score: 1.5 }).where(eq(watchedVideos.id, "outlier0001"));
    expect(await outliers()).toHaveLength(0);
  });
});

describe("Write script", () => {
  it("gives the model the idea's material, loaded from the idea: the outlier's title, description and tags", async () => {
    await watchedUpload();
    const idea = (
      await call("POST", "/api/ideas", {
        title: "Workbench on a budget",
        notes: "Cheaper still, and in a weekend",
        sourceVideoId: "outlier0001",
      })
    ).body;
    const research = await call("POST", "/api/studio/research", {
      niche: "DIY & Crafts",
      topic: "Workbench on a budget",
      ideaId: idea.id,
    });
    expect(research.status).toBe(200);
    expect(double.requests).toHaveLength(1);
    const prompt = double.requests[0].prompt;
    expect(prompt).toContain('Outlier it comes from: "How I built a workbench for $50?" by Weekend Workshop');
    expect(prompt).toContain("Outlier score: 8K views in 10 days; channel median 1K → 8.0×");
    expect(prompt).toContain("Outlier description: A whole workbench from scrap.");
    expect(prompt).toContain("Outlier tags: workbench, budget");
    expect(prompt).toContain("Notes: Cheaper still, and in a weekend");
  });

  it("answers 404 for an idea that is gone, before any model call", async () => {
    const idea = (await call("POST", "/api/ideas", { title: "Router table" })).body;
    await call("DELETE", `/api/ideas/${idea.id}`);
    for (const ideaId of [idea.id, "not-an-id"]) {
      const res = await call("POST", "/api/studio/research", { niche: "DIY & Crafts", topic: "Router", ideaId });
      expect(res).toEqual({ status: 404, body: { error: "Idea not found", code: "not_found" } });
    }
    expect(double.requests).toHaveLength(0);
  });
});

describe("niches", () => {
  it("are named once, renamed, and deleted with the channels no other niche watches", async () => {
    const a = (await call("POST", "/api/ideas/niches", { name: "Woodworking" })).body;
    const b = (await call("POST", "/api/ideas/niches", { name: "Competitors" })).body;
    expect(await call("POST", "/api/ideas/niches", { name: "Woodworking" })).toEqual({
      status: 409,
      body: { error: 'A niche named "Woodworking" already exists', code: "conflict" },
    });
    expect((await call("PATCH", `/api/ideas/niches/${b.id}`, { name: "Rivals" })).body.name).toBe("Rivals");
    const channel = await watchedUpload();
    await t.db.insert(nicheChannels).values([
      { nicheId: a.id, watchedChannelId: channel.id },
      { nicheId: b.id, watchedChannelId: channel.id },
    ]);
    expect((await call("DELETE", `/api/ideas/niches/${a.id}`)).status).toBe(200);
    expect(await t.db.select().from(watchedVideos)).toHaveLength(1);
    expect((await call("DELETE", `/api/ideas/niches/${b.id}/channels/${channel.id}`)).status).toBe(200);
    expect(await t.db.select().from(watchedChannels)).toHaveLength(0);
    expect(await t.db.select().from(watchedVideos)).toHaveLength(0);
    expect((await call("GET", "/api/ideas/niches")).body).toEqual({
      niches: [{ id: b.id, name: "Rivals", channels: [] }],
    });
  });
});
