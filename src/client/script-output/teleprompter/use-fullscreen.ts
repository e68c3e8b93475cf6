import { useEffect, useRef } from "react";

/**
 * Shows `target` full screen while mounted, where the Fullscreen API is available and allowed;
 * elsewhere (iPhone Safari, an iframe without permission) the fixed full-viewport dialog is the
 * teleprompter already, so a refusal needs no message. Leaving full screen through the browser
 * (its own Esc, F11) calls `onExit`: one Esc leaves the teleprompter, not only full screen.
 */
export function useFullscreen(target: HTMLElement | null, onExit: () => void) {
  const onExitRef = useRef(onExit);
  onExitRef.current = onExit;

  useEffect(() => {
    if (!target || !document.fullscreenEnabled || typeof target.requestFullscreen !== "function") return;
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement === target) entered = true;
      else if (entered) {
        entered = false;
        onExitRef.current();
      }
    };
    document.addEventListener("fullscreenchange", onChange);
    target.requestFullscreen({ navigationUI: "hide" }).catch(() => {
      // Refused (no user gesture, a permissions policy): the overlay stays, which is enough.
    });
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      if (document.fullscreenElement === target) void document.exitFullscreen().catch(() => {});
    };
  }, [target]);
}
