import type { TFunction } from "i18next";
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
import { useTranslation } from "react-i18next";
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
import type { Notification } from "../../../shared/schemas/production.ts";
import { BellButton } from "./bell-button.tsx";

/** A notification in words, in the reader's language (the mail's subject says the same in English). */
function describe(notification: Notification, t: TFunction): string {
  const title = notification.video?.title ?? "";
  const actor = notification.guestName
    ? t("{name} (guest)", { name: notification.guestName })
    : (notification.actor?.name ?? t("Someone"));
  const values = { actor, title };
  switch (notification.kind) {
    case "assigned":
      return t("{actor} assigned you “{title}”", values);
    case "mentioned":
      return t("{actor} mentioned you in a note on “{title}”", values);
    case "due_tomorrow":
      return t("“{title}” is due tomorrow", values);
    case "overdue":
      return t("“{title}” is overdue", values);
    case "sync_failed":
      return notification.channel
        ? t("A sync of {channel} failed", { channel: notification.channel.name })
        : t("A sync of a channel failed");
    case "review_requested":
      return t("{actor} asked you to review the script of “{title}”", values);
    case "review_comment":
      return t("{actor} commented on the script of “{title}”", values);
    case "review_reply":
      return t("{actor} replied on the script of “{title}”", values);
    case "review_mention":
      return t("{actor} mentioned you on the script of “{title}”", values);
    case "review_approved":
      return t("{actor} approved the script of “{title}”", values);
    case "review_changes_requested":
      return t("{actor} asked for changes to the script of “{title}”", values);
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
  const { t } = useTranslation("common");
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
        aria-label={t("Notifications")}
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
              {t("Mark all read")}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        {items.length === 0 ? (
          <DropdownMenuItem disabled>{t("No notifications")}</DropdownMenuItem>
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
                      {describe(notification, t)}
                      {notification.readAt === null && <span className="sr-only"> {t("(unread)")}</span>}
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
