import { EllipsisVertical, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu.tsx";
import { cn } from "@/lib/cn.ts";

/**
 * The ⋮ menu of a channel, folder or video: edit, and delete when the server would allow it
 * (admins, moderators, the creator — issue 3). Dialogs open outside the menu, so focus returns well.
 */
export function ItemActionsMenu({
  itemName,
  editLabel,
  onEdit,
  onDelete,
  className,
  children,
}: {
  itemName: string;
  editLabel: string;
  onEdit: () => void;
  onDelete?: () => void;
  className?: string;
  /** Entries of this item alone (a video's 'Write script'), listed first. */
  children?: ReactNode;
}) {
  // The open menu joins the landmark (main) its trigger sits in, rather than floating outside every landmark.
  const [landmark, setLandmark] = useState<Element | null>(null);
  const findLandmark = useCallback(
    (trigger: HTMLButtonElement | null) => setLandmark(trigger?.closest("main, [role=main]") ?? null),
    [],
  );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={findLandmark}
          variant="ghost"
          size="icon-sm"
          aria-label={`Actions for ${itemName}`}
          className={cn("relative z-10 text-muted-foreground", className)}
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" container={landmark}>
        {children}
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          {editLabel}
        </DropdownMenuItem>
        {onDelete && (
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
