import { EllipsisVertical } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

export interface ItemActionsProps {
  itemName: string;
  editLabel: string;
  onEdit: () => void;
  onDelete?: () => void;
  className?: string;
  /** Entries of this item alone (a video's 'Write script'), listed first. */
  children?: ReactNode;
}

/** The ⋮ button, the same before and after its menu's code has loaded (item-actions-menu.tsx). */
export function ActionsButton({
  itemName,
  className,
  ...props
}: { itemName: string } & React.ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Actions for ${itemName}`}
      className={cn("relative z-10 text-muted-foreground", className)}
      {...props}
    >
      <EllipsisVertical aria-hidden="true" />
    </Button>
  );
}
