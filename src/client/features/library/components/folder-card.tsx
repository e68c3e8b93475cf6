import { CalendarDays, Folder as FolderIcon, Video } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { formatDate } from "@/lib/format-date.ts";
import type { Folder } from "../../../../shared/schemas/library.ts";
import { useCanDelete } from "../hooks/use-can-delete.ts";
import { libraryPath } from "../library-location.ts";
import { monthLabel } from "../month-label.ts";
import { videoCount } from "../video-count.ts";
import { CARD_CLASS, CARD_LINK_CLASS } from "./card-link.ts";
import { ItemActionsMenu } from "./item-actions-menu.tsx";
import { DeleteFolderDialog, EditFolderDialog } from "./lazy-dialogs.ts";

/** spec §2: name, month/year ('January 2024'), created date; opens the folder's videos. */
export function FolderCard({ folder }: { folder: Folder }) {
  const { t } = useTranslation("library");
  const canDelete = useCanDelete();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);

  return (
    <Card data-testid="folder-card" className={CARD_CLASS}>
      <CardContent className="grid gap-3 px-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-500/15 text-amber-600 dark:text-amber-400">
            <FolderIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h3 className="break-words font-semibold leading-snug">
              <Link
                to={libraryPath({ channel: folder.channelId, folder: folder.id })}
                data-card-link
                className={CARD_LINK_CLASS}
              >
                {folder.name}
              </Link>
            </h3>
            <p className="font-medium text-muted-foreground text-sm" data-testid="folder-month">
              {monthLabel(folder)}
            </p>
          </div>
          <ItemActionsMenu
            itemName={folder.name}
            editLabel={t("Edit")}
            onEdit={() => setDialog("edit")}
            onDelete={canDelete(folder.createdBy) ? () => setDialog("delete") : undefined}
            className="-mr-2 -mt-1"
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground text-xs">
          <span className="flex items-center gap-1.5">
            <Video className="size-3.5" aria-hidden="true" />
            {videoCount(folder.videoCount)}
          </span>
          <span className="flex items-center gap-1.5">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {t("Created {date}", { date: formatDate(folder.createdAt) })}
          </span>
        </div>
      </CardContent>
      <EditFolderDialog folder={folder} open={dialog === "edit"} onOpenChange={(open) => !open && setDialog(null)} />
      <DeleteFolderDialog
        folder={folder}
        open={dialog === "delete"}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </Card>
  );
}
