import {
  AtSign,
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
import { useRef } from "react";
import { Link } from "react-router";
import { useMarkNotificationsRead } from "@/api/mark-notifications-read.ts";
import { useFirstItemFocus } from "@/components/menu-on-first-use.ts";
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
import { BellButton } from "./bell-button.tsx";

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

/**
 * The bell's open list — the newest notifications with links, mark read — loaded when the bell is
 * first pressed, and open from then on (notification-bell.tsx).
 */
export function NotificationMenu({
  unread,
  items,
  container,
  openedByKeyboard,
}: {
  unread: number;
  items: Notification[];
  /** The landmark the open list joins (the header), as the library's menus do. */
  container: Element | null;
  /** Opened from the keyboard: the first item takes focus (menu-on-first-use.ts). */
  openedByKeyboard: boolean;
}) {
  const markRead = useMarkNotificationsRead();
  const content = useRef<HTMLDivElement>(null);
  useFirstItemFocus(content, openedByKeyboard);
  return (
    // Not modal, like the library's menus: the page stays readable (and scannable) behind the list.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <BellButton unread={unread} />
      </DropdownMenuTrigger>
      {/* Only menu items inside (a heading or loose text would sit outside every landmark). */}
      <DropdownMenuContent
        align="end"
        container={container}
        ref={content}
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
