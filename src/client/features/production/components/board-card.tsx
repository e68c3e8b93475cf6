import { CalendarClock, FileText, GripVertical, Pencil } from "lucide-react";
import { type ButtonHTMLAttributes, type CSSProperties, type PointerEventHandler, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar, AvatarFallback } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/format-date.ts";
import type { BoardCard as Card } from "../../../../shared/schemas/production.ts";
import { isOverdue } from "../board-filters.ts";
import { CardReviewState } from "./card-review-state.tsx";

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("") || "?";

/** A calendar date ('2025-03-10') in the reader's locale. */
export const formatDay = (value: string) => formatDate(`${value}T12:00:00`);

/**
 * Thumbnails that failed to load in this page's life: a card scrolled out of its column and back
 * remounts, and retrying would show the image's box, then drop it, changing the card's height twice.
 */
const failedThumbnails = new Set<string>();

const GRIP_CLASS =
  "-ml-1 mt-0.5 shrink-0 rounded p-0.5 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * One video on the board (issue 13): thumbnail, title, channel › folder, assignee, due date (red when
 * overdue), script word count. Dragged by the pointer from anywhere on it, or by keyboard from its
 * handle (sortable-board-card.tsx gives it both); without them (the board's code for moving cards is
 * still loading, or the card is the picture following the pointer) its grip is only drawn.
 */
export function BoardCardView({
  card,
  onEdit,
  cardRef,
  style,
  onPointerDown,
  handleRef,
  handleProps,
  className,
}: {
  card: Card;
  onEdit?: (card: Card) => void;
  cardRef?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  onPointerDown?: PointerEventHandler;
  handleRef?: (node: HTMLElement | null) => void;
  handleProps?: ButtonHTMLAttributes<HTMLButtonElement>;
  className?: string;
}) {
  const { t } = useTranslation("production");
  const overdue = isOverdue(card);
  // Without a thumbnail (offline, a private video) the card shows none rather than a broken image.
  const [thumbnailFailed, setThumbnailFailed] = useState(() => failedThumbnails.has(card.id));

  return (
    <article
      ref={cardRef}
      style={style}
      aria-label={card.title}
      onPointerDown={onPointerDown}
      className={cn(
        "grid cursor-grab touch-manipulation gap-2 rounded-lg border bg-card p-3 text-card-foreground shadow-xs active:cursor-grabbing",
        className,
      )}
    >
      {card.youtubeVideoId && !thumbnailFailed && (
        <img
          onError={() => {
            failedThumbnails.add(card.id);
            setThumbnailFailed(true);
          }}
          src={`https://i.ytimg.com/vi/${card.youtubeVideoId}/mqdefault.jpg`}
          alt=""
          loading="lazy"
          draggable={false}
          className="aspect-video w-full rounded-md bg-muted object-cover"
        />
      )}
      <div className="flex items-start gap-1">
        {handleProps ? (
          <button
            ref={handleRef}
            type="button"
            {...handleProps}
            aria-label={t("Move {title}", { title: card.title })}
            className={GRIP_CLASS}
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        ) : (
          <span className={GRIP_CLASS} aria-hidden="true">
            <GripVertical className="size-4" />
          </span>
        )}
        <h3 className="min-w-0 flex-1 break-words font-medium text-sm leading-snug">
          {/* Not a native drag source: a pointer drag starting on the title moves the card. */}
          <Link to={`/video/${encodeURIComponent(card.id)}`} draggable={false} className="hover:underline">
            {card.title}
          </Link>
        </h3>
        <Button
          variant="ghost"
          size="icon-sm"
          className="-mr-1 -mt-1 size-7 text-muted-foreground"
          aria-label={t("Edit {title}", { title: card.title })}
          onClick={() => onEdit?.(card)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </div>
      <p className="truncate text-muted-foreground text-xs">
        {card.channel.name} › {card.folder.name}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        {card.assignee ? (
          <span className="flex items-center gap-1.5" title={card.assignee.name}>
            <Avatar className="size-5">
              <AvatarFallback className="text-[10px]">{initials(card.assignee.name)}</AvatarFallback>
            </Avatar>
            <span className="sr-only">{t("Assigned to {name}", { name: card.assignee.name })}</span>
          </span>
        ) : null}
        {card.dueDate && (
          <span
            data-testid="card-due"
            data-overdue={overdue || undefined}
            className={cn(
              "flex items-center gap-1",
              overdue ? "font-medium text-red-700 dark:text-red-400" : "text-muted-foreground",
            )}
          >
            <CalendarClock className="size-3.5" aria-hidden="true" />
            {overdue
              ? t("Overdue: {date}", { date: formatDay(card.dueDate) })
              : t("Due {date}", { date: formatDay(card.dueDate) })}
          </span>
        )}
        <span className="flex items-center gap-1 text-muted-foreground">
          <FileText className="size-3.5" aria-hidden="true" />
          {card.wordCount === null
            ? t("No script")
            : t(
                "{unit, select, characters {{length, plural, one {# character} other {# characters}}} other {{length, plural, one {# word} other {# words}}}}",
                { unit: card.lengthUnit, length: card.wordCount },
              )}
        </span>
        <CardReviewState videoId={card.id} />
      </div>
    </article>
  );
}
