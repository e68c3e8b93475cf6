import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar, AvatarFallback } from "@/components/ui/avatar.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { SidebarTrigger } from "@/components/ui/sidebar.tsx";
import type { SessionUser } from "@/lib/session.ts";
import { NotificationBell } from "./notification-bell.tsx";

/** spec §2: the header carries the notification bell (issue 13) and an avatar linking to /settings. */
export function AppHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation("common");
  const initial = user.email.charAt(0).toUpperCase();
  return (
    <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
      <SidebarTrigger className="-ml-1" aria-label={t("Toggle sidebar")} />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-4" />
      <Link to="/" className="font-semibold text-sm tracking-tight md:hidden">
        Scriptloom
      </Link>
      <div className="ml-auto flex items-center gap-1.5">
        {/* Issue 13 item 7 gives the spec's inert bell its behaviour. */}
        <NotificationBell />
        <Link
          to="/settings"
          aria-label={t("Account settings for {email}", { email: user.email })}
          className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Avatar className="size-8">
            <AvatarFallback className="bg-primary font-semibold text-primary-foreground text-sm">
              {initial}
            </AvatarFallback>
          </Avatar>
        </Link>
      </div>
    </header>
  );
}
