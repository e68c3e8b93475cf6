import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";

/**
 * A page whose one record could not be read, in place of the page: gone (`notFound`, then no Retry)
 * or failing, what happened in words, and `exit`, the way back to where such records are listed.
 */
export function PageLoadFailure({
  notFound,
  title,
  detail,
  onRetry,
  exit,
}: {
  notFound: boolean;
  title: string;
  detail: string;
  onRetry: () => void;
  exit: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">{detail}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {!notFound && (
          <Button variant="outline" onClick={onRetry}>
            {t("Retry")}
          </Button>
        )}
        {exit}
      </div>
    </div>
  );
}
