// Decision 044: personal access tokens — made in Settings, shown once, stored as a hash, used as
// `Authorization: Bearer` for their member within their scopes, rate-limited in the database, audited
// in a video's activity, and refused once expired or revoked.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokens } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

const LIMIT = 20;
let t: TestApp;
let member: { cookie: string; id: string; email: string };
let admin: { cookie: string; id: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  await t.signUp("first-admin@example.com");
  member = await t.member("user");
  admin = await t.member("admin");
});
afterAll(() => t?.close());

async function makeToken(cookie: string, body: Record<string, unknown>) {
  const res = await t.request("POST", "/api/me/tokens", { cookie, body });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json as {
    token: string;
    accessToken: { id: string; name: string; scopes: string[]; expiresAt: string | null };
  };
}

/** The secret part: after `slpat_`, the 32-digit id and `_` (the secret's base64url may hold `_` itself). */
const secretOf = (token: string) => token.slice("slpat_".length + 33);

const withToken = (token: string, method: string, url: string, body?: unknown) =>
  t.request(method, url, { body, headers: { authorization: `Bearer ${token}` } });

describe("making and listing tokens", () => {
  it("shows the token once, lists it without its text, and stores only a SHA-256 of its secret", async () => {
    const before = Date.now();
    const { token, accessToken } = await makeToken(member.cookie, { name: "n8n", scopes: ["read"] });
    expect(token).toMatch(/^slpat_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    // 30 days by default.
    const expires = new Date(accessToken.expiresAt ?? 0).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(30 * 86_400_000 + 60_000);

    const list = await (await t.request("GET", "/api/me/tokens", { cookie: member.cookie })).json();
    expect(list.tokens.map((x: { name: string }) => x.name)).toContain("n8n");
    expect(JSON.stringify(list)).not.toContain(secretOf(token));

    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, accessToken.id));
    const secret = secretOf(token);
    expect(row.secretHash).toBe(createHash("sha256").update(secret).digest("hex"));
    // Nothing in the row holds the secret itself.
    const stored = (await t.db.execute(sql`select * from access_tokens where id = ${accessToken.id}`)) as unknown as {
      rows: unknown[];
    };
    const rowText = JSON.stringify(stored.rows);
    expect(rowText).not.toContain(secret);
  });

  it("makes a token that never expires, and refuses bad input with a clear 400", async () => {
    const { accessToken } = await makeToken(member.cookie, { name: "cron", expiresInDays: null, scopes: ["read"] });
    expect(accessToken.expiresAt).toBeNull();
    for (const body of [
      { name: "", scopes: ["read"] },
      { name: "x", scopes: [] },
      { name: "x", scopes: ["write:everything"] },
      { name: "x", scopes: ["read"], expiresInDays: 0 },
    ]) {
      const res = await t.request("POST", "/api/me/tokens", { cookie: member.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await res.json()).error).toBe("string");
    }
  });

  it("gives the admin scope to admins' tokens only", async () => {
    const refused = await t.request("POST", "/api/me/tokens", {
      cookie: member.cookie,
      body: { name: "sneaky", scopes: ["read", "admin"] },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe("Only admins can give a token the admin scope");
    const { token } = await makeToken(admin.cookie, { name: "ops", scopes: ["read", "admin"] });
    expect((await withToken(token, "GET", "/api/admin/users")).status).toBe(200);
  });
});

describe("using a token", () => {
  it("acts as its member within its scopes: a missing scope is a 403 naming it", async () => {
    const { token } = await makeToken(member.cookie, { name: "ideas bot", scopes: ["read", "write:ideas"] });
    const me = await withToken(token, "GET", "/api/me");
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(member.id);
    expect((await withToken(token, "POST", "/api/ideas/niches", { name: "Woodworking" })).status).toBe(201);
    const refused = await withToken(token, "POST", "/api/channels", { name: "Not allowed" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('This access token lacks the "write:videos" scope this operation needs');
    const readOnly = (await makeToken(member.cookie, { name: "reader", scopes: ["read"] })).token;
    expect((await withToken(readOnly, "POST", "/api/ideas/niches", { name: "Nope" })).status).toBe(403);
  });

  it("never grants more than its member has: an admin token of a demoted admin is refused admin work", async () => {
    const boss = await t.member("admin");
    const { token } = await makeToken(boss.cookie, { name: "ops", scopes: ["read", "admin"] });
    expect((await withToken(token, "GET", "/api/admin/users")).status).toBe(200);
    await t.request("PATCH", `/api/admin/users/${boss.id}/role`, { cookie: admin.cookie, body: { role: "user" } });
    expect((await withToken(token, "GET", "/api/admin/users")).status).toBe(403);
  });

  it("can't make, list or revoke tokens: that needs a session", async () => {
    const { token, accessToken } = await makeToken(member.cookie, {
      name: "all",
      scopes: ["read", "write:ideas", "write:scripts", "write:videos", "review"],
    });
    for (const [method, url, body] of [
      ["POST", "/api/me/tokens", { name: "longer", expiresInDays: null, scopes: ["read"] }],
      ["GET", "/api/me/tokens", undefined],
      ["DELETE", `/api/me/tokens/${accessToken.id}`, undefined],
    ] as const) {
      const res = await withToken(token, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 401 for a token that is malformed, unknown or has a wrong secret", async () => {
    const { token } = await makeToken(member.cookie, { name: "probe", scopes: ["read"] });
    const wrongSecret = `${token.slice(0, -4)}AAAA`;
    const unknown = `slpat_${"0".repeat(32)}_${secretOf(token)}`;
    for (const bad of ["nonsense", wrongSecret, unknown]) {
      const res = await withToken(bad, "GET", "/api/me");
      expect(res.status, bad).toBe(401);
      expect((await res.json()).error).toMatch(/not valid/);
    }
    const empty = await t.request("GET", "/api/me", { headers: { authorization: "Bearer" } });
    expect(empty.status).toBe(401);
  });

  it("answers 401 once the token has expired", async () => {
    const { token, accessToken } = await makeToken(member.cookie, {
      name: "short",
      expiresInDays: 1,
      scopes: ["read"],
    });
    expect((await withToken(token, "GET", "/api/me")).status).toBe(200);
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, accessToken.id));
    const res = await withToken(token, "GET", "/api/me");
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatch(/expired/);
  });

  it("answers 401 once revoked; only its member revokes it; it leaves the list", async () => {
    const { token, accessToken } = await makeToken(member.cookie, { name: "laptop", scopes: ["read"] });
    expect((await withToken(token, "GET", "/api/me")).status).toBe(200);
    const other = await t.request("DELETE", `/api/me/tokens/${accessToken.id}`, { cookie: admin.cookie });
    expect(other.status).toBe(404);
    const revoked = await t.request("DELETE", `/api/me/tokens/${accessToken.id}`, { cookie: member.cookie });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).message).toBe("Token 'laptop' revoked");
    const res = await withToken(token, "GET", "/api/me");
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatch(/revoked/);
    const list = await (await t.request("GET", "/api/me/tokens", { cookie: member.cookie })).json();
    expect(list.tokens.map((x: { id: string }) => x.id)).not.toContain(accessToken.id);
  });

  it("records its last use", async () => {
    const { token, accessToken } = await makeToken(member.cookie, { name: "used", scopes: ["read"] });
    const listed = async () =>
      (await (await t.request("GET", "/api/me/tokens", { cookie: member.cookie })).json()).tokens.find(
        (x: { id: string }) => x.id === accessToken.id,
      );
    expect((await listed()).lastUsedAt).toBeNull();
    await withToken(token, "GET", "/api/channels");
    expect(Date.parse((await listed()).lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("rate limit", () => {
  it(`refuses a token's use past ${LIMIT} a minute with 429, counted in its database row`, async () => {
    // Not across a minute's turn, which would start a new count mid-test.
    if (new Date().getSeconds() > 50) await new Promise((resolve) => setTimeout(resolve, 11_000));
    const { token, accessToken } = await makeToken(member.cookie, { name: "busy", scopes: ["read"] });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await withToken(token, "GET", "/api/channels")).status);
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const res = await withToken(token, "GET", "/api/channels");
    expect((await res.json()).error).toMatch(/Too many requests with this access token/);
    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, accessToken.id));
    expect(row.windowCount).toBe(LIMIT + 3);
    // Another token of the same member has its own count.
    const fresh = (await makeToken(member.cookie, { name: "calm", scopes: ["read"] })).token;
    expect((await withToken(fresh, "GET", "/api/channels")).status).toBe(200);
  });
});

describe("audit", () => {
  it("marks a video's activity written with a token as via that token, and the app's own writes not", async () => {
    const { channel } = await (
      await t.request("POST", "/api/channels", { cookie: member.cookie, body: { name: "C" } })
    ).json();
    const { folder } = await (
      await t.request("POST", `/api/channels/${channel.id}/folders`, {
        cookie: member.cookie,
        body: { name: "Batch", monthYear: "March 2025" },
      })
    ).json();
    const { video } = await (
      await t.request("POST", `/api/folders/${folder.id}/videos`, { cookie: member.cookie, body: { title: "First" } })
    ).json();
    const { token } = await makeToken(member.cookie, { name: "n8n", scopes: ["read", "write:videos"] });
    const patched = await withToken(token, "PATCH", `/api/videos/${video.id}`, { title: "Renamed by n8n" });
    expect(patched.status).toBe(200);
    const { entries } = await (
      await t.request("GET", `/api/videos/${video.id}/activity`, { cookie: member.cookie })
    ).json();
    const renamed = entries.find((e: { kind: string }) => e.kind === "title");
    expect(renamed).toMatchObject({
      actor: { id: member.id },
      via: { token: "n8n", agent: null },
      to: "Renamed by n8n",
    });
    const created = entries.find((e: { kind: string }) => e.kind === "created");
    expect(created.via).toBeNull();
    // The next write on the same connection, without a token, is not marked.
    await t.request("PATCH", `/api/videos/${video.id}`, {
      cookie: member.cookie,
      body: { title: "Renamed in the app" },
    });
    const after = await (await t.request("GET", `/api/videos/${video.id}/activity`, { cookie: member.cookie })).json();
    expect(after.entries.find((e: { to: string }) => e.to === "Renamed in the app").via).toBeNull();
  });
});
