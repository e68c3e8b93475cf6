import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { activeLanguage } from "@/lib/i18n.ts";
import { ROLE_LABELS, roleBadgeVariant } from "@/lib/role-badge.ts";
import type { Profile } from "../../../../shared/schemas/profile.ts";
import { DeleteUserButton } from "./delete-user-button.tsx";
import { RoleBadgeSelect } from "./role-badge-select.tsx";

/** The joined date in the interface's language, or null when unknown. */
function formatJoined(createdAt: string | null): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString(activeLanguage(), { year: "numeric", month: "short", day: "numeric" });
}

interface UsersListProps {
  users: Profile[];
  currentUserId: string | undefined;
  error: unknown;
  onRetry: () => void;
}

/** spec §2: 'Users (count)' with name or 'No name', e-mail, joined date, role badge and delete. */
export function UsersList({ users, currentUserId, error, onRetry }: UsersListProps) {
  const { t } = useTranslation("admin");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Users ({n})", { n: users.length })}</h2>
        </CardTitle>
        <CardDescription>
          {t("Change a role from its badge; deleting removes the account and its sign-in.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError title={t("Failed to fetch users")} error={error} onRetry={onRetry} />
        ) : users.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground text-sm">{t("No users found")}</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t("Users")}>
            {users.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function UserRow({ user, isSelf }: { user: Profile; isSelf: boolean }) {
  const { t } = useTranslation("admin");
  const name = user.fullName?.trim();
  return (
    <li data-testid="user-row" data-email={user.email} className="flex items-center gap-3 px-3 py-3 sm:px-4">
      <span
        aria-hidden="true"
        className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary text-sm sm:flex"
      >
        {(name || user.email).charAt(0).toUpperCase()}
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex items-center gap-2 truncate font-medium text-sm">
          <span className={name ? "truncate" : "text-muted-foreground italic"}>{name || t("No name")}</span>
          {isSelf && <span className="shrink-0 font-normal text-muted-foreground text-xs">{t("(you)")}</span>}
        </p>
        <p className="truncate text-muted-foreground text-sm">{user.email}</p>
        <p className="text-muted-foreground text-xs">
          {t("Joined {date}", { date: formatJoined(user.createdAt) ?? t("Unknown") })}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1.5">
        {isSelf ? (
          // Admins don't change their own role here: it could lock them out of this page.
          <Badge
            variant={roleBadgeVariant(user.role)}
            data-badge-variant={roleBadgeVariant(user.role)}
            className="h-7 px-2"
          >
            {t(ROLE_LABELS[user.role])}
          </Badge>
        ) : (
          <RoleBadgeSelect user={user} />
        )}
        <DeleteUserButton user={user} disabledReason={isSelf ? t("You can't delete your own account") : undefined} />
      </div>
    </li>
  );
}
