// Content Studio: the per-user AI rate limit lives in the database so it holds across app instances
// (ARCHITECTURE §2: nothing shared between instances lives in process memory).
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth-schema.ts";

/** How many AI operations a user started in one minute (a fixed window, counted by an atomic upsert). */
export const aiUsage = pgTable(
  "ai_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.windowStart] })],
);
