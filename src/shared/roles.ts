export const ROLES = ["user", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** ARCHITECTURE §2 / spec §6: a missing or unknown role reads as `user`. */
export function normalizeRole(value: unknown): Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value) ? (value as Role) : "user";
}

/** spec §5: a role-gated page opens for that role or for admin. */
export function hasRole(actual: Role, required: Role): boolean {
  return actual === required || actual === "admin";
}
