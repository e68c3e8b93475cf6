import { useTranslation } from "react-i18next";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { cn } from "@/lib/cn.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { ROLE_LABELS, roleBadgeVariant } from "@/lib/role-badge.ts";
import { toast } from "@/lib/toast.ts";
import { normalizeRole, type Role } from "../../../../shared/roles.ts";
import type { Profile } from "../../../../shared/schemas/profile.ts";
import { useUpdateUserRole } from "../api/update-user-role.ts";
import { ROLE_OPTIONS } from "./role-options.ts";

// The badge look of spec §4 (admin destructive, moderator secondary, others outline) on a select.
const BADGE_TRIGGER_STYLES = {
  destructive:
    "border-transparent bg-destructive text-white hover:bg-destructive/90 dark:bg-destructive/60 dark:hover:bg-destructive/70 [&_svg:not([class*='text-'])]:text-white",
  secondary:
    "border-transparent bg-secondary text-secondary-foreground hover:bg-secondary/80 dark:bg-secondary dark:hover:bg-secondary/80",
  outline: "bg-transparent text-foreground hover:bg-accent dark:bg-transparent dark:hover:bg-accent",
} as const;

/** The role badge of a user row; admins change the role by choosing another one. */
export function RoleBadgeSelect({ user }: { user: Profile }) {
  const { t } = useTranslation("admin");
  const update = useUpdateUserRole();
  const variant = roleBadgeVariant(user.role);

  const onChange = (value: string) => {
    const role: Role = normalizeRole(value);
    if (role === user.role) return;
    update.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          toast.success(t("Role of {email} changed to {role}", { email: user.email, role: t(ROLE_LABELS[role]) }));
        },
        onError: (error) => {
          showFailure(t("Failed to change role"), error);
        },
      },
    );
  };

  return (
    <Select value={user.role} onValueChange={onChange} disabled={update.isPending}>
      <SelectTrigger
        size="sm"
        aria-label={t("Role of {email}", { email: user.email })}
        data-badge-variant={variant}
        className={cn(
          "h-7 gap-1 rounded-md px-2 font-medium text-xs shadow-none data-[size=sm]:h-7",
          BADGE_TRIGGER_STYLES[variant],
        )}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {ROLE_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {t(option.label)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
