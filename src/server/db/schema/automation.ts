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

/**
 * An admin's webhook endpoint (docs/decisions/045): where events go, which ones, and the Standard
 * Webhooks signing secret (`whsec_…`), kept in the clear because every delivery is signed with it.
 * `disabledAt` is set by an admin or by the delivery that used up its retries (`disabledReason` says which).
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  events: text("events").array().notNull(),
  secret: text("secret").notNull(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  disabledReason: text("disabled_reason"),
  /** Attempts failed in a row, across deliveries; a success resets it. */
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
});

/**
 * One event for one endpoint: its own row from the moment the event is emitted (in the writer's
 * transaction), so nothing waits in memory only. `pending` rows are due at `nextAttemptAt`; a
 * `delivering` row whose `lockedUntil` has passed was being sent by a process that died, and is due again.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    /** The whole body sent: `{ type, timestamp, data }`. */
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastResponseStatus: integer("last_response_status"),
    lastError: text("last_error"),
    durationMs: integer("duration_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);
