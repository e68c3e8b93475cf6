import { type KeyboardEvent, type RefObject, useEffect, useState } from "react";

type OpenedBy = "keyboard" | "pointer";

/**
 * A menu whose code (Radix's menu with floating-ui) loads when its button is first used: until then
 * the button is a plain one, and these are its handlers. Once loaded, the menu mounts open.
 */
export function useMenuOnFirstUse() {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const triggerProps = {
    onClick: () => setOpenedBy((by) => by ?? "pointer"),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
        event.preventDefault();
        setOpenedBy("keyboard");
      }
    },
  };
  return { opened: openedBy !== null, openedByKeyboard: openedBy === "keyboard", triggerProps };
}

/**
 * In the loaded menu: opened from the keyboard, it starts on its first item, as Radix's own menus do
 * (Radix learns how a menu was opened from a key press it did not see here: it was not mounted yet).
 * Runs after Radix has focused the content (a parent's effect runs after its children's).
 */
export function useFirstItemFocus(content: RefObject<HTMLElement | null>, openedByKeyboard: boolean) {
  // Only the first opening is ours; later ones are Radix's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only.
  useEffect(() => {
    if (openedByKeyboard)
      content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
  }, []);
}
