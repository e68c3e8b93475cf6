import { ROLE_LABELS } from "@/lib/role-badge.ts";
import { ROLES } from "../../../../shared/roles.ts";

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
