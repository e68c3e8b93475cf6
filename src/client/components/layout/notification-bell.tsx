import { Bell, CalendarClock, CheckCheck, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { useNotifications } from "@/api/get-notifications.ts";
import { useMarkNotificationsRead } from "@/api/mark-notifications-read.ts";
import { Button } from "@/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu.tsx";
import { cn } from "@/lib/cn.ts";
import { formatRelativeTime } from "@/lib/format-date.ts";
import type { Notification } from "../../../shared/schemas/production.ts";

function describe(notification: Notification): string {
  switch (notification.kind) {
    case "assigned":
      return `${notification.actor?.name ?? "Someone"} assigned you “${notification.video.title}”`;
    case "due_tomorrow":
      return `“${notification.video.title}” is due tomorrow`;
    case "overdue":
      return `“${notification.video.title}” is overdue`;
  }
}

/** Issue 13 item 7: the header's bell — unread count, the newest notifications with links, mark read. */
export function NotificationBell() {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={unread > 0 ? `Notifications (${unread} unread)` : "Notifications"}
          className="relative text-muted-foreground"
        >
          <Bell />
          {unread > 0 && (
            <span
              data-testid="unread-count"
              aria-hidden="true"
              className="-top-0.5 -right-0.5 absolute flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[10px] text-white"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <div className="flex items-center justify-between gap-2 pr-1">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <DropdownMenuItem
              className="text-xs"
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate({ all: true });
              }}
            >
              <CheckCheck aria-hidden="true" />
              Mark all read
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-3 text-muted-foreground text-sm">No notifications</p>
        ) : (
          items.map((notification) => {
            const Icon = notification.kind === "assigned" ? UserPlus : CalendarClock;
            return (
              <DropdownMenuItem
                key={notification.id}
                asChild
                data-testid="notification"
                data-unread={notification.readAt === null || undefined}
                onSelect={() => notification.readAt === null && markRead.mutate({ ids: [notification.id] })}
              >
                <Link to={`/video/${encodeURIComponent(notification.video.id)}?tab=activity`} className="items-start">
                  <Icon aria-hidden="true" className="mt-0.5" />
                  <span className="grid min-w-0 gap-0.5">
                    <span className={cn("break-words", notification.readAt === null && "font-semibold")}>
                      {describe(notification)}
                      {notification.readAt === null && <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="text-muted-foreground text-xs">{formatRelativeTime(notification.createdAt)}</span>
                  </span>
                </Link>
              </DropdownMenuItem>
            );
          })
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
