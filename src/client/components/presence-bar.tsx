import { PenLine } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar.tsx";
import type { PresenceList } from "../../shared/schemas/review.ts";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("") || "?";

/** Who else has this script open (avatars), and "Ana is editing" before a conflict can happen. */
export function PresenceBar({ presence }: { presence: PresenceList | undefined }) {
  const present = presence?.present ?? [];
  if (present.length === 0) return null;
  const editing = present.filter((p) => p.state === "editing");
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="presence">
      <ul className="flex -space-x-2" aria-label="Also here">
        {present.map((member) => (
          <li key={member.id} title={`${member.name}${member.state === "editing" ? " (editing)" : ""}`}>
            <Avatar className="size-7 border-2 border-background">
              <AvatarFallback className="text-xs">
                <span aria-hidden="true">{initials(member.name)}</span>
                <span className="sr-only">{member.name}</span>
              </AvatarFallback>
            </Avatar>
          </li>
        ))}
      </ul>
      <p role="status" className="flex items-center gap-1.5 text-sm">
        {editing.length > 0 ? (
          <>
            <PenLine className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
            <span className="font-medium">
              {editing.map((p) => p.name).join(" and ")} {editing.length === 1 ? "is" : "are"} editing
            </span>
          </>
        ) : (
          <span className="text-muted-foreground">
            {present.length === 1 ? "1 other member here" : `${present.length} other members here`}
          </span>
        )}
      </p>
    </div>
  );
}
