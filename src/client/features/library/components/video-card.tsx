import { CalendarDays, ExternalLink, FileVideo, PenLine, Workflow } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProductionFields } from "@/components/production/production-fields.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu.tsx";
import { VideoStatusBadge } from "@/components/video-status-badge.tsx";
import { formatDate } from "@/lib/format-date.ts";
import { writeScriptPath } from "@/lib/studio-link.ts";
import type { Video } from "../../../../shared/schemas/library.ts";
import { useCanDelete } from "../hooks/use-can-delete.ts";
import { stageLabel } from "../stage-label.ts";
import { CARD_CLASS, CARD_LINK_CLASS } from "./card-link.ts";
import { ItemActionsMenu } from "./item-actions-menu.tsx";
import { DeleteVideoDialog, RenameVideoDialog } from "./lazy-dialogs.ts";

/** spec §2: title, status badge, external-link button (when a URL exists), created date; opens /video/{id}. */
export function VideoCard({ video, channelId }: { video: Video; channelId: string }) {
  const { t } = useTranslation("library");
  const canDelete = useCanDelete();
  const [dialog, setDialog] = useState<"rename" | "delete" | "production" | null>(null);

  return (
    <Card data-testid="video-card" className={CARD_CLASS}>
      <CardContent className="grid gap-3 px-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-sky-500/15 text-sky-600 dark:text-sky-400">
            <FileVideo className="size-5" aria-hidden="true" />
          </span>
          <h2 className="min-w-0 flex-1 self-center break-words font-semibold leading-snug">
            <Link to={`/video/${encodeURIComponent(video.id)}`} data-card-link className={CARD_LINK_CLASS}>
              {video.title}
            </Link>
          </h2>
          <ItemActionsMenu
            itemName={video.title}
            editLabel={t("Rename")}
            onEdit={() => setDialog("rename")}
            onDelete={canDelete(video.createdBy) ? () => setDialog("delete") : undefined}
            className="-mr-2 -mt-1"
          >
            {/* issue 13: stage, assignee and dates, as on the board's cards. */}
            <DropdownMenuItem onSelect={() => setDialog("production")}>
              <Workflow aria-hidden="true" />
              {t("Stage, assignee and dates")}
            </DropdownMenuItem>
            {/* issue 10: the studio bound to this video; its save attaches the script here. */}
            <DropdownMenuItem asChild>
              <Link to={writeScriptPath(video.id)}>
                <PenLine aria-hidden="true" />
                {t("Write script")}
              </Link>
            </DropdownMenuItem>
          </ItemActionsMenu>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <VideoStatusBadge status={video.status} />
          {/* A published video's stage is Published: the status badge says it already. */}
          {video.stage !== "published" && (
            <span data-testid="video-stage" className="text-muted-foreground text-xs">
              {stageLabel(video.stage)}
            </span>
          )}
          <span className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {t("Created {date}", { date: formatDate(video.createdAt) })}
          </span>
          {video.youtubeUrl && (
            <Button asChild variant="ghost" size="icon-sm" className="relative z-10 ml-auto text-muted-foreground">
              <a
                href={video.youtubeUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("Open {title} on YouTube (new tab)", { title: video.title })}
              >
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          )}
        </div>
      </CardContent>
      <Dialog open={dialog === "production"} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="break-words">{video.title}</DialogTitle>
            <DialogDescription>{t("Stage, assignee, due date and planned publish date")}</DialogDescription>
          </DialogHeader>
          <ProductionFields video={video} />
        </DialogContent>
      </Dialog>
      <RenameVideoDialog
        video={video}
        channelId={channelId}
        open={dialog === "rename"}
        onOpenChange={(open) => !open && setDialog(null)}
      />
      <DeleteVideoDialog
        video={video}
        channelId={channelId}
        open={dialog === "delete"}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </Card>
  );
}
