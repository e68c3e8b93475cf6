import { Bell } from "lucide-react";
import type * as React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";

/** The header's bell: its name is its content, so the visible count is part of it ("Notifications, 2 unread"). */
export function BellButton({ unread, ...props }: { unread: number } & React.ComponentProps<typeof Button>) {
  const { t } = useTranslation("common");
  return (
    <Button variant="ghost" size="icon" className="relative text-muted-foreground" {...props}>
      <Bell aria-hidden="true" />
      <span className="sr-only">{unread > 0 ? t("Notifications, ") : t("Notifications")}</span>
      {unread > 0 && (
        <>
          <span
            data-testid="unread-count"
            className="-top-0.5 -right-0.5 absolute flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[10px] text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
          <span className="sr-only"> {t("unread")}</span>
        </>
      )}
    </Button>
  );
}
