// Scriptloom for agents and automations (docs/decisions/044): members' personal access tokens.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../auth-schema.ts";

/**
 * A member's personal access token. Only a SHA-256 of its 256-bit secret is stored, compared in
 * constant time after the row is found by its id (which the token carries in the clear), so a
 * database leak can't be replayed. Revoked tokens stay, so their use answers "revoked", not "unknown".
 */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    secretHash: text("secret_hash").notNull(),
    scopes: text("scopes").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** The rate limit's window (the database's minute) and the requests counted in it, on every instance. */
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().default(sql`'epoch'`),
    windowCount: integer("window_count").notNull().default(0),
  },
  (t) => [index("access_tokens_user_idx").on(t.userId, t.createdAt)],
);

/**
 * What a row was written through besides the member's session: `{ token, agent? }` when a personal
 * access token (and an agent, through MCP) wrote it, null in the app itself. The default reads the
 * session setting db/actor.ts sets for the request, so every writer's insert carries it unasked.
 */
export const writtenVia = () => jsonb("via").default(sql`nullif(current_setting('scriptloom.via', true), '')::jsonb`);
