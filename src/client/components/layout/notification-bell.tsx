import {
  AtSign,
  Bell,
  CalendarClock,
  CheckCheck,
  CircleCheck,
  FileSearch,
  MessageSquareQuote,
  MessageSquareWarning,
  RefreshCwOff,
  Reply,
  UserPlus,
} from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { useNotifications } from "@/api/get-notifications.ts";
import { useMarkNotificationsRead } from "@/api/mark-notifications-read.ts";
import { Button } from "@/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu.tsx";
import { cn } from "@/lib/cn.ts";
import { formatRelativeTime } from "@/lib/format-date.ts";
import { reviewNotificationLine } from "../../../shared/review-notification-line.ts";
import type { Notification } from "../../../shared/schemas/production.ts";

function describe(notification: Notification): string {
  const title = notification.video?.title ?? "";
  const actor = notification.guestName ? `${notification.guestName} (guest)` : (notification.actor?.name ?? "Someone");
  switch (notification.kind) {
    case "assigned":
      return `${actor} assigned you “${title}”`;
    case "mentioned":
      return `${actor} mentioned you in a note on “${title}”`;
    case "due_tomorrow":
      return `“${title}” is due tomorrow`;
    case "overdue":
      return `“${title}” is overdue`;
    case "sync_failed":
      return `A sync of ${notification.channel?.name ?? "a channel"} failed`;
    case "review_requested":
    case "review_comment":
    case "review_reply":
    case "review_mention":
    case "review_approved":
    case "review_changes_requested":
      return reviewNotificationLine(notification.kind, actor, title);
  }
}

const ICONS = {
  assigned: UserPlus,
  mentioned: AtSign,
  due_tomorrow: CalendarClock,
  overdue: CalendarClock,
  sync_failed: RefreshCwOff,
  review_requested: FileSearch,
  review_comment: MessageSquareQuote,
  review_reply: Reply,
  review_mention: AtSign,
  review_approved: CircleCheck,
  review_changes_requested: MessageSquareWarning,
};

/** Where a notification leads: the video's Activity or Notes tab, or a channel's dashboard. */
function linkOf(notification: Notification): string {
  if (notification.video) {
    const tab =
      notification.kind === "mentioned" ? "notes" : notification.kind.startsWith("review_") ? "script" : "activity";
    return `/video/${encodeURIComponent(notification.video.id)}?tab=${tab}`;
  }
  return `/content-library?${new URLSearchParams({ channel: notification.channel?.id ?? "" }).toString()}`;
}

/** Issue 13 item 7: the header's bell — unread count, the newest notifications with links, mark read. */
export function NotificationBell() {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];
  // The open list joins the landmark its trigger sits in (the header), as the library's menus do.
  const [landmark, setLandmark] = useState<Element | null>(null);
  const findLandmark = useCallback(
    (trigger: HTMLButtonElement | null) => setLandmark(trigger?.closest("header, main, [role=banner]") ?? null),
    [],
  );

  return (
    // Not modal, like the library's menus: the page stays readable (and scannable) behind the list.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        {/* The name is the content, so the visible count is part of it: "Notifications, 2 unread". */}
        <Button ref={findLandmark} variant="ghost" size="icon" className="relative text-muted-foreground">
          <Bell aria-hidden="true" />
          <span className="sr-only">{unread > 0 ? "Notifications, " : "Notifications"}</span>
          {unread > 0 && (
            <>
              <span
                data-testid="unread-count"
                className="-top-0.5 -right-0.5 absolute flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[10px] text-white"
              >
                {unread > 99 ? "99+" : unread}
              </span>
              <span className="sr-only"> unread</span>
            </>
          )}
        </Button>
      </DropdownMenuTrigger>
      {/* Only menu items inside (a heading or loose text would sit outside every landmark). */}
      <DropdownMenuContent
        align="end"
        container={landmark}
        aria-label="Notifications"
        className="w-80 max-w-[calc(100vw-1rem)]"
      >
        {unread > 0 && (
          <>
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
            <DropdownMenuSeparator />
          </>
        )}
        {items.length === 0 ? (
          <DropdownMenuItem disabled>No notifications</DropdownMenuItem>
        ) : (
          items.map((notification) => {
            const Icon = ICONS[notification.kind];
            return (
              <DropdownMenuItem
                key={notification.id}
                asChild
                data-testid="notification"
                data-unread={notification.readAt === null || undefined}
                onSelect={() => notification.readAt === null && markRead.mutate({ ids: [notification.id] })}
              >
                <Link to={linkOf(notification)} className="items-start">
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
