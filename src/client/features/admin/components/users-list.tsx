import { Users } from "lucide-react";
import { LoadError } from "@/components/load-error.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { ROLE_LABELS, roleBadgeVariant } from "@/lib/role-badge.ts";
import type { Profile } from "../../../../shared/schemas/profile.ts";
import { DeleteUserButton } from "./delete-user-button.tsx";
import { RoleBadgeSelect } from "./role-badge-select.tsx";

function formatJoined(createdAt: string | null): string {
  if (!createdAt) return "Unknown";
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? "Unknown"
    : date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

interface UsersListProps {
  users: Profile[];
  currentUserId: string | undefined;
  error: unknown;
  onRetry: () => void;
}

/** spec §2: 'Users (count)' with name or 'No name', e-mail, joined date, role badge and delete. */
export function UsersList({ users, currentUserId, error, onRetry }: UsersListProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" />
          <h2>Users ({users.length})</h2>
        </CardTitle>
        <CardDescription>Change a role from its badge; deleting removes the account and its sign-in.</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError title="Failed to fetch users" error={error} onRetry={onRetry} />
        ) : users.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground text-sm">No users found</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Users">
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
          <span className={name ? "truncate" : "text-muted-foreground italic"}>{name || "No name"}</span>
          {isSelf && <span className="shrink-0 font-normal text-muted-foreground text-xs">(you)</span>}
        </p>
        <p className="truncate text-muted-foreground text-sm">{user.email}</p>
        <p className="text-muted-foreground text-xs">Joined {formatJoined(user.createdAt)}</p>
      </div>
      <div className="flex shrink-0 items-center gap-1.5">
        {isSelf ? (
          // Admins don't change their own role here: it could lock them out of this page.
          <Badge
            variant={roleBadgeVariant(user.role)}
            data-badge-variant={roleBadgeVariant(user.role)}
            className="h-7 px-2"
          >
            {ROLE_LABELS[user.role]}
          </Badge>
        ) : (
          <RoleBadgeSelect user={user} />
        )}
        <DeleteUserButton user={user} disabledReason={isSelf ? "You can't delete your own account" : undefined} />
      </div>
    </li>
  );
}
