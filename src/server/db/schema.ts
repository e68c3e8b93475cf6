import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

export { accounts, sessions, users, verifications } from "./auth-schema.ts";
export * from "./schema/analytics.ts";
export * from "./schema/automation.ts";
export * from "./schema/channel-versions.ts";
export * from "./schema/ideas.ts";
export * from "./schema/jobs.ts";
export * from "./schema/library.ts";
export * from "./schema/packaging.ts";
export * from "./schema/production.ts";
export * from "./schema/publishing.ts";
export * from "./schema/review.ts";
export * from "./schema/studio.ts";
export * from "./schema/youtube.ts";

/** A single-use invitation; only a SHA-256 of the token is stored, so a database leak can't be replayed. */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull().default("user"),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invitations_email_idx").on(t.email)],
);

/** Failed sign-ins, per e-mail and per client IP, kept in the database so every instance counts them. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_failures_key_created_idx").on(t.key, t.createdAt)],
);
