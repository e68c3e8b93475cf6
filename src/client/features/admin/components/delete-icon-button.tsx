import { Trash2 } from "lucide-react";
import type * as React from "react";
import { Button } from "@/components/ui/button.tsx";

/** A row's trash button: quiet until pointed at, red then. Other props pass through, so it can trigger a dialog. */
export function DeleteIconButton({ label, ...props }: { label: string } & React.ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive dark:hover:bg-destructive/20"
      {...props}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
