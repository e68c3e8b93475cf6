import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code (its form, react-hook-form, its zod schema) downloads the first time it
 * opens instead of with the page that can open it: most visits to a page never open most of its
 * dialogs. Once opened it stays mounted, so closing it animates and keeps Radix's focus return.
 * `preload` starts the download early (on a trigger's hover or focus) where a round trip shows.
 */
export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next open
        throw error;
      },
    );
    return loading;
  };
  const Loaded = lazy(get);
  function WhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(WhenOpen, { preload: () => void get().catch(() => {}) });
}
