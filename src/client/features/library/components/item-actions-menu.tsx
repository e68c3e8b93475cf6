import { lazy, Suspense, useCallback, useState } from "react";
import { useMenuOnFirstUse } from "@/components/menu-on-first-use.ts";
import { ActionsButton, type ItemActionsProps } from "./item-actions-button.tsx";

// The menu's code (Radix's menu with floating-ui) loads when a ⋮ is first pressed: a library page
// shows one on every card, and most visits open none.
const ItemActionsList = lazy(async () => ({ default: (await import("./item-actions-list.tsx")).ItemActionsList }));

/**
 * The ⋮ menu of a channel, folder or video: edit, and delete when the server would allow it
 * (admins, moderators, the creator — issue 3). Dialogs open outside the menu, so focus returns well.
 */
export function ItemActionsMenu(props: ItemActionsProps) {
  const { opened, openedByKeyboard, triggerProps } = useMenuOnFirstUse();
  // The open menu joins the landmark (main) its trigger sits in, rather than floating outside every landmark.
  const [landmark, setLandmark] = useState<Element | null>(null);
  const findLandmark = useCallback((trigger: HTMLButtonElement | null) => {
    if (trigger) setLandmark(trigger.closest("main, [role=main]"));
  }, []);
  if (!opened) {
    return <ActionsButton ref={findLandmark} itemName={props.itemName} className={props.className} {...triggerProps} />;
  }
  return (
    <Suspense fallback={<ActionsButton itemName={props.itemName} className={props.className} aria-busy="true" />}>
      <ItemActionsList {...props} container={landmark} openedByKeyboard={openedByKeyboard} />
    </Suspense>
  );
}
