import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api.ts";

/**
 * A failed read, with the server's reason (or `detail`, where the spec words it) and a way to try
 * again: every screen tells a failed read this one way.
 */
export function LoadError({
  title,
  error,
  detail,
  onRetry,
}: {
  title: string;
  error: unknown;
  detail?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation("common");
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm"
    >
      <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span className="min-w-0 flex-1">{t("{title}: {reason}", { title, reason: detail ?? errorMessage(error) })}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t("Retry")}
      </Button>
    </div>
  );
}
