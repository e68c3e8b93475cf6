// Personal access tokens (docs/decisions/044): `Authorization: Bearer <token>` stands for the member
// who made the token, limited to its scopes. A token is `slpat_<row id>_<secret>`: the row is found
// by its id, and the SHA-256 of the 256-bit secret is compared with the stored one in constant time,
// so neither a database leak nor a timing measurement yields a usable token.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { msg } from "../../shared/message.ts";
import { normalizeRole } from "../../shared/roles.ts";
import type { TokenScope } from "../../shared/schemas/access-tokens.ts";
import type { Db } from "../db/client.ts";
import { accessTokens, users } from "../db/schema.ts";
import { AppError, forbidden, unauthorized } from "../errors.ts";
import type { SessionUser } from "../router.ts";

const PREFIX = "slpat_";
const TOKEN_FORMAT = /^slpat_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

export const INVALID_TOKEN = msg("This access token is not valid: check that it was copied whole");
export const EXPIRED_TOKEN = msg("This access token has expired: make a new one in Settings");
export const REVOKED_TOKEN = msg("This access token was revoked: make a new one in Settings");
export const TOKEN_RATE_LIMITED = msg("Too many requests with this access token: please wait a minute and try again.");
export const SESSION_ONLY = msg("Access tokens are managed only when signed in to Scriptloom, not with a token");

/** SHA-256 of the secret part, hex: what the database keeps. */
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** A new token's id-bearing text and the hash to store; the text is shown once and kept nowhere. */
export function newToken(id: string): { token: string; secretHash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${PREFIX}${id.replaceAll("-", "")}_${secret}`, secretHash: hashSecret(secret) };
}

/** The token of an `Authorization: Bearer …` header; null when the request names none. */
export function bearerOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  // A malformed Authorization header is a failed token, not an anonymous request.
  return match ? match[1] : header.trim().toLowerCase().startsWith("bearer") ? "" : null;
}

/**
 * The agent an API call is made for: the MCP server's tools call the API in process inside it, so the
 * activity and review rows they write name the agent beside the token ("Claude via token 'laptop'").
 * A request from outside can't set it: no header or parameter reaches it.
 */
export const throughAgent = new AsyncLocalStorage<string>();

/** What an operation needs of a token: a scope, nothing (a public operation), or a session. */
export type Requirement = TokenScope | "public" | "session";

const PUBLIC = [/^\/api\/health$/, /^\/api\/auth-settings$/, /^\/api\/invitations(\/|$)/, /^\/api\/guest-review\//];
const WRITE_SCOPES: Array<[RegExp, TokenScope]> = [
  [/^\/api\/ideas(\/|$)/, "write:ideas"],
  [/^\/api\/studio(\/|$)/, "write:scripts"],
  [/^\/api\/videos\/[^/]+\/script(\/|$)/, "write:scripts"],
  // "Make Shorts" writes scripts with the studio's writer, as "Translate script" does.
  [/^\/api\/videos\/[^/]+\/shorts(\/|$)/, "write:scripts"],
  [/^\/api\/videos\/[^/]+\/review(\/|-links$|$)/, "review"],
  [/^\/api\/review(\/|-links\/)/, "review"],
  [/^\/api\/channels\/[^/]+\/review-settings$/, "review"],
];

/**
 * The scope an API operation needs of a token, read from its method and path: every operation has
 * one (authorization-matrix.test.ts checks that each documented one maps as its row expects).
 * Admin operations need `admin`; other reads need `read`; writes their area's `write:…` or `review`,
 * and the library, board, packaging and personal settings `write:videos`. Tokens themselves are
 * managed with a session only, so a leaked token can't mint a longer-lived one.
 */
export function requirementOf(method: string, path: string): Requirement {
  // Connecting an MCP client reads; each tool's own API calls then need their own scopes.
  if (path === "/mcp") return "read";
  if (/^\/api\/me\/tokens(\/|$)/.test(path)) return "session";
  if (PUBLIC.some((p) => p.test(path))) return "public";
  if (/^\/api\/admin(\/|$)/.test(path)) return "admin";
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return "read";
  return WRITE_SCOPES.find(([p]) => p.test(path))?.[1] ?? "write:videos";
}

export interface TokenUse {
  user: SessionUser;
  token: { id: string; name: string; scopes: TokenScope[] };
}

/**
 * Checks a bearer token for one request: 401 when it is malformed, unknown, revoked or expired; 429
 * past `limitPerMinute` uses in the database's current minute (counted in the token's row, so every
 * instance shares the count); 403 when the operation needs a scope the token lacks. Each accepted or
 * scope-refused use sets the token's last use. The member's own role still applies afterwards: a
 * token never grants more than its member has.
 */
export async function authenticateToken(
  db: Db,
  bearer: string,
  request: { method: string; path: string },
  limitPerMinute: number,
): Promise<TokenUse> {
  const match = TOKEN_FORMAT.exec(bearer);
  if (!match) throw unauthorized(INVALID_TOKEN);
  const id = match[1].replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");
  const [row] = await db
    .select({
      token: accessTokens,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        createdAt: users.createdAt,
        language: users.language,
      },
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.id, id));
  // The comparison runs whether or not the row exists, so an unknown id and a wrong secret look alike.
  const presented = Buffer.from(hashSecret(match[2]), "hex");
  const stored = Buffer.from(row?.token.secretHash ?? "0".repeat(64), "hex");
  if (!timingSafeEqual(presented, stored) || !row) throw unauthorized(INVALID_TOKEN);
  if (row.token.revokedAt) throw unauthorized(REVOKED_TOKEN);
  if (row.token.expiresAt && row.token.expiresAt.getTime() <= Date.now()) throw unauthorized(EXPIRED_TOKEN);

  const minute = sql`date_trunc('minute', now())`;
  const [counted] = await db
    .update(accessTokens)
    .set({
      lastUsedAt: sql`now()`,
      windowStart: minute,
      windowCount: sql`case when ${accessTokens.windowStart} = ${minute} then ${accessTokens.windowCount} + 1 else 1 end`,
    })
    .where(eq(accessTokens.id, id))
    .returning({ count: accessTokens.windowCount });
  if (!counted) throw unauthorized(REVOKED_TOKEN); // revoked and removed with its member meanwhile
  if (counted.count > limitPerMinute) throw new AppError(429, TOKEN_RATE_LIMITED);

  const scopes = row.token.scopes as TokenScope[];
  const needed = requirementOf(request.method, request.path);
  if (needed === "session") throw forbidden(SESSION_ONLY);
  if (needed !== "public" && !scopes.includes(needed)) {
    throw forbidden(msg('This access token lacks the "{scope}" scope this operation needs'), { scope: needed });
  }
  return {
    user: { ...row.user, role: normalizeRole(row.user.role) },
    token: { id: row.token.id, name: row.token.name, scopes },
  };
}
