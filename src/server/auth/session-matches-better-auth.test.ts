// The session reader answers the common case itself (docs/decisions/014-session-read.md): here the
// same cookies go through better-auth's getSession and through the reader, and the answers (who,
// and which cookies the answer sets or clears) must be equal.
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { normalizeRole } from "../../shared/roles.ts";
import type { Config } from "../config.ts";
import { sessions, users } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/harness.ts";
import { createAuth } from "./auth.ts";
import { createSessionReader, unsupportedSessionOptions, verifySignedValue } from "./session.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const DAY = 24 * 60 * 60 * 1000;
const logger = createLogger("silent");

/** better-auth and the reader as the app builds them, for an APP_URL. */
function accountsAt(appUrl: string) {
  const config: Config = { ...t.config, appUrl };
  const mailer = createMailer({ from: config.mailFrom, dataDir: config.dataDir, logger });
  const auth = createAuth({ db: t.db, config, mailer, logger });
  // Counts the reader's hand-overs to better-auth: the common cases must be answered without one.
  let handedOver = 0;
  const getSession = ((context: Parameters<typeof auth.api.getSession>[0]) => {
    handedOver += 1;
    return auth.api.getSession(context);
  }) as typeof auth.api.getSession;
  const readSession = createSessionReader({ db: t.db, auth: { ...auth, api: { ...auth.api, getSession } } });
  return { auth, readSession, handedOver: () => handedOver };
}
type Accounts = ReturnType<typeof accountsAt>;

