import { useCallback, useState } from "react";

/**
 * An open menu joins the landmark (main) its trigger sits in, rather than floating outside every
 * landmark (axe 'region'). Pass `ref` to the trigger and `container` to the menu's content.
 */
export function useLandmarkContainer() {
  const [container, setContainer] = useState<Element | null>(null);
  const ref = useCallback(
    (trigger: HTMLElement | null) => setContainer(trigger?.closest("main, [role=main]") ?? null),
    [],
  );
  return { ref, container };
}
