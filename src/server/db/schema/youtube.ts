// The YouTube integration's own tables (issue 4): Google sign-in state and tokens, the database lock
// that keeps two syncs of one channel apart (also across app instances), and the channel-level
// statistics read from Social Blade. Nothing here may live in process memory (ARCHITECTURE §2).
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../auth-schema.ts";
import { createdAt, updatedAt } from "../columns.ts";
import { belongsToMember } from "./belongs-to.ts";
import { channels } from "./library.ts";

/** One pending Google sign-in: single use, short-lived; only a SHA-256 of the state is stored. */
export const youtubeOauthStates = pgTable(
  "youtube_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    userId: belongsToMember(),
    /** The PKCE verifier, sent with the code exchange. */
    codeVerifier: text("code_verifier").notNull(),
    /** Where the browser goes back to after Google: a path of this app the server chose; null: the library. */
    returnTo: text("return_to"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("youtube_oauth_states_expires_idx").on(t.expiresAt)],
);

/** A member's Google tokens, encrypted with a key derived from AUTH_SECRET; never sent to a browser. */
export const youtubeTokens = pgTable("youtube_tokens", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accessToken: text("access_token").notNull(),
  refreshToken: text("refresh_token"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  scope: text("scope"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** At most one running sync per channel; a row older than `expires_at` is a crashed sync's and is taken over. */
export const syncLocks = pgTable("sync_locks", {
  channelId: uuid("channel_id")
    .primaryKey()
    .references(() => channels.id, { onDelete: "cascade" }),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Channel-level statistics from Social Blade (subscribers and 30-day growth), refreshed with each sync. */
export const channelStatistics = pgTable("channel_statistics", {
  channelId: uuid("channel_id")
    .primaryKey()
    .references(() => channels.id, { onDelete: "cascade" }),
  subscribers: bigint("subscribers", { mode: "number" }),
  subscriberGrowth30d: bigint("subscriber_growth_30d", { mode: "number" }),
  viewGrowth30d: bigint("view_growth_30d", { mode: "number" }),
  source: text("source").notNull().default("socialblade"),
  updatedAt: updatedAt(),
});
