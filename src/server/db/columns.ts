// The columns most tables share, declared once so that every table spells them the same way.
import { timestamp, uuid } from "drizzle-orm/pg-core";

/** A row's own id: a random UUID. */
export const id = () => uuid("id").primaryKey().defaultRandom();

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: drizzle sets it on every update it makes. */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
