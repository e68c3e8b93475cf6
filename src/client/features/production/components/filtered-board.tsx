import { useMemo, useState } from "react";
import { useSessionUser } from "@/lib/auth-client.ts";
import type { BoardCard } from "../../../../shared/schemas/production.ts";
import { type BoardFilter, matchesFilter, NO_FILTER } from "../board-filters.ts";
import { BoardFiltersBar } from "./board-filters-bar.tsx";
import { ProductionBoard } from "./production-board.tsx";

/** The board with its filters bar; a channel's own board hides the channel filter. */
export function FilteredBoard({ cards, showChannel }: { cards: BoardCard[]; showChannel: boolean }) {
  const { user } = useSessionUser();
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER);
  const visible = useMemo(() => cards.filter((card) => matchesFilter(card, filter)), [cards, filter]);
  return (
    <div className="grid min-w-0 gap-4">
      <BoardFiltersBar filter={filter} onChange={setFilter} memberId={user?.id ?? null} showChannel={showChannel} />
      <p className="sr-only" role="status">
        {visible.length === cards.length
          ? `${cards.length} videos`
          : `${visible.length} of ${cards.length} videos shown`}
      </p>
      <ProductionBoard cards={visible} />
    </div>
  );
}
