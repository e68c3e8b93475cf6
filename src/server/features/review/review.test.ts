// Review and sign-off through the API (decision 036): anchors that follow the script's words,
// suggestions accepted as new versions, per-version approval and the stage gate, notifications and
// presence. Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ReviewThread } from "../../../shared/schemas/review.ts";
import { channels, folders, notifications, scriptPresence, scriptVersions, videos } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

type Member = { cookie: string; id: string; email: string };
const api = (member: Member | undefined, method: string, url: string, body?: unknown) =>
  t.request(method, url, { cookie: member?.cookie, body });

const SCRIPT =
  "Hook: most people waste their mornings. Today we fix that with three habits. " +
  "First, drink a glass of water before you touch your phone. Second, write down the one task that matters. " +
  "Third, move your body for ten minutes. See you tomorrow.";

async function seedVideo(writer: Member, content = SCRIPT, stage = "scripting") {
  const [channel] = await t.db.insert(channels).values({ name: "Morning Lab", userId: writer.id }).returning();
  const [folder] = await t.db
    .insert(folders)
    .values({ name: "May", monthYear: "2026-05", channelId: channel.id, userId: writer.id })
    .returning();
  const [video] = await t.db
    .insert(videos)
    .values({ title: "Three morning habits", folderId: folder.id, userId: writer.id, stage })
    .returning();
  const saved = await api(writer, "POST", `/api/videos/${video.id}/script`, { content, baseVersion: null });
  expect(saved.status).toBe(201);
  return { channelId: channel.id, videoId: video.id };
}

const select = (text: string, words: string) => {
  const start = text.indexOf(words);
  expect(start, `"${words}" in the script`).toBeGreaterThanOrEqual(0);
  return { start, end: start + words.length, quote: words };
};

async function comment(member: Member, videoId: string, version: number, words: string, body = "Why this?") {
  const res = await api(member, "POST", `/api/videos/${videoId}/review/comments`, {
    version,
    ...select(SCRIPT, words),
    body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).id as string;
}

async function saveVersion(member: Member, videoId: string, content: string, baseVersion: number) {
  const res = await api(member, "POST", `/api/videos/${videoId}/script`, { content, baseVersion });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function review(member: Member, videoId: string, version?: number) {
  const res = await api(member, "GET", `/api/videos/${videoId}/review${version ? `?version=${version}` : ""}`);
  expect(res.status).toBe(200);
  return res.json();
}
const threadById = (threads: ReviewThread[], id: string) => threads.find((thread) => thread.id === id);

describe("comments anchored to a script's words", () => {
  it("follow the words through edits before, inside and after them, and keep the old quote when they are gone", async () => {
    const writer = await t.member("user", "writer@example.com");
    const editor = await t.member("user", "editor@example.com");
    const { videoId } = await seedVideo(writer);
    const water = await comment(editor, videoId, 1, "drink a glass of water before you touch your phone");
    const task = await comment(editor, videoId, 1, "write down the one task that matters");
    const move = await comment(editor, videoId, 1, "move your body for ten minutes");
    const hook = await comment(editor, videoId, 1, "Hook");

    // Before the words: a new opening sentence shifts everything after it.
    const v2 = `Good morning! ${SCRIPT}`;
    await saveVersion(writer, videoId, v2, 1);
    let threads = (await review(editor, videoId)).threads as ReviewThread[];
    const shifted = select(v2, "drink a glass of water before you touch your phone");
    expect(threadById(threads, water)?.location).toEqual({ start: shifted.start, end: shifted.end, exact: true });
    // Inside the words: one word changed — found again, marked as edited.
    const v3 = v2.replace("the one task that matters", "the single task that matters");
    await saveVersion(writer, videoId, v3, 2);
    threads = (await review(editor, videoId)).threads;
    const edited = threadById(threads, task)?.location;
    expect(edited?.exact).toBe(false);
    expect(v3.slice(edited?.start, edited?.end)).toContain("task that matters");
    // After the words, and the words themselves gone: the comment stays, "on text that has changed".
    const v4 = v3.replace("Third, move your body for ten minutes.", "Third, sleep.").replace("Hook", "Opening");
    await saveVersion(writer, videoId, v4, 3);
    const latest = await review(editor, videoId);
    expect(latest.version).toBe(4);
    expect(latest.threads).toHaveLength(4);
    expect(threadById(latest.threads, move)).toMatchObject({
      location: null,
      quote: { exact: "move your body for ten minutes" },
      version: 1,
    });
    expect(threadById(latest.threads, hook)?.location).toBeNull();
    expect(threadById(latest.threads, water)?.location?.exact).toBe(true);
    // Listed per version too: in version 1 every comment sits where it was made.
    const first = await review(editor, videoId, 1);
    expect(first.threads.every((thread: ReviewThread) => thread.location?.exact)).toBe(true);
  });

  it("refuses a selection that does not quote the version's words, and a comment without text", async () => {
    const writer = await t.member("user");
    const { videoId } = await seedVideo(writer);
    const wrong = await api(writer, "POST", `/api/videos/${videoId}/review/comments`, {
      version: 1,
      start: 0,
      end: 4,
      quote: "Nope",
      body: "Hm",
    });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).error).toMatch(/select them again/);
    const empty = await api(writer, "POST", `/api/videos/${videoId}/review/comments`, {
      version: 1,
      ...select(SCRIPT, "Hook"),
      body: "   ",
    });
    expect(empty.status).toBe(400);
    expect((await review(writer, videoId)).threads).toHaveLength(0);
  });

  it("keeps replies in their thread, resolves and reopens it, and tells the writer and the mentioned", async () => {
    const writer = await t.member("user", "writer2@example.com");
    const editor = await t.member("user", "editor2@example.com");
    const boss = await t.member("admin", "boss@example.com");
    const { videoId } = await seedVideo(writer);
    const id = await comment(editor, videoId, 1, "three habits", `Should this be four? @[boss](${boss.id})`);
    const reply = await api(writer, "POST", `/api/review/comments/${id}/replies`, { body: "Three is enough." });
    expect(reply.status).toBe(201);
    expect((await api(writer, "PATCH", `/api/review/comments/${id}`, { status: "resolved" })).status).toBe(200);
    let thread = threadById((await review(editor, videoId)).threads, id);
    expect(thread).toMatchObject({
      status: "resolved",
      closedBy: { id: writer.id },
      replies: [{ body: "Three is enough." }],
    });
    await api(editor, "PATCH", `/api/review/comments/${id}`, { status: "open" });
    thread = threadById((await review(editor, videoId)).threads, id);
    expect(thread?.status).toBe("open");
    const kinds = await t.db.select({ userId: notifications.userId, kind: notifications.kind }).from(notifications);
    expect(kinds).toEqual(
      expect.arrayContaining([
        { userId: writer.id, kind: "review_comment" },
        { userId: boss.id, kind: "review_mention" },
        { userId: editor.id, kind: "review_reply" },
      ]),
    );
    // Nobody is told about their own words.
    expect(kinds.filter((k) => k.userId === editor.id && k.kind === "review_comment")).toEqual([]);
  });
});

