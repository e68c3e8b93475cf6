import { lazy, Suspense, useCallback, useState } from "react";
import { useNotifications } from "@/api/get-notifications.ts";
import { useMenuOnFirstUse } from "@/components/menu-on-first-use.ts";
import { BellButton } from "./bell-button.tsx";

// The list's code (a Radix menu with floating-ui) loads when the bell is first pressed: every
// signed-in page shows the bell, few visits open it.
const NotificationMenu = lazy(async () => ({ default: (await import("./notification-menu.tsx")).NotificationMenu }));

/** Issue 13 item 7: the header's bell — unread count, the newest notifications with links, mark read. */
export function NotificationBell() {
  const list = useNotifications();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];
  const { opened, openedByKeyboard, triggerProps } = useMenuOnFirstUse();
  // The open list joins the landmark its trigger sits in (the header), as the library's menus do.
  const [landmark, setLandmark] = useState<Element | null>(null);
  const findLandmark = useCallback((trigger: HTMLButtonElement | null) => {
    if (trigger) setLandmark(trigger.closest("header, main, [role=banner]"));
  }, []);

  if (!opened) return <BellButton ref={findLandmark} unread={unread} {...triggerProps} />;
  return (
    <Suspense fallback={<BellButton unread={unread} aria-busy="true" />}>
      <NotificationMenu unread={unread} items={items} container={landmark} openedByKeyboard={openedByKeyboard} />
    </Suspense>
  );
}
