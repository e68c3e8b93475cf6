import { eq } from "drizzle-orm";
import type { Profile } from "../../../shared/schemas/profile.ts";
import { toProfile } from "../../auth/profile.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";

export { getProfile } from "../../auth/profile.ts";

export async function updateFullName(db: Db, userId: string, fullName: string): Promise<Profile> {
  const [row] = await db.update(users).set({ name: fullName.trim() }).where(eq(users.id, userId)).returning();
  if (!row) throw notFound("Profile not found");
  return toProfile(row);
}
