import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/harness.ts";
import { verifySignedValue } from "./session.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const me = (cookie: string) => t.request("GET", "/api/me", { cookie });
const DAY = 24 * 60 * 60 * 1000;

/** The session row behind a cookie. */
async function sessionOf(cookie: string) {
  const value = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "");
  const token = verifySignedValue(value, t.config.authSecret);
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.token, token ?? ""));
  return row;
}

describe("the session of each API request", () => {
  it("reads better-auth's signed cookie", async () => {
    const { cookie, email } = await t.member("user");
    expect((await (await me(cookie)).json()).email).toBe(email);
    expect((await sessionOf(cookie)).userId).toBeTruthy();
  });

  it("refuses a cookie whose signature does not match, or that is signed with another secret", async () => {
    const { cookie } = await t.member("user");
    const tampered = cookie.replace(/session_token=([^.;]+)/, "session_token=$1x");
    expect((await me(tampered)).status).toBe(401);
    const unsigned = cookie.replace(/session_token=([^.;]+)[^;]*/, "session_token=$1");
    expect((await me(unsigned)).status).toBe(401);
    expect((await me("better-auth.session_token=%E0%A4%A")).status).toBe(401);
  });

  it("counts a role change, a sign-out and a deleted account from the next request", async () => {
    const member = await t.member("user");
    expect((await me(member.cookie)).status).toBe(200);
    await t.db.update(users).set({ role: "moderator" }).where(eq(users.id, member.id));
    expect((await (await me(member.cookie)).json()).role).toBe("moderator");

    const other = await t.member("user");
    expect((await t.request("POST", "/api/auth/sign-out", { cookie: other.cookie, body: {} })).status).toBe(200);
    expect((await me(other.cookie)).status).toBe(401);

    await t.db.delete(users).where(eq(users.id, member.id));
    expect((await me(member.cookie)).status).toBe(401);
  });

  it("refuses an expired session and removes it", async () => {
    const { cookie } = await t.member("user");
    const session = await sessionOf(cookie);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    expect((await me(cookie)).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it("extends a session used a day after its last refresh, and re-sets the cookie (better-auth's rule)", async () => {
    const { cookie } = await t.member("user");
    const session = await sessionOf(cookie);
    // Made 2 days ago with a 30-day lifetime: due for its daily refresh.
    const aged = new Date(Date.now() + 28 * DAY);
    await t.db.update(sessions).set({ expiresAt: aged }).where(eq(sessions.id, session.id));
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(true);
    const refreshed = await sessionOf(cookie);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    // A fresh session is read without a write.
    const again = await me(cookie);
    expect(again.headers.getSetCookie()).toEqual([]);
  });
});
