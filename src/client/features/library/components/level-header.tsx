import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";

/** The head of a drill-down level: Back, the title with its details, and the level's actions. */
export function LevelHeader({
  backTo,
  backLabel,
  title,
  details,
  actions,
}: {
  backTo: string;
  backLabel: string;
  title: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation("library");
  return (
    <div className="grid gap-3">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground">
        <Link to={backTo} aria-label={backLabel}>
          <ArrowLeft aria-hidden="true" />
          {t("Back")}
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <h1 className="break-words font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          {details}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </div>
  );
}
