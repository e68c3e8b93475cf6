import { ChevronDownIcon } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useState } from "react";
import { cn } from "@/lib/cn.ts";
import type { ChoiceSelectProps } from "./choices.ts";
import { SELECT_TRIGGER_CLASS } from "./select-trigger-class.ts";

let loading: Promise<typeof import("./choice-select.tsx")> | undefined;
const load = () => {
  loading ??= import("./choice-select.tsx").catch((error: unknown) => {
    loading = undefined; // a failed download is tried again on the next use
    throw error;
  });
  return loading;
};
const preload = () => void load().catch(() => {});
const ChoiceSelect = lazy(load);

/** The keys that open Radix's Select from its button. */
const OPENING_KEYS = new Set([" ", "Enter", "ArrowDown", "ArrowUp"]);

/**
 * A select of text choices whose code (Radix's Select with floating-ui, about 20 KB) loads when it is
 * first used, not with the page: a page of filters draws, and most visits leave most of them as
 * they are. Until then its button is a plain one that looks and is named the same, opened as
 * Radix's is (a mouse's press, a touch's tap, Space, Enter or an arrow key); the Select then mounts
 * open. Hovering or focusing the button starts the download.
 */
export function SelectOnFirstUse(props: ChoiceSelectProps) {
  const [used, setUsed] = useState(false);
  if (used) {
    return (
      <Suspense fallback={<StandIn {...props} />}>
        <ChoiceSelect {...props} defaultOpen />
      </Suspense>
    );
  }
  return <StandIn {...props} onUse={() => setUsed(true)} />;
}

function StandIn({ id, value, choices, className, onUse }: ChoiceSelectProps & { onUse?: () => void }) {
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-slot="select-trigger"
      data-size="default"
      className={cn(SELECT_TRIGGER_CLASS, className)}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event) => {
        // As Radix's: a mouse opens on press (keeping the focus where Radix will put it), a touch on its tap.
        if (event.button === 0 && event.pointerType === "mouse") {
          event.preventDefault();
          onUse?.();
        }
      }}
      onClick={onUse}
      onKeyDown={(event: KeyboardEvent) => {
        if (OPENING_KEYS.has(event.key)) {
          event.preventDefault();
          onUse?.();
        }
      }}
    >
      <span data-slot="select-value">{choices.find((choice) => choice.value === value)?.label}</span>
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden="true" />
    </button>
  );
}
