import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useChannels } from "@/api/get-channels.ts";
import { useMembers } from "@/api/get-members.ts";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { SelectOnFirstUse } from "@/components/ui/select-on-first-use.tsx";
import { type BoardFilter, DUE_WINDOWS, type DueWindow } from "../board-filters.ts";

const ALL = "all";

/** Search by title; filter by channel (not on a channel's own board), assignee and due window. */
export function BoardFiltersBar({
  filter,
  onChange,
  memberId,
  showChannel,
}: {
  filter: BoardFilter;
  onChange: (filter: BoardFilter) => void;
  memberId: string | null;
  showChannel: boolean;
}) {
  const { t } = useTranslation("production");
  const id = useId();
  const dueLabels: Record<DueWindow, string> = {
    any: t("Any due date"),
    overdue: t("Overdue"),
    week: t("Due within a week"),
    month: t("Due within 30 days"),
    none: t("No due date"),
  };
  const channels = useChannels();
  const members = useMembers();
  return (
    <search className="flex flex-wrap items-end gap-3" aria-label={t("Board filters")}>
      <div className="grid min-w-48 flex-1 gap-1.5 sm:max-w-72">
        <Label htmlFor={`${id}-search`}>{t("Search")}</Label>
        <div className="relative">
          <Search
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            placeholder={t("Search by title")}
            className="pl-8"
            value={filter.search}
            onChange={(event) => onChange({ ...filter, search: event.target.value })}
          />
        </div>
      </div>
      {showChannel && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-channel`}>{t("Channel")}</Label>
          <SelectOnFirstUse
            id={`${id}-channel`}
            className="w-44"
            value={filter.channelId ?? ALL}
            onValueChange={(value) => onChange({ ...filter, channelId: value === ALL ? null : value })}
            choices={[
              { value: ALL, label: t("All channels") },
              ...(channels.data?.channels.map((channel) => ({ value: channel.id, label: channel.name })) ?? []),
            ]}
          />
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-assignee`}>{t("Assignee")}</Label>
        <SelectOnFirstUse
          id={`${id}-assignee`}
          className="w-44"
          value={filter.assignee ?? ALL}
          onValueChange={(value) => onChange({ ...filter, assignee: value === ALL ? null : value })}
          choices={[
            { value: ALL, label: t("Everyone") },
            ...(memberId ? [{ value: memberId, label: t("Mine") }] : []),
            { value: "unassigned", label: t("Unassigned") },
            ...(members.data?.members
              .filter((member) => member.id !== memberId)
              .map((member) => ({ value: member.id, label: member.name || member.email })) ?? []),
          ]}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-due`}>{t("Due")}</Label>
        <SelectOnFirstUse
          id={`${id}-due`}
          className="w-44"
          value={filter.due}
          onValueChange={(value) => onChange({ ...filter, due: value as DueWindow })}
          choices={DUE_WINDOWS.map((window) => ({ value: window, label: dueLabels[window] }))}
        />
      </div>
    </search>
  );
}