async function signIn({ auth }: Accounts, email: string, rememberMe = true): Promise<string> {
  const { headers } = await auth.api.signInEmail({
    body: { email, password: TEST_PASSWORD, rememberMe },
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Who the answer names, and each cookie it sets or clears. */
function outcome({
  user,
  setCookies,
}: {
  user: { id: string; email: string; role?: unknown } | null;
  setCookies: string[];
}) {
  return {
    user: user && { id: user.id, email: user.email, role: normalizeRole(user.role) },
    cookies: setCookies
      .map((c) => {
        const [name, value] = c.split(";")[0].split("=");
        return `${name} ${value ? "set" : "cleared"}`;
      })
      .sort(),
  };
}

/** The cookie through better-auth, then through the reader, each after `arrange` (getSession writes). */
async function bothWays(accounts: Accounts, cookie: string | null, arrange: () => Promise<unknown> = async () => {}) {
  const headers = () => new Headers(cookie === null ? {} : { cookie });
  await arrange();
  const answered = await accounts.auth.api.getSession({ headers: headers(), returnHeaders: true });
  const expected = outcome({ user: answered.response?.user ?? null, setCookies: answered.headers.getSetCookie() });
  await arrange();
  const actual = outcome(await accounts.readSession(headers()));
  expect(actual).toEqual(expected);
  return actual;
}

/** Whether the reader answered the cookie without handing it to better-auth (the fast path). */
async function answeredAlone(accounts: Accounts, cookie: string | null): Promise<boolean> {
  const before = accounts.handedOver();
  await accounts.readSession(new Headers(cookie === null ? {} : { cookie }));
  return accounts.handedOver() === before;
}

function tokenOf(cookie: string, secret: string): string {
  const value = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "");
  return verifySignedValue(value, secret) ?? "";
}

describe("the session reader answers as better-auth's getSession", () => {
  let accounts: Accounts;
  beforeAll(() => {
    accounts = accountsAt(t.config.appUrl);
  });

  it("reads a valid cookie, without writing anything", async () => {
    const member = await t.member("moderator");
    const cookie = await signIn(accounts, member.email);
    expect(await bothWays(accounts, cookie)).toEqual({
      user: { id: member.id, email: member.email, role: "moderator" },
      cookies: [],
    });
    expect(await answeredAlone(accounts, cookie)).toBe(true);
  });

  it("answers no one for no cookie, a tampered cookie or one signed with another secret", async () => {
    const member = await t.member("user");
    const cookie = await signIn(accounts, member.email);
    const token = tokenOf(cookie, t.config.authSecret);
    const otherSignature = createHmac("sha256", "another-secret-another-secret-00").update(token).digest("base64");
    const cookies = [
      null,
      "",
      "theme=dark",
      cookie.replace(/session_token=([^.;]+)/, "session_token=$1x"),
      cookie.replace(/session_token=([^.;]+)[^;]*/, "session_token=$1"),
      `better-auth.session_token=${encodeURIComponent(`${token}.${otherSignature}`)}`,
      "better-auth.session_token=%E0%A4%A",
    ];
    for (const tried of cookies) {
      expect(await bothWays(accounts, tried)).toEqual({ user: null, cookies: [] });
      expect(await answeredAlone(accounts, tried)).toBe(true);
    }
  });

  it("reads the first of two session cookies, as better-call's parser does", async () => {
    const member = await t.member("user");
    const cookie = await signIn(accounts, member.email);
    expect((await bothWays(accounts, `${cookie}; better-auth.session_token=x`)).user?.id).toBe(member.id);
    expect((await bothWays(accounts, `better-auth.session_token=x; ${cookie}`)).user).toBeNull();
  });

  it("refuses an expired session, removes it and clears the cookies", async () => {
    const member = await t.member("user");
    const cookie = await signIn(accounts, member.email);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, tokenOf(cookie, t.config.authSecret)));
    const expired = { ...row, expiresAt: new Date(Date.now() - 1000) };
    const result = await bothWays(accounts, cookie, () =>
      t.db.insert(sessions).values(expired).onConflictDoUpdate({ target: sessions.id, set: expired }),
    );
    expect(result.user).toBeNull();
    expect(result.cookies).toContain("better-auth.session_token cleared");
    expect(await t.db.select().from(sessions).where(eq(sessions.id, row.id))).toEqual([]);
  });

  it("extends a session due for its refresh and re-sets the cookie", async () => {
    const member = await t.member("user");
    const cookie = await signIn(accounts, member.email);
    const token = tokenOf(cookie, t.config.authSecret);
    // 30-day sessions refreshed daily: made 2 days ago, so expiresAt - expiresIn + updateAge <= now.
    const age = () =>
      t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
        .where(eq(sessions.token, token));
    const result = await bothWays(accounts, cookie, age);
    expect(result).toEqual({
      user: expect.objectContaining({ id: member.id }),
      cookies: ["better-auth.session_token set"],
    });
  });

  it("never extends a session signed in without 'remember me', unless its marker cookie is forged", async () => {
    const member = await t.member("user");
    const cookie = await signIn(accounts, member.email, false);
    expect(cookie).toContain("better-auth.dont_remember=");
    // better-auth gives such a session one day, which the refresh rule would otherwise renew at once.
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, tokenOf(cookie, t.config.authSecret)));
    expect(row.expiresAt.getTime()).toBeLessThan(Date.now() + 1.1 * DAY);
    expect(await bothWays(accounts, cookie)).toEqual({ user: expect.objectContaining({ id: member.id }), cookies: [] });
    expect(await answeredAlone(accounts, cookie)).toBe(true);

    const forged = cookie.replace(
      /dont_remember=([^.;]+)[^;]*/,
      "dont_remember=$1.bm90LWEtc2lnbmF0dXJlLW5vdC1hLXNpZ25hdHVyZS0%3D",
    );
    const reset = () => t.db.update(sessions).set({ expiresAt: row.expiresAt }).where(eq(sessions.id, row.id));
    expect((await bothWays(accounts, forged, reset)).cookies).toEqual(["better-auth.session_token set"]);
  });

  it("answers no one for a deleted user and clears the cookies", async () => {
    const member = await t.member("user");
    const cookie = await signIn(accounts, member.email);
    await t.db.delete(users).where(eq(users.id, member.id));
    const result = await bothWays(accounts, cookie);
    expect(result.user).toBeNull();
    expect(result.cookies).toContain("better-auth.session_token cleared");
  });

  it("clears a cookie-cache cookie, since the cache is off", async () => {
    const member = await t.member("user");
    const cookie = await signIn(accounts, member.email);
    const result = await bothWays(accounts, `${cookie}; better-auth.session_data=stale`);
    expect(result.user?.id).toBe(member.id);
    expect(result.cookies).toContain("better-auth.session_data cleared");
  });

  it("reads the __Secure- prefixed cookie behind HTTPS, and only that one", async () => {
    const secure = accountsAt("https://scriptloom.example");
    const member = await t.member("user");
    const cookie = await signIn(secure, member.email);
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect((await bothWays(secure, cookie)).user?.id).toBe(member.id);
    expect(await answeredAlone(secure, cookie)).toBe(true);
    expect((await bothWays(secure, cookie.replace("__Secure-", ""))).user).toBeNull();
  });
});

describe("auth options the session reader refuses", () => {
  it("accepts the app's own options", () => {
    expect(unsupportedSessionOptions(accountsAt(t.config.appUrl).auth.options)).toEqual([]);
  });

  it("names each option under which getSession would answer otherwise", () => {
    const { options } = accountsAt(t.config.appUrl).auth;
    const refused = unsupportedSessionOptions({
      ...options,
      baseURL: { allowedHosts: ["scriptloom.example"] },
      secondaryStorage: {
        get: async () => null,
        set: async () => {},
        delete: async () => {},
        getAndDelete: async () => null,
        increment: async () => 1,
      },
      session: { cookieCache: { enabled: true }, deferSessionRefresh: true, disableSessionRefresh: true },
      plugins: [...(options.plugins ?? []), { id: "custom-session" }],
    });
    expect(refused).toEqual([
      "session.cookieCache (the session would be read from a cookie)",
      "secondaryStorage (sessions would live outside the database)",
      "session.deferSessionRefresh (refreshes move to POST requests)",
      "session.disableSessionRefresh (sessions would never be extended)",
      "a dynamic baseURL (the cookie name would vary per request)",
      'the "custom-session" plugin (not checked against getSession)',
    ]);
  });
});
