// A review link for people outside the workspace (decision 036): it opens one video's script and
// nothing else, its guest comments and signs off marked as a guest, it expires and is revoked (410),
// it is rate-limited in the database, and its token (or the guest's cookie) opens no other operation.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { channels, folders, reviewLinkHits, reviewLinks, videos } from "../../db/schema.ts";
import { GUEST_REQUESTS_PER_MINUTE } from "../../domain/review/review-links.ts";
import { cookieOf, createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

type Member = { cookie: string; id: string; email: string };
const api = (member: Member | undefined, method: string, url: string, body?: unknown) =>
  t.request(method, url, { cookie: member?.cookie, body });

const SCRIPT = "Welcome back. Today we test three budget microphones under forty dollars.";

async function seedSharedVideo(writer: Member) {
  const [channel] = await t.db.insert(channels).values({ name: "Gear Talk", userId: writer.id }).returning();
  const [folder] = await t.db
    .insert(folders)
    .values({ name: "June", monthYear: "2026-06", channelId: channel.id, userId: writer.id })
    .returning();
  const [video] = await t.db
    .insert(videos)
    .values({ title: "Budget microphones", folderId: folder.id, userId: writer.id, stage: "scripting" })
    .returning();
  const [other] = await t.db
    .insert(videos)
    .values({ title: "Secret plans", folderId: folder.id, userId: writer.id })
    .returning();
  await api(writer, "POST", `/api/videos/${video.id}/script`, { content: SCRIPT, baseVersion: null });
  const res = await api(writer, "POST", `/api/videos/${video.id}/review-links`, {});
  expect(res.status).toBe(201);
  const created = await res.json();
  const token = new URL(created.url).pathname.split("/").pop() as string;
  return { videoId: video.id, otherVideoId: other.id, channelId: channel.id, linkId: created.link.id, token, created };
}

/** A guest's browser: the cookie the identity answer set goes back with each request to the link. */
async function nameGuest(token: string, name: string) {
  const res = await t.request("POST", `/api/guest-review/${token}/identity`, { body: { name } });
  expect(res.status).toBe(201);
  const setCookie = res.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toContain(`Path=/api/guest-review/${token}`);
  return cookieOf(res);
}

describe("a guest review link", () => {
  it("opens one video's script, and its guest's comment and approval reach the team marked as a guest's", async () => {
    const writer = await t.member("user", "writer@example.com");
    const { videoId, token, created, linkId } = await seedSharedVideo(writer);
    expect(created.link).toMatchObject({ state: "active", includePackaging: false, lastOpenedAt: null });
    // 14 days unless chosen.
    const days = (Date.parse(created.link.expiresAt) - Date.parse(created.link.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    // Only a hash of the token is stored.
    const [stored] = await t.db.select({ tokenHash: reviewLinks.tokenHash }).from(reviewLinks);
    expect(stored.tokenHash).not.toContain(token);

    const page = await t.request("GET", `/api/guest-review/${token}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({
      video: { title: "Budget microphones", channel: "Gear Talk" },
      script: { version: 1, content: SCRIPT },
      packaging: null,
      guest: null,
      threads: [],
    });

    const anonymous = await t.request("POST", `/api/guest-review/${token}/comments`, {
      body: { version: 1, start: 0, end: 7, quote: "Welcome", body: "Hi" },
    });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toBe("Type your name before you comment or answer");

    const cookie = await nameGuest(token, "Olga");
    const start = SCRIPT.indexOf("three budget microphones");
    const commented = await t.request("POST", `/api/guest-review/${token}/comments`, {
      cookie,
      body: { version: 1, start, end: start + 24, quote: "three budget microphones", body: "Can we do five?" },
    });
    expect(commented.status).toBe(201);
    const approved = await t.request("POST", `/api/guest-review/${token}/decisions`, {
      cookie,
      body: { version: 1, decision: "approved" },
    });
    expect(approved.status).toBe(201);

    const team = await (await api(writer, "GET", `/api/videos/${videoId}/review`)).json();
    expect(team.threads[0]).toMatchObject({ body: "Can we do five?", author: { kind: "guest", name: "Olga" } });
    expect(team.decisions[0]).toMatchObject({ decision: "approved", reviewer: { kind: "guest", name: "Olga" } });
    expect(team.summary).toMatchObject({ approvals: 1, approved: true });
    const links = await (await api(writer, "GET", `/api/videos/${videoId}/review-links`)).json();
    expect(links.links[0]).toMatchObject({ id: linkId, lastOpenedBy: "Olga", state: "active" });
    const bell = await (await api(writer, "GET", "/api/notifications")).json();
    expect(bell.notifications.map((n: { kind: string }) => n.kind).sort()).toEqual([
      "review_approved",
      "review_comment",
    ]);

    // The guest sees their own threads and answers, not the team's comments.
    await api(writer, "POST", `/api/videos/${videoId}/review/comments`, {
      version: 1,
      start: 0,
      end: 7,
      quote: "Welcome",
      body: "Internal: check the sponsor",
    });
    const guestView = await (await t.request("GET", `/api/guest-review/${token}`, { cookie })).json();
    expect(guestView.guest).toEqual({ name: "Olga" });
    expect(guestView.threads.map((thread: { body: string }) => thread.body)).toEqual(["Can we do five?"]);
    expect(guestView.decisions).toHaveLength(1);

    // The video's Activity names the guest, marked as one, for each review event.
    const activity = await (await api(writer, "GET", `/api/videos/${videoId}/activity`)).json();
    const review = activity.entries.filter((entry: { kind: string }) => entry.kind.startsWith("review_"));
    expect(review).toEqual([
      expect.objectContaining({ kind: "review_comment", to: "1", from: null, guest: null, actor: expect.anything() }),
      expect.objectContaining({ kind: "review_approved", to: "1", guest: "Olga", actor: null }),
      expect.objectContaining({ kind: "review_comment", to: "1", guest: "Olga", actor: null }),
    ]);
  });

  it("answers 410 once revoked or expired, on the API and as a plain page, and 404 for a token of no link", async () => {
    const writer = await t.member("user", "w2@example.com");
    const first = await seedSharedVideo(writer);
    const page = await t.request("GET", `/review/${first.token}`);
    expect(page.status).not.toBe(410);
    const revoked = await api(writer, "POST", `/api/review-links/${first.linkId}/revoke`);
    expect((await revoked.json()).link.state).toBe("revoked");
    expect((await t.request("GET", `/api/guest-review/${first.token}`)).status).toBe(410);
    const gone = await t.request("GET", `/review/${first.token}`);
    expect(gone.status).toBe(410);
    const html = await gone.text();
    expect(html).toContain("This review link has expired");
    expect(html).not.toContain("Budget microphones");
    expect(html).not.toContain("<script");

    const second = await seedSharedVideo(writer);
    await t.db
      .update(reviewLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`id = ${second.linkId}`);
    expect((await t.request("GET", `/api/guest-review/${second.token}`)).status).toBe(410);
    expect((await t.request("GET", `/review/${second.token}`)).status).toBe(410);
    expect((await t.request("GET", `/api/guest-review/${"x".repeat(43)}`)).status).toBe(404);
    expect((await t.request("GET", `/review/${"x".repeat(43)}`)).status).toBe(404);
  });

  it("is rate-limited per link, counted in the database (what other instances counted included)", async () => {
    const writer = await t.member("user", "w3@example.com");
    const { token } = await seedSharedVideo(writer);
    expect((await t.request("GET", `/api/guest-review/${token}`)).status).toBe(200);
    // Another instance took the rest of this minute's requests: the count lives in the database.
    await t.db.update(reviewLinkHits).set({ count: GUEST_REQUESTS_PER_MINUTE });
    const limited = await t.request("GET", `/api/guest-review/${token}`);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatch(/Too many requests/);
  });

  it("gives its token and its guest's cookie 401 or 404 on every other API operation", async () => {
    const writer = await t.member("user", "w4@example.com");
    const { token, videoId, otherVideoId, channelId } = await seedSharedVideo(writer);
    const guestCookie = await nameGuest(token, "Mallory");
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    const ids: Record<string, string> = { id: videoId, token, number: "1" };
    const publicOps = new Set([
      "GET /api/health",
      "GET /api/auth-settings",
      "GET /api/invitations/{token}",
      "POST /api/invitations/accept",
    ]);
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      if (path.startsWith("/api/guest-review/")) continue;
      for (const method of Object.keys(ops)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (publicOps.has(key)) continue;
        for (const idValue of [videoId, otherVideoId, channelId, token]) {
          const url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            name === "id" ? idValue : (ids[name] ?? token),
          );
          for (const headers of [
            { cookie: `${guestCookie}; better-auth.session_token=${token}` },
            { authorization: `Bearer ${token}` },
            { "x-review-token": token },
          ] as Array<Record<string, string>>) {
            const res = await t.request(method.toUpperCase(), `${url}?token=${token}`, {
              headers,
              body: method === "get" ? undefined : {},
            });
            if (res.status !== 401 && res.status !== 404) problems.push(`${key} (${idValue}): ${res.status}`);
            await res.body?.cancel();
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
