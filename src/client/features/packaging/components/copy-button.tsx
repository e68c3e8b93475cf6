import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { formatNumber } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";

/** What a copy button copies, each named in whole sentences (decision 040: no sentence from pieces). */
export type CopyWhat =
  | { kind: "all" }
  | { kind: "chosen title" }
  | { kind: "description" }
  | { kind: "tags" }
  | { kind: "thumbnail text"; n: number };

interface CopySentences {
  /** The icon button's name. */
  copy: string;
  copied: string;
  failed: string;
}

function useCopySentences(what: CopyWhat): CopySentences {
  const { t } = useTranslation("packaging");
  switch (what.kind) {
    case "all":
      return {
        copy: t("Copy everything for YouTube"),
        copied: t("Copied everything for YouTube"),
        failed: t("Could not copy everything for YouTube to the clipboard"),
      };
    case "chosen title":
      return {
        copy: t("Copy the chosen title"),
        copied: t("Copied the chosen title"),
        failed: t("Could not copy the chosen title to the clipboard"),
      };
    case "description":
      return {
        copy: t("Copy the description with chapters"),
        copied: t("Copied the description with chapters"),
        failed: t("Could not copy the description with chapters to the clipboard"),
      };
    case "tags":
      return {
        copy: t("Copy the tags"),
        copied: t("Copied the tags"),
        failed: t("Could not copy the tags to the clipboard"),
      };
    case "thumbnail text":
      return {
        copy: t("Copy thumbnail text {n}", { n: what.n }),
        copied: t("Copied thumbnail text {n}", { n: what.n }),
        failed: t("Could not copy thumbnail text {n} to the clipboard", { n: what.n }),
      };
  }
}

/** Copies `text` to the clipboard; `what` names it for screen readers and the toast. */
export function CopyButton({
  text,
  what,
  label,
  disabled,
}: {
  text: string;
  what: CopyWhat;
  /** Shown beside the icon; without it the button is an icon named "Copy …". */
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("packaging");
  const sentences = useCopySentences(what);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
      toast.success(sentences.copied);
    } catch {
      toast.error(t("Failed to copy"), { description: sentences.failed });
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
      aria-label={sentences.copy}
      title={sentences.copy}
    >
      {icon}
    </Button>
  );
}

/** What a character counter counts, said after the numbers. */
export type CounterUnit = "characters" | "with chapters and hashtags" | "as YouTube counts them" | "none";

/** `count / max` characters, marked when over. */
export function CharCounter({
  count,
  max,
  id,
  unit = "none",
}: {
  count: number;
  max: number;
  id?: string;
  unit?: CounterUnit;
}) {
  const { t } = useTranslation("packaging");
  const over = count > max;
  const values = { length: formatNumber(count), max: formatNumber(max) };
  // One sentence a case, so a language may order the numbers, the unit and the warning as it needs.
  const text = (() => {
    switch (unit) {
      case "characters":
        return over
          ? t("{length} / {max} characters (over the limit)", values)
          : t("{length} / {max} characters", values);
      case "with chapters and hashtags":
        return over
          ? t("{length} / {max} characters with chapters and hashtags (over the limit)", values)
          : t("{length} / {max} characters with chapters and hashtags", values);
      case "as YouTube counts them":
        return over
          ? t("{length} / {max} characters as YouTube counts them (over the limit)", values)
          : t("{length} / {max} characters as YouTube counts them", values);
      case "none":
        return over ? t("{length} / {max} (over the limit)", values) : t("{length} / {max}", values);
    }
  })();
  return (
    <span
      id={id}
      className={
        over ? "font-medium text-destructive text-xs tabular-nums" : "text-muted-foreground text-xs tabular-nums"
      }
    >
      {text}
    </span>
  );
}
