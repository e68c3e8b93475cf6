import type { TFunction } from "i18next";
import { PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Avatar, AvatarFallback } from "@/components/ui/avatar.tsx";
import type { PresenceList } from "../../shared/schemas/review.ts";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("") || "?";

/** "Ana and Ben are editing" or "2 other members here", names joined as the interface's language joins them. */
export function presenceLine(present: PresenceList["present"], t: TFunction, language: string): string {
  const editing = present.filter((p) => p.state === "editing");
  if (editing.length === 0) {
    return t("{n, plural, one {# other member here} other {# other members here}}", { n: present.length });
  }
  const names = new Intl.ListFormat(language, { type: "conjunction" }).format(editing.map((p) => p.name));
  return t("{n, plural, one {{names} is editing} other {{names} are editing}}", { n: editing.length, names });
}

/** Who else has this script open (avatars), and "Ana is editing" before a conflict can happen. */
export function PresenceBar({ presence }: { presence: PresenceList | undefined }) {
  const { t, i18n } = useTranslation("common");
  const present = presence?.present ?? [];
  if (present.length === 0) return null;
  const editing = present.some((p) => p.state === "editing");
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="presence">
      <ul className="flex -space-x-2" aria-label={t("Also here")}>
        {present.map((member) => (
          <li
            key={member.id}
            title={member.state === "editing" ? t("{name} (editing)", { name: member.name }) : member.name}
          >
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
        {editing ? (
          <>
            <PenLine className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
            <span className="font-medium">{presenceLine(present, t, i18n.language)}</span>
          </>
        ) : (
          <span className="text-muted-foreground">{presenceLine(present, t, i18n.language)}</span>
        )}
      </p>
    </div>
  );
}
