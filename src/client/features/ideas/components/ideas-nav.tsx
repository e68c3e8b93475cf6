import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { cn } from "@/lib/cn.ts";

/** The two Ideas screens, one link each (the current one marked for screen readers). */
export function IdeasNav() {
  const { t } = useTranslation("ideas");
  const { pathname } = useLocation();
  const links = [
    { to: "/ideas", label: t("Idea bank") },
    { to: "/ideas/outliers", label: t("Outliers") },
  ];
  return (
    <nav aria-label={t("Ideas")} className="flex gap-1 rounded-lg bg-muted p-1 text-sm sm:w-fit">
      {links.map((link) => {
        const current = pathname === link.to;
        return (
          <Link
            key={link.to}
            to={link.to}
            aria-current={current ? "page" : undefined}
            className={cn(
              "flex-1 rounded-md px-3 py-1.5 text-center font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              current ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}
