import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";

/** A field's heading with its Regenerate and Copy actions. */
export function SectionHeader({
  id,
  title,
  regenerateLabel,
  onRegenerate,
  regenerating,
  busy,
  actions,
}: {
  id: string;
  title: string;
  /** The Regenerate button's name, a whole sentence ("Regenerate titles"). */
  regenerateLabel: string;
  onRegenerate: () => void;
  regenerating: boolean;
  busy: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation("packaging");
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 id={id} className="font-semibold text-base">
        {title}
      </h3>
      <div className="flex items-center gap-1">
        {actions}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onRegenerate}
          disabled={busy}
          aria-label={regenerateLabel}
        >
          {regenerating ? <Spinner aria-hidden="true" role="presentation" /> : <RefreshCw aria-hidden="true" />}
          {t("Regenerate")}
        </Button>
      </div>
    </div>
  );
}
