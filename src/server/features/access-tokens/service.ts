// A member's personal access tokens (decision 044): made, listed and revoked by the member alone.
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { msg } from "../../../shared/message.ts";
import {
  type AccessToken,
  ADMIN_SCOPES,
  type createAccessTokenSchema,
  type TokenScope,
} from "../../../shared/schemas/access-tokens.ts";
import { newToken } from "../../auth/access-tokens.ts";
import type { Db } from "../../db/client.ts";
import { accessTokens } from "../../db/schema.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import type { SessionUser } from "../../router.ts";

/** Enough for every tool a member connects; a runaway script making tokens stops here. */
export const MAX_LIVE_TOKENS = 50;
const DAY_MS = 86_400_000;

type Row = typeof accessTokens.$inferSelect;
const toAccessToken = (row: Row): AccessToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as TokenScope[],
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The member's tokens that are not revoked (expired ones included, so they can be cleared), newest first. */
export async function listAccessTokens(db: Db, userId: string): Promise<AccessToken[]> {
  const rows = await db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
  return rows.map(toAccessToken);
}

/** Makes a token; its text is in this answer only. Admin scopes are for admins. */
export async function createAccessToken(
  db: Db,
  user: SessionUser,
  input: z.output<typeof createAccessTokenSchema>,
): Promise<{ token: string; accessToken: AccessToken }> {
  if (user.role !== "admin" && input.scopes.some((s) => ADMIN_SCOPES.includes(s))) {
    throw forbidden(msg("Only admins can give a token the admin scope"));
  }
  const [live] = await db
    .select({ total: count() })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt)));
  if (live.total >= MAX_LIVE_TOKENS) {
    throw badRequest(msg("You have {count} access tokens already: revoke one you no longer use first"), {
      count: MAX_LIVE_TOKENS,
    });
  }
  const id = crypto.randomUUID();
  const { token, secretHash } = newToken(id);
  const [row] = await db
    .insert(accessTokens)
    .values({
      id,
      userId: user.id,
      name: input.name,
      secretHash,
      scopes: [...new Set(input.scopes)],
      expiresAt: input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * DAY_MS),
    })
    .returning();
  return { token, accessToken: toAccessToken(row) };
}

/** Revokes one of the member's tokens: its next use answers 401. Another member's token is not found. */
export async function revokeAccessToken(db: Db, userId: string, id: string): Promise<string> {
  const [row] = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning({ name: accessTokens.name });
  if (!row) throw notFound(msg("Access token not found"));
  return row.name;
}
