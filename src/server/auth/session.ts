// Reads the session of every API request. better-auth's getSession costs about as much CPU as the
// rest of a typical request (WebCrypto cookie check, a context per call, two queries), which capped
// every signed-in read at a fifth of the health check's throughput (docs/decisions/007). The common
// case — a validly signed cookie naming a live session that needs no refresh — is answered here
// with a synchronous HMAC check and one prepared query; every other case (no such session, expired,
// due for its refresh, a stale cookie-cache cookie) goes to better-auth, whose answer, Set-Cookie
// included, stays the reference. Cookie names, cookie parsing, secret and session timings are
// better-auth's own (its context and better-call's parser), and the options whose behaviour this
// path does not reproduce are refused at start-up (docs/decisions/014-session-read.md). Nothing is
// cached: a sign-out, a deletion or a role change counts from the next request, on every instance.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import { parseCookies } from "better-call";
import { eq, sql } from "drizzle-orm";
import { normalizeRole } from "../../shared/roles.ts";
import type { Db } from "../db/client.ts";
import { preparedPerDatabase } from "../db/prepared.ts";
import { sessions, users } from "../db/schema.ts";
import type { SessionUser } from "../router.ts";
import type { Auth } from "./auth.ts";

export interface SessionLookup {
  user: SessionUser | null;
  /** Set-Cookie headers better-auth answered (a refreshed or cleared session cookie). */
  setCookies: string[];
}

/** Plugins checked not to change what getSession answers (their hooks and endpoints leave it alone). */
const PLUGINS_READ_THE_SAME = new Set(["admin"]);

/**
 * The auth options under which getSession answers differently from this reader, each with why.
 * Thrown at start-up rather than silently answering otherwise than better-auth would.
 */
export function unsupportedSessionOptions(options: BetterAuthOptions): string[] {
  const found: string[] = [];
  const session = options.session;
  if (session?.cookieCache?.enabled) found.push("session.cookieCache (the session would be read from a cookie)");
  if (options.secondaryStorage) found.push("secondaryStorage (sessions would live outside the database)");
  if (session?.deferSessionRefresh) found.push("session.deferSessionRefresh (refreshes move to POST requests)");
  if (session?.disableSessionRefresh) found.push("session.disableSessionRefresh (sessions would never be extended)");
  if (typeof options.baseURL !== "string") found.push("a dynamic baseURL (the cookie name would vary per request)");
  for (const plugin of options.plugins ?? []) {
    if (!PLUGINS_READ_THE_SAME.has(plugin.id)) found.push(`the "${plugin.id}" plugin (not checked against getSession)`);
  }
  return found;
}

/** better-call's signed cookie: `value.base64(HMAC-SHA256(secret, value))`; the value, or null if the signature fails. */
export function verifySignedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  // better-call accepts exactly a padded standard-base64 SHA-256 MAC (44 characters, atob-decodable).
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return null;
  const expected = createHmac("sha256", secret).update(value).digest();
  return timingSafeEqual(Buffer.from(signature, "base64"), expected) ? value : null;
}

function toSessionUser(user: {
  id: string;
  email: string;
  name: string;
  role?: unknown;
  language?: unknown;
  createdAt: Date;
}) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: normalizeRole(user.role),
    language: typeof user.language === "string" ? user.language : null,
    createdAt: user.createdAt,
  };
}

const sessionByToken = preparedPerDatabase((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        language: users.language,
        createdAt: users.createdAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_by_token"),
);

type AuthContext = Awaited<Auth["$context"]>;

export function createSessionReader(deps: { db: Db; auth: Auth }) {
  const { db, auth } = deps;
  const unsupported = unsupportedSessionOptions(auth.options);
  if (unsupported.length > 0) {
    throw new Error(`The session reader does not reproduce better-auth with: ${unsupported.join("; ")}`);
  }
  // better-auth's own names, secret and timings, resolved once (defaults included).
  const settings = auth.$context.then((context: AuthContext) => ({
    sessionCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    sessionDataCookie: context.authCookies.sessionData.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  async function fromBetterAuth(headers: Headers): Promise<SessionLookup> {
    const { headers: answered, response } = await auth.api.getSession({ headers, returnHeaders: true });
    return { user: response ? toSessionUser(response.user) : null, setCookies: answered.getSetCookie() };
  }

  return async function readSession(headers: Headers): Promise<SessionLookup> {
    const s = await settings;
    const header = headers.get("cookie");
    if (!header) return { user: null, setCookies: [] };
    // The parser better-call's getSignedCookie uses, so a repeated or quoted cookie reads the same.
    const cookies = parseCookies(header);
    // A cookie-cache cookie (or one of its chunks) is cleared by better-auth, since the cache is off.
    for (const name of cookies.keys()) {
      if (name.startsWith(s.sessionDataCookie)) return fromBetterAuth(headers);
    }
    const signed = cookies.get(s.sessionCookie);
    if (!signed) return { user: null, setCookies: [] };
    const token = verifySignedValue(signed, s.secret);
    if (!token) return { user: null, setCookies: [] }; // tampered or signed with another secret
    const [row] = await sessionByToken(db).execute({ token });
    const now = Date.now();
    // No such session, or expired: better-auth deletes it and clears the cookies.
    if (!row || row.expiresAt.getTime() < now) return fromBetterAuth(headers);
    // A "not remembered" session (sign-in with rememberMe: false) is never extended.
    const dontRemember = cookies.get(s.dontRememberCookie);
    const remembered = !dontRemember || !verifySignedValue(dontRemember, s.secret);
    if (remembered && row.expiresAt.getTime() - s.expiresInMs + s.updateAgeMs <= now) return fromBetterAuth(headers);
    return { user: toSessionUser(row.user), setCookies: [] };
  };
}
