import { and, desc, eq } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { Role } from "../../../shared/roles.ts";
import type { Profile } from "../../../shared/schemas/profile.ts";
import { toProfile } from "../../auth/profile.ts";
import type { Db, Tx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";

export async function listUsers(db: Db): Promise<Profile[]> {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt));
  return rows.map(toProfile);
}

async function adminCount(tx: Tx): Promise<number> {
  // Locks the admin rows so two concurrent demotions can't both pass the last-admin check.
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
  return admins.length;
}

/**
 * Removes the user with their sessions and credentials in one transaction (cascading keys), so a
 * deleted user can never sign in again (docs/decisions/003-user-deletion.md).
 */
export async function deleteUser(db: Db, actorId: string, userId: string): Promise<{ email: string }> {
  if (actorId === userId) throw badRequest(msg("You cannot delete your own account"));
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw notFound(msg("User not found"));
    if (target.role === "admin" && (await adminCount(tx)) <= 1) throw conflict(msg("The last admin cannot be deleted"));
    await tx.delete(users).where(eq(users.id, userId));
    return { email: target.email };
  });
}

export async function setUserRole(db: Db, actorId: string, userId: string, role: Role): Promise<Profile> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw notFound(msg("User not found"));
    if (target.role === "admin" && role !== "admin" && (await adminCount(tx)) <= 1) {
      throw conflict(msg("The last admin cannot be demoted"));
    }
    if (target.id === actorId && role !== "admin") {
      throw badRequest(msg("You cannot remove your own admin role"));
    }
    const [row] = await tx
      .update(users)
      .set({ role })
      .where(and(eq(users.id, userId)))
      .returning();
    return toProfile(row);
  });
}
