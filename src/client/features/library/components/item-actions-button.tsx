import { EllipsisVertical } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("library");
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={t("Actions for {name}", { name: itemName })}
      className={cn("relative z-10 text-muted-foreground", className)}
      {...props}
    >
      <EllipsisVertical aria-hidden="true" />
    </Button>
  );
}
