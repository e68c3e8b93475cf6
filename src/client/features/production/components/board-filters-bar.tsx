import { Search } from "lucide-react";
import { useId } from "react";
import { useChannels } from "@/api/get-channels.ts";
import { useMembers } from "@/api/get-members.ts";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { type BoardFilter, DUE_WINDOW_LABELS, DUE_WINDOWS, type DueWindow } from "../board-filters.ts";

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
  const id = useId();
  const channels = useChannels();
  const members = useMembers();
  return (
    <search className="flex flex-wrap items-end gap-3" aria-label="Board filters">
      <div className="grid min-w-48 flex-1 gap-1.5 sm:max-w-72">
        <Label htmlFor={`${id}-search`}>Search</Label>
        <div className="relative">
          <Search
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Search by title"
            className="pl-8"
            value={filter.search}
            onChange={(event) => onChange({ ...filter, search: event.target.value })}
          />
        </div>
      </div>
      {showChannel && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-channel`}>Channel</Label>
          <Select
            value={filter.channelId ?? ALL}
            onValueChange={(value) => onChange({ ...filter, channelId: value === ALL ? null : value })}
          >
            <SelectTrigger id={`${id}-channel`} className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All channels</SelectItem>
              {channels.data?.channels.map((channel) => (
                <SelectItem key={channel.id} value={channel.id}>
                  {channel.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-assignee`}>Assignee</Label>
        <Select
          value={filter.assignee ?? ALL}
          onValueChange={(value) => onChange({ ...filter, assignee: value === ALL ? null : value })}
        >
          <SelectTrigger id={`${id}-assignee`} className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Everyone</SelectItem>
            {memberId && <SelectItem value={memberId}>Mine</SelectItem>}
            <SelectItem value="unassigned">Unassigned</SelectItem>
            {members.data?.members
              .filter((m) => m.id !== memberId)
              .map((member) => (
                <SelectItem key={member.id} value={member.id}>
                  {member.name || member.email}
                </SelectItem>
              ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-due`}>Due</Label>
        <Select value={filter.due} onValueChange={(value) => onChange({ ...filter, due: value as DueWindow })}>
          <SelectTrigger id={`${id}-due`} className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DUE_WINDOWS.map((window) => (
              <SelectItem key={window} value={window}>
                {DUE_WINDOW_LABELS[window]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </search>
  );
}
