import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import * as React from "react";
import { Toaster as Sonner, type ToasterProps, type ToastT, toast, useSonner } from "sonner";
import { markToasterMounted } from "@/lib/toast.ts";

function subscribeToHtmlClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

function getHtmlTheme(): "light" | "dark" {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function getServerTheme(): "light" | "dark" {
  return "light";
}

/** Current theme, read from the `dark` class on <html> and kept in sync with a MutationObserver. */
function useHtmlTheme() {
  return React.useSyncExternalStore(subscribeToHtmlClass, getHtmlTheme, getServerTheme);
}

/** Sonner's own default display time, when a toast names none. */
const TOAST_DURATION_MS = 4_000;

/**
 * Sonner pauses a toast's timer while the pointer rests on it, so a pointer parked over the toast
 * holds it forever. Whatever the pointer does, a toast closes after twice its display time (8 s by
 * default; a loading toast counts from when it turns into its result).
 */
function maxLifetimeMs(item: ToastT): number {
  return 2 * (item.duration ?? TOAST_DURATION_MS);
}

/** Dismisses every settled toast once its maximum lifetime is over, hover or not. */
function useBoundedToastLifetime() {
  const { toasts } = useSonner();
  const timers = React.useRef(new Map<ToastT["id"], ReturnType<typeof setTimeout>>());
  React.useEffect(() => {
    const active = new Set(toasts.map((item) => item.id));
    for (const item of toasts) {
      const settled = item.type !== "loading" && item.duration !== Number.POSITIVE_INFINITY;
      if (settled && !timers.current.has(item.id)) {
        timers.current.set(
          item.id,
          setTimeout(() => toast.dismiss(item.id), maxLifetimeMs(item)),
        );
      }
    }
    for (const [id, timer] of timers.current) {
      if (!active.has(id)) {
        clearTimeout(timer);
        timers.current.delete(id);
      }
    }
  }, [toasts]);
  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);
}

/** Sonner's light rich colours fall just under 4.5:1 on their tinted backgrounds; these are darker. */
const LIGHT_RICH_TEXT = {
  "--success-text": "hsl(140, 100%, 24%)",
  "--info-text": "hsl(210, 92%, 38%)",
  "--warning-text": "hsl(31, 92%, 32%)",
  "--error-text": "hsl(360, 100%, 40%)",
};

/**
 * Toasts show at the top centre, where no screen keeps its primary actions (the bottom-right corner
 * holds the studio's and dialogs' action bars).
 */
function Toaster({ ...props }: ToasterProps) {
  const theme = useHtmlTheme();
  useBoundedToastLifetime();
  // Sonner's own listener is set up in its effect, which runs before this one (a child's first).
  React.useEffect(markToasterMounted, []);

  return (
    <Sonner
      theme={theme}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          ...(theme === "light" ? LIGHT_RICH_TEXT : {}),
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
