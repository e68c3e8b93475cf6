import { eq } from "drizzle-orm";
import { isInterfaceLanguage } from "../../shared/interface-language.ts";
import { msg } from "../../shared/message.ts";
import { normalizeRole } from "../../shared/roles.ts";
import type { Profile } from "../../shared/schemas/profile.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { notFound } from "../errors.ts";

type UserRow = typeof users.$inferSelect;

/** The spec's profile view of better-auth's user record. */
export function toProfile(row: Pick<UserRow, "id" | "email" | "name" | "role" | "language" | "createdAt">): Profile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.name.trim() === "" ? null : row.name,
    role: normalizeRole(row.role),
    language: isInterfaceLanguage(row.language) ? row.language : null,
    createdAt: row.createdAt ? row.createdAt.toISOString() : null,
  };
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound(msg("Profile not found"));
  return toProfile(row);
}
