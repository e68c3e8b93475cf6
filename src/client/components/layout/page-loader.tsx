import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner.tsx";

/** spec §2: a centred spinner while the session and role load (or while a screen's code arrives). */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-[50svh] flex-1 flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-8 text-primary" aria-hidden="true" role="presentation" aria-label={undefined} />
      <p role="status" className="text-sm">
        {label ?? t("Loading...")}
      </p>
    </div>
  );
}
