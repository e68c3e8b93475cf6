// Reads the session of every API request. better-auth's getSession costs about as much CPU as the
// rest of a typical request (WebCrypto cookie check, a context per call, two queries), which capped
// every signed-in read at a fifth of the health check's throughput (bench/results). The common case
// — a validly signed cookie naming a live session that needs no refresh — is answered here with a
// synchronous HMAC check and one query; everything else (expired, due for its daily refresh) goes
// to better-auth, whose answer, Set-Cookie included, stays the reference. The query is a prepared
// statement. Nothing is cached: a sign-out, a deletion or a role change counts from the next
// request, on every instance.
import { createHmac, timingSafeEqual } from "node:crypto";
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

/** better-auth's cookie: `better-auth.session_token`, `__Secure-` prefixed behind HTTPS. */
export function sessionCookieName(appUrl: string): string {
  return `${appUrl.startsWith("https://") ? "__Secure-" : ""}better-auth.session_token`;
}

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The token of a `token.base64(HMAC-SHA256(secret, token))` cookie value, as better-call signs it. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

function toSessionUser(user: { id: string; email: string; name: string; role?: unknown; createdAt: Date }) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: normalizeRole(user.role),
    createdAt: user.createdAt,
  };
}

const sessionByToken = preparedPerDatabase((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, name: users.name, role: users.role, createdAt: users.createdAt },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_by_token"),
);

export function createSessionReader(deps: { db: Db; auth: Auth; appUrl: string; secret: string }) {
  const { db, auth, secret } = deps;
  const cookieName = sessionCookieName(deps.appUrl);
  const expiresInMs = (auth.options.session?.expiresIn ?? 60 * 60 * 24 * 7) * 1000;
  const updateAgeMs = (auth.options.session?.updateAge ?? 60 * 60 * 24) * 1000;

  async function fromBetterAuth(headers: Headers): Promise<SessionLookup> {
    const { headers: answered, response } = await auth.api.getSession({ headers, returnHeaders: true });
    return { user: response ? toSessionUser(response.user) : null, setCookies: answered.getSetCookie() };
  }

  return async function readSession(headers: Headers): Promise<SessionLookup> {
    const value = readCookie(headers.get("cookie"), cookieName);
    if (!value) return { user: null, setCookies: [] };
    const token = verifySignedToken(value, secret);
    if (!token) return { user: null, setCookies: [] }; // tampered or signed with another secret
    const [row] = await sessionByToken(db).execute({ token });
    if (!row) return { user: null, setCookies: [] };
    const expiresAt = row.expiresAt.getTime();
    const now = Date.now();
    // Expired (better-auth deletes it), or due for its refresh (better-auth extends it and re-sets the cookie).
    if (expiresAt <= now || expiresAt - expiresInMs + updateAgeMs <= now) return fromBetterAuth(headers);
    return { user: toSessionUser(row.user), setCookies: [] };
  };
}