describe("suggested edits", () => {
  it("accepting one makes version N+1 credited to both, through the conflict-safe save", async () => {
    const writer = await t.member("user", "w3@example.com");
    const editor = await t.member("user", "e3@example.com");
    const { videoId } = await seedVideo(writer);
    const res = await api(editor, "POST", `/api/videos/${videoId}/review/suggestions`, {
      version: 1,
      ...select(SCRIPT, "ten minutes"),
      replacement: "five minutes",
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    // A writer looking at an older version gets the save's own 409 with the newest version.
    await saveVersion(writer, videoId, `${SCRIPT} Bye.`, 1);
    const stale = await api(writer, "POST", `/api/review/comments/${id}/accept`, { baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).latest.number).toBe(2);
    const accepted = await api(writer, "POST", `/api/review/comments/${id}/accept`, { baseVersion: 2 });
    expect(accepted.status).toBe(201);
    const { version } = await accepted.json();
    expect(version.number).toBe(3);
    expect(version.content).toBe(`${SCRIPT.replace("ten minutes", "five minutes")} Bye.`);
    const [stored] = await t.db
      .select({ userId: scriptVersions.userId, suggestedBy: scriptVersions.suggestedBy })
      .from(scriptVersions)
      .where(sql`${scriptVersions.videoId} = ${videoId} and ${scriptVersions.number} = 3`);
    expect(stored).toEqual({ userId: writer.id, suggestedBy: editor.id });
    const thread = threadById((await review(writer, videoId)).threads, id);
    expect(thread).toMatchObject({ status: "accepted", appliedVersion: 3 });
    expect((await api(writer, "POST", `/api/review/comments/${id}/accept`, { baseVersion: 3 })).status).toBe(409);
  });

  it("says so when the suggested words changed meanwhile, and can still be rejected", async () => {
    const writer = await t.member("user", "w4@example.com");
    const editor = await t.member("user", "e4@example.com");
    const { videoId } = await seedVideo(writer);
    const { id } = await (
      await api(editor, "POST", `/api/videos/${videoId}/review/suggestions`, {
        version: 1,
        ...select(SCRIPT, "See you tomorrow."),
        replacement: "",
      })
    ).json();
    await saveVersion(writer, videoId, SCRIPT.replace("See you tomorrow.", "See you next week."), 1);
    const refused = await api(writer, "POST", `/api/review/comments/${id}/accept`, { baseVersion: 2 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/were edited since/);
    expect((await api(writer, "POST", `/api/review/comments/${id}/reject`)).status).toBe(200);
    expect(threadById((await review(writer, videoId)).threads, id)?.status).toBe("rejected");
    const versions = await t.db.select().from(scriptVersions).where(eq(scriptVersions.videoId, videoId));
    expect(versions).toHaveLength(2);
  });
});

describe("review requests, per-version approval and the stage gate", () => {
  it("counts approvals per version, and holds a video in Scripting until its current version is approved", async () => {
    const writer = await t.member("user", "w5@example.com");
    const ana = await t.member("user", "ana@example.com");
    const ben = await t.member("user", "ben@example.com");
    const { channelId, videoId } = await seedVideo(writer);
    expect(
      (await api(writer, "PUT", `/api/channels/${channelId}/review-settings`, { requireScriptApproval: true })).status,
    ).toBe(200);
    const asked = await api(writer, "POST", `/api/videos/${videoId}/review/requests`, {
      reviewerIds: [ana.id, ben.id],
      message: "Please look at the hook",
    });
    expect(asked.status).toBe(201);
    expect(await asked.json()).toEqual({ message: "Review of version 1 requested from 2 members" });
    const bell = await (await api(ana, "GET", "/api/notifications")).json();
    expect(bell.notifications[0]).toMatchObject({ kind: "review_requested", actor: { id: writer.id } });

    const refusedMove = async () => {
      const res = await api(writer, "POST", `/api/videos/${videoId}/move`, { stage: "recording", beforeId: null });
      return { status: res.status, error: (await res.json()).error };
    };
    expect(await refusedMove()).toEqual({
      status: 409,
      error:
        "Scripts need approval in this channel: version 1 of the script isn't approved yet, so the video stays in Scripting",
    });
    // Every path that changes a stage obeys the gate, and a refusal changes nothing.
    expect((await api(writer, "PATCH", `/api/videos/${videoId}/production`, { stage: "editing" })).status).toBe(409);
    expect((await api(writer, "PATCH", `/api/videos/${videoId}/status`, { status: "published" })).status).toBe(409);
    const [still] = await t.db.select({ stage: videos.stage }).from(videos).where(eq(videos.id, videoId));
    expect(still.stage).toBe("scripting");

    // The writer can't sign off their own version; Ana approves, Ben has not yet: 1 of 2.
    expect(
      (await api(writer, "POST", `/api/videos/${videoId}/review/decisions`, { version: 1, decision: "approved" }))
        .status,
    ).toBe(403);
    await api(ana, "POST", `/api/videos/${videoId}/review/decisions`, { version: 1, decision: "approved" });
    expect((await review(writer, videoId)).summary).toMatchObject({ approvals: 1, reviewers: 2, approved: false });
    expect((await refusedMove()).status).toBe(409);
    await api(ben, "POST", `/api/videos/${videoId}/review/decisions`, { version: 1, decision: "approved" });
    expect((await review(writer, videoId)).summary).toMatchObject({ approvals: 2, reviewers: 2, approved: true });

    // A later version needs approval again.
    await saveVersion(writer, videoId, `${SCRIPT} One more thing.`, 1);
    expect((await review(writer, videoId)).summary).toMatchObject({ version: 2, approvals: 0, approved: false });
    expect((await refusedMove()).error).toMatch(/version 2 of the script isn't approved yet/);
    const stale = await api(ana, "POST", `/api/videos/${videoId}/review/decisions`, {
      version: 1,
      decision: "approved",
    });
    expect(stale.status).toBe(409);
    await api(ana, "POST", `/api/videos/${videoId}/review/decisions`, {
      version: 2,
      decision: "changes_requested",
      note: "Cut the last line",
    });
    expect((await review(writer, videoId)).summary).toMatchObject({ changesRequested: 1, approved: false });
    await api(ana, "POST", `/api/videos/${videoId}/review/decisions`, { version: 2, decision: "approved" });
    await api(ben, "POST", `/api/videos/${videoId}/review/decisions`, { version: 2, decision: "approved" });
    const moved = await api(writer, "POST", `/api/videos/${videoId}/move`, { stage: "recording", beforeId: null });
    expect(moved.status).toBe(200);
    const decisions = (await review(writer, videoId)).decisions;
    expect(decisions.map((d: { version: number; decision: string }) => `${d.version} ${d.decision}`).sort()).toEqual([
      "1 approved",
      "1 approved",
      "2 approved",
      "2 approved",
    ]);
  });

  it("lets videos move freely where the channel does not ask for approval, and lists review states for the board", async () => {
    const writer = await t.member("user", "w6@example.com");
    const ana = await t.member("user", "ana6@example.com");
    const { videoId } = await seedVideo(writer);
    await api(writer, "POST", `/api/videos/${videoId}/review/requests`, { reviewerIds: [ana.id] });
    const summaries = (await (await api(writer, "GET", "/api/review/summaries")).json()).summaries;
    expect(summaries).toEqual([
      {
        videoId,
        version: 1,
        approvals: 0,
        reviewers: 1,
        changesRequested: 0,
        approved: false,
        approvalRequired: false,
      },
    ]);
    expect(
      (await api(writer, "POST", `/api/videos/${videoId}/move`, { stage: "recording", beforeId: null })).status,
    ).toBe(200);
  });

  it("refuses reviewers who are not members, and asking yourself", async () => {
    const writer = await t.member("user", "w7@example.com");
    const { videoId } = await seedVideo(writer);
    const self = await api(writer, "POST", `/api/videos/${videoId}/review/requests`, { reviewerIds: [writer.id] });
    expect(self.status).toBe(400);
    const nobody = await api(writer, "POST", `/api/videos/${videoId}/review/requests`, { reviewerIds: ["nobody"] });
    expect(nobody.status).toBe(400);
    expect((await review(writer, videoId)).requests).toEqual([]);
  });
});

describe("review events in the video's activity", () => {
  it("logs a request, comments, a suggestion accepted and each decision, by whom and for which version", async () => {
    const writer = await t.member("user", "w-act@example.com");
    const ana = await t.member("user", "ana-act@example.com");
    const { videoId } = await seedVideo(writer);
    expect(
      (await api(writer, "POST", `/api/videos/${videoId}/review/requests`, { reviewerIds: [ana.id], message: "" }))
        .status,
    ).toBe(201);
    await comment(ana, videoId, 1, "three habits");
    const suggested = await api(ana, "POST", `/api/videos/${videoId}/review/suggestions`, {
      version: 1,
      ...select(SCRIPT, "ten minutes"),
      replacement: "five minutes",
    });
    const { id } = await suggested.json();
    expect((await api(writer, "POST", `/api/review/comments/${id}/accept`, { baseVersion: 1 })).status).toBe(201);
    const decide = (decision: string) =>
      api(ana, "POST", `/api/videos/${videoId}/review/decisions`, { version: 2, decision, note: "Shorter, please" });
    expect((await decide("changes_requested")).status).toBe(201);
    expect((await decide("approved")).status).toBe(201);
    // A refused decision (the author's own version) logs nothing.
    expect(
      (await api(writer, "POST", `/api/videos/${videoId}/review/decisions`, { version: 2, decision: "approved" }))
        .status,
    ).toBe(403);

    const activity = await (await api(writer, "GET", `/api/videos/${videoId}/activity`)).json();
    const lines = activity.entries
      .filter((entry: { kind: string }) => entry.kind !== "created")
      .map((entry: { kind: string; from: string | null; to: string; actor: { id: string } | null; guest: null }) => [
        entry.kind,
        entry.from,
        entry.to,
        entry.actor?.id,
        entry.guest,
      ]);
    expect(lines).toEqual([
      ["review_approved", null, "2", ana.id, null],
      ["review_changes_requested", null, "2", ana.id, null],
      ["suggestion_accepted", null, "2", writer.id, null],
      ["script", null, "2", writer.id, null],
      ["review_comment", "suggestion", "1", ana.id, null],
      ["review_comment", null, "1", ana.id, null],
      ["review_requested", null, "1", writer.id, null],
      ["script", null, "1", writer.id, null],
    ]);
  });
});

describe("who is here", () => {
  it("shows who else has the script open and who is editing, and forgets them when they leave or lapse", async () => {
    const ana = await t.member("user", "ana8@example.com");
    const ben = await t.member("user", "ben8@example.com");
    const { videoId } = await seedVideo(ana);
    await api(ana, "PUT", `/api/videos/${videoId}/presence`, { state: "viewing" });
    await api(ben, "PUT", `/api/videos/${videoId}/presence`, { state: "editing" });
    const seenByAna = await (await api(ana, "GET", `/api/videos/${videoId}/presence`)).json();
    expect(seenByAna.present).toEqual([{ id: ben.id, name: "ben8", state: "editing" }]);
    await api(ben, "DELETE", `/api/videos/${videoId}/presence`);
    expect((await (await api(ana, "GET", `/api/videos/${videoId}/presence`)).json()).present).toEqual([]);
    await api(ben, "PUT", `/api/videos/${videoId}/presence`, { state: "viewing" });
    await t.db.update(scriptPresence).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await (await api(ana, "GET", `/api/videos/${videoId}/presence`)).json()).present).toEqual([]);
  });
});
