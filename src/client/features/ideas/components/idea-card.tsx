import { KanbanSquare, PenLine, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { errorMessage } from "@/lib/api.ts";
import { describeScore } from "@/lib/describe-score.ts";
import { studioResearchPath } from "@/lib/studio-link.ts";
import { toast } from "@/lib/toast.ts";
import { ideaResearch } from "../../../../shared/idea-research.ts";
import { IDEA_STATUSES, type Idea, type IdeaStatus } from "../../../../shared/schemas/ideas.ts";
import { useDeleteIdea } from "../api/delete-idea.ts";
import { useUpdateIdea } from "../api/update-idea.ts";
import { ideaStatusLabel } from "../labels.ts";
import { AddToBoardDialog } from "./add-to-board-dialog.tsx";

/** An idea card: status and the team's score editable in place, its source, and what to do next. */
export function IdeaCard({ idea }: { idea: Idea }) {
  const { t } = useTranslation("ideas");
  const id = useId();
  const update = useUpdateIdea();
  const remove = useDeleteIdea();
  const [boardOpen, setBoardOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [rating, setRating] = useState(idea.rating === null ? "" : String(idea.rating));

  const save = (patch: { status?: IdeaStatus; rating?: number | null }) =>
    update.mutate(
      { id: idea.id, ...patch },
      { onError: (error) => toast.error(t("Failed to update the idea"), { description: errorMessage(error) }) },
    );

  const saveRating = () => {
    const next = rating.trim() === "" ? null : Number(rating);
    if (next === idea.rating) return;
    if (next !== null && (!Number.isInteger(next) || next < 0 || next > 100)) {
      toast.error(t("Score must be a whole number from 0 to 100"));
      setRating(idea.rating === null ? "" : String(idea.rating));
      return;
    }
    save({ rating: next });
  };

  return (
    <li data-testid="idea-card" className="grid content-start gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold leading-snug">{idea.title}</h2>
        <Badge variant={idea.status === "in_production" ? "default" : "secondary"} data-testid="idea-status">
          {ideaStatusLabel(idea.status)}
        </Badge>
      </div>
      {idea.notes && <p className="whitespace-pre-line text-sm">{idea.notes}</p>}
      {idea.source ? (
        <p className="text-muted-foreground text-sm">
          <Trans
            t={t}
            i18nKey={
              idea.source.score
                ? "From <a>{title}<hint> (opens YouTube)</hint></a> by {channel} — {score}"
                : "From <a>{title}<hint> (opens YouTube)</hint></a> by {channel}"
            }
            values={{
              title: idea.source.title,
              channel: idea.source.channelTitle,
              score: idea.source.score ? describeScore(idea.source.score) : "",
            }}
            components={{
              a: (
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the title and its hint inside.
                <a href={idea.source.url} target="_blank" rel="noreferrer" className="underline underline-offset-4" />
              ),
              hint: <span className="sr-only" />,
            }}
          />
        </p>
      ) : (
        idea.sourceText && (
          <p className="text-muted-foreground text-sm">{t("Source: {source}", { source: idea.sourceText })}</p>
        )
      )}
      {idea.tags.length > 0 && (
        <ul aria-label={t("Tags")} className="flex flex-wrap gap-1">
          {idea.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>{t("Status")}</Label>
          <Select value={idea.status} onValueChange={(value) => save({ status: value as IdeaStatus })}>
            <SelectTrigger
              id={`${id}-status`}
              className="w-40"
              aria-label={t("Status of {title}", { title: idea.title })}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {IDEA_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {ideaStatusLabel(status)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-rating`}>{t("Score (0–100)")}</Label>
          <Input
            id={`${id}-rating`}
            inputMode="numeric"
            className="w-24"
            value={rating}
            onChange={(e) => setRating(e.target.value)}
            onBlur={saveRating}
            onKeyDown={(e) => e.key === "Enter" && saveRating()}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={studioResearchPath(ideaResearch(idea), idea.videoId)}
          className={buttonVariants({ size: "sm", variant: idea.videoId ? "default" : "outline" })}
        >
          <PenLine aria-hidden="true" />
          {t("Write script")}
        </Link>
        {!idea.videoId && (
          <Button size="sm" onClick={() => setBoardOpen(true)}>
            <KanbanSquare aria-hidden="true" />
            {t("Add to board")}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => setConfirmOpen(true)}
          aria-label={t("Delete {title}", { title: idea.title })}
        >
          <Trash2 aria-hidden="true" />
          {t("Delete")}
        </Button>
      </div>
      <AddToBoardDialog idea={idea} open={boardOpen} onOpenChange={setBoardOpen} />
      <AlertDialog open={confirmOpen} onOpenChange={(next) => !remove.isPending && setConfirmOpen(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("Delete this idea?")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('"{title}" leaves the idea bank. A video made from it stays on the board.', { title: idea.title })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t("Cancel")}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: "destructive" })}
              disabled={remove.isPending}
              onClick={(event) => {
                event.preventDefault();
                remove.mutate(idea.id, {
                  onSuccess: () => {
                    toast.success(t("Idea deleted"));
                    setConfirmOpen(false);
                  },
                  onError: (error) => toast.error(t("Failed to delete the idea"), { description: errorMessage(error) }),
                });
              }}
            >
              {remove.isPending ? t("Deleting...") : t("Delete idea")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
