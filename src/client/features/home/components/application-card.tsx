import type { LucideIcon } from "lucide-react";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";

interface ApplicationCardProps {
  title: string;
  features: readonly string[];
  icon: LucideIcon;
  /** Without a destination the card is shown greyed out and is neither a link nor focusable. */
  to?: string;
  tag?: string;
}

// spec §9: dashboard cards are 271 by 240 pixels.
const CARD_SIZE = "h-[240px] w-[271px] max-w-full";

export function ApplicationCard({ title, features, icon: Icon, to, tag }: ApplicationCardProps) {
  const { t } = useTranslation("home");
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            "flex size-11 items-center justify-center rounded-xl",
            to ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground",
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {tag && (
          <span className="rounded-full border border-primary/30 bg-primary/5 px-2 py-0.5 font-medium text-[11px] text-primary">
            {tag}
          </span>
        )}
        {!to && (
          <span className="rounded-full border px-2 py-0.5 font-medium text-[11px] text-muted-foreground">
            {t("Coming soon")}
          </span>
        )}
      </div>
      <div className="mt-auto grid gap-2">
        <h2 className="font-bold text-lg tracking-wide">{title}</h2>
        <ul className="grid gap-1 text-muted-foreground text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <span className="size-1 rounded-full bg-current" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      {to && (
        <ArrowRight
          className="absolute right-5 bottom-5 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
          aria-hidden="true"
        />
      )}
    </>
  );

  const base = cn(CARD_SIZE, "relative flex flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm");

  if (!to) {
    return (
      <div className={cn(base, "cursor-not-allowed select-none opacity-60 grayscale")} aria-disabled="true">
        {body}
      </div>
    );
  }
  return (
    <Link
      to={to}
      className={cn(
        base,
        "group outline-none transition-all hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50",
      )}
    >
      {body}
    </Link>
  );
}
