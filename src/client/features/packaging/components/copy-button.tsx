import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { toast } from "@/lib/toast.ts";

/** Copies `text` to the clipboard; `what` names it for screen readers and the toast. */
export function CopyButton({
  text,
  what,
  label,
  disabled,
}: {
  text: string;
  what: string;
  /** Shown beside the icon; without it the button is an icon with `Copy {what}` as its name. */
  label?: string;
  disabled?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
      toast.success(`Copied ${what}`);
    } catch {
      toast.error("Failed to copy", { description: `Could not copy ${what} to the clipboard` });
    }
  };
  const icon = copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />;
  return label ? (
    <Button type="button" variant="outline" size="sm" onClick={copy} disabled={disabled || !text}>
      {icon}
      {label}
    </Button>
  ) : (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      onClick={copy}
      disabled={disabled || !text}
      aria-label={`Copy ${what}`}
      title={`Copy ${what}`}
    >
      {icon}
    </Button>
  );
}

/** `count / max` characters, marked when over. */
export function CharCounter({ count, max, id, label }: { count: number; max: number; id?: string; label?: string }) {
  const over = count > max;
  return (
    <span
      id={id}
      className={
        over ? "font-medium text-destructive text-xs tabular-nums" : "text-muted-foreground text-xs tabular-nums"
      }
    >
      {count.toLocaleString("en-US")} / {max.toLocaleString("en-US")}
      {label ? ` ${label}` : ""}
      {over ? " (over the limit)" : ""}
    </span>
  );
}
