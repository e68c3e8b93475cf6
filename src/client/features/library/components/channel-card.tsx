import { CalendarDays, MonitorPlay } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { formatDate } from "@/lib/format-date.ts";
import type { Channel } from "../../../../shared/schemas/library.ts";
import { useCanDelete } from "../hooks/use-can-delete.ts";
import { libraryPath } from "../library-location.ts";
import { CARD_CLASS, CARD_LINK_CLASS } from "./card-link.ts";
import { ItemActionsMenu } from "./item-actions-menu.tsx";
import { DeleteChannelDialog, EditChannelDialog } from "./lazy-dialogs.ts";

/** spec §2: name, description clamped to two lines, 'Created' date; clicking selects the channel. */
export function ChannelCard({ channel }: { channel: Channel }) {
  const { t } = useTranslation("library");
  const canDelete = useCanDelete();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);

  return (
    <Card data-testid="channel-card" className={CARD_CLASS}>
      <CardContent className="grid gap-3 px-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <MonitorPlay className="size-5" aria-hidden="true" />
          </span>
          <h3 className="min-w-0 flex-1 self-center break-words font-semibold leading-snug">
            <Link to={libraryPath({ channel: channel.id })} data-card-link className={CARD_LINK_CLASS}>
              {channel.name}
            </Link>
          </h3>
          <ItemActionsMenu
            itemName={channel.name}
            editLabel={t("Edit")}
            onEdit={() => setDialog("edit")}
            onDelete={canDelete(channel.createdBy) ? () => setDialog("delete") : undefined}
            className="-mr-2 -mt-1"
          />
        </div>
        <p className="line-clamp-2 min-h-10 break-words text-muted-foreground text-sm">
          {channel.description || t("No description")}
        </p>
        <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          {t("Created {date}", { date: formatDate(channel.createdAt) })}
        </p>
      </CardContent>
      <EditChannelDialog channel={channel} open={dialog === "edit"} onOpenChange={(open) => !open && setDialog(null)} />
      <DeleteChannelDialog
        channel={channel}
        open={dialog === "delete"}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </Card>
  );
}
