import { ExternalLink, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProductionFields } from "@/components/production/production-fields.tsx";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import type { BoardCard } from "../../../../shared/schemas/production.ts";

/** A card's stage, assignee and dates, edited from the board (each field saves as it changes). */
export function EditCardDialog({
  open,
  card,
  onOpenChange,
}: {
  open: boolean;
  card: BoardCard | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("production");
  return (
    <Dialog open={open && card !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {card && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{card.title}</DialogTitle>
              <DialogDescription>
                {card.channel.name} › {card.folder.name}
              </DialogDescription>
            </DialogHeader>
            <ProductionFields
              video={{
                id: card.id,
                stage: card.stage,
                assigneeId: card.assignee?.id ?? null,
                dueDate: card.dueDate,
                plannedPublishDate: card.plannedPublishDate,
              }}
            />
            <DialogFooter>
              <Button asChild variant="outline">
                <Link to={`/video/${encodeURIComponent(card.id)}`}>
                  <ExternalLink aria-hidden="true" />
                  {t("Open video")}
                </Link>
              </Button>
              {/* The card's way to YouTube: the video's Publish tab (which says why, for those who can't). */}
              <Button asChild variant="outline">
                <Link to={`/video/${encodeURIComponent(card.id)}?tab=publish`}>
                  <Send aria-hidden="true" />
                  {t("Publish…")}
                </Link>
              </Button>
              <Button onClick={() => onOpenChange(false)}>{t("Done")}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
