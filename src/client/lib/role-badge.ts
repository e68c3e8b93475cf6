import type { Role } from "../../shared/roles.ts";

export const ROLE_LABELS: Record<Role, string> = { user: "User", moderator: "Moderator", admin: "Admin" };

/** spec §4: role badges are destructive for admin, secondary for moderator, outline for others. */
export function roleBadgeVariant(role: Role): "destructive" | "secondary" | "outline" {
  if (role === "admin") return "destructive";
  if (role === "moderator") return "secondary";
  return "outline";
}
