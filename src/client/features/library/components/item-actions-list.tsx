import { Pencil, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFirstItemFocus } from "@/components/menu-on-first-use.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu.tsx";
import { ActionsButton, type ItemActionsProps } from "./item-actions-button.tsx";

/** The ⋮ menu's Radix part, loaded when the ⋮ button is first pressed (item-actions-menu.tsx). */
export function ItemActionsList({
  itemName,
  editLabel,
  onEdit,
  onDelete,
  className,
  children,
  container,
  openedByKeyboard,
}: ItemActionsProps & { container: Element | null; openedByKeyboard: boolean }) {
  const { t } = useTranslation("library");
  const content = useRef<HTMLDivElement>(null);
  useFirstItemFocus(content, openedByKeyboard);
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <ActionsButton itemName={itemName} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" container={container} ref={content}>
        {children}
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          {editLabel}
        </DropdownMenuItem>
        {onDelete && (
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            {t("Delete")}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
