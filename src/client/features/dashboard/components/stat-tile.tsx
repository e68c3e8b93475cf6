import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card.tsx";

export function StatTile({
  icon: Icon,
  label,
  value,
  hint,
  exact,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  /** The unabbreviated number, for the tooltip and screen readers. */
  exact?: string;
}) {
  return (
    <Card className="gap-0 py-4" data-testid="stat-tile">
      <CardContent className="grid gap-1 px-4">
        <div className="flex items-center justify-between gap-2">
          <p className="font-medium text-muted-foreground text-sm">{label}</p>
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        </div>
        <p className="font-bold text-2xl tabular-nums tracking-tight" title={exact} data-testid="stat-value">
          {value}
        </p>
        {hint && <p className="text-muted-foreground text-xs">{hint}</p>}
      </CardContent>
    </Card>
  );
}
