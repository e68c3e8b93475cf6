import { msg } from "../../shared/message.ts";
import type { Role } from "../../shared/roles.ts";

/** English, as catalogue keys: shown through t() (`t(ROLE_LABELS[role])`). */
export const ROLE_LABELS: Record<Role, string> = {
  user: msg("User"),
  moderator: msg("Moderator"),
  admin: msg("Admin"),
};

/** spec §4: role badges are destructive for admin, secondary for moderator, outline for others. */
export function roleBadgeVariant(role: Role): "destructive" | "secondary" | "outline" {
  if (role === "admin") return "destructive";
  if (role === "moderator") return "secondary";
  return "outline";
}
