import { useDeferredValue, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useDebouncedValue } from "@/hooks/use-debounced-value.ts";
import { useSessionUser } from "@/lib/session.ts";
import { BOARD_COLUMN_MAX, BOARD_PAGE } from "../../../../shared/board-paging.ts";
import type { ProductionStage } from "../../../../shared/production-stages.ts";
import { useBoard } from "../api/get-board.ts";
import { type BoardFilter, boardQuery, NO_FILTER } from "../board-filters.ts";
import { BoardFiltersBar } from "./board-filters-bar.tsx";
import { ProductionBoard, preloadDraggableBoard } from "./production-board.tsx";

/** Typing pauses this long before the board is asked again. */
const SEARCH_DELAY_MS = 250;

/**
 * The board with its filters bar, of every channel (`channelId` null) or of one, which hides the
 * channel filter. The server filters and pages the columns: "Show more" asks for 50 more cards of
 * that column.
 */
export function FilteredBoard({ channelId }: { channelId: string | null }) {
  const { t } = useTranslation("production");
  const { user } = useSessionUser();
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER);
  const [limits, setLimits] = useState<Partial<Record<ProductionStage, number>>>({});
  const search = useDebouncedValue(filter.search, SEARCH_DELAY_MS);
  const board = useBoard(channelId, boardQuery({ ...filter, search }, limits, channelId));
  // The first answer's hundreds of cards are drawn as a deferred render, which React cuts into slices
  // between which the page answers input, rather than as one long task. Later answers (a move, a
  // filter, a live change) are drawn at once, so a dropped card never springs back for a frame.
  const firstDrawn = useDeferredValue(board.data !== undefined);
  // Once the filters have drawn, alongside the board's first answer.
  useEffect(preloadDraggableBoard, []);
  const shown = firstDrawn ? board.data : undefined;

  const changeFilter = (next: BoardFilter) => {
    setFilter(next);
    // New filters show each column's first cards again.
    setLimits({});
  };

  return (
    <div className="grid min-w-0 gap-4">
      <BoardFiltersBar
        filter={filter}
        onChange={changeFilter}
        memberId={user?.id ?? null}
        showChannel={channelId === null}
      />
      {board.isPending || (!shown && board.data) ? (
        <div className="flex gap-3" role="status" aria-label={t("Loading the board")}>
          <Skeleton className="h-48 w-72" />
          <Skeleton className="h-48 w-72" />
        </div>
      ) : !shown ? (
        <LoadError title={t("Failed to load the board")} error={board.error} onRetry={() => board.refetch()} />
      ) : (
        <>
          <p className="sr-only" role="status">
            {board.isPlaceholderData
              ? t("Loading the board...")
              : filter.search.trim() || filter.channelId || filter.assignee || filter.due !== "any"
                ? t("{n, plural, one {# video matches} other {# videos match}} the filters", { n: shown.count })
                : t("{n, plural, one {# video} other {# videos}}", { n: shown.count })}
          </p>
          {board.isError && (
            <LoadError title={t("Failed to load the board")} error={board.error} onRetry={() => board.refetch()} />
          )}
          <ProductionBoard
            cards={shown.cards}
            columns={shown.columns}
            busy={board.isPlaceholderData}
            onShowMore={(stage) =>
              setLimits((current) => ({
                ...current,
                [stage]: Math.min((current[stage] ?? BOARD_PAGE) + BOARD_PAGE, BOARD_COLUMN_MAX),
              }))
            }
          />
        </>
      )}
    </div>
  );
}
