import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { type FocusEvent, useCallback, useState } from "react";
import type { BoardCard } from "../../../../shared/schemas/production.ts";

/**
 * Heights of a card before it is measured, with a 16:9 thumbnail or without: with a one-line title
 * they measure 243 and 98 px in a column; a title that wraps makes them taller.
 */
const ESTIMATE_WITH_THUMBNAIL = 245;
const ESTIMATE_WITHOUT_THUMBNAIL = 100;
/** Space between cards, px (the column's margin below its list spaces the last one). */
const CARD_GAP = 8;
/** Cards rendered beyond each edge of the scrolled view. */
const OVERSCAN = 4;

/**
 * Renders only the cards of a column's scroll container that are in view (issue 13: a board of
 * 2,000 videos), measuring each as it mounts. Two cards stay mounted wherever they are: the one being
 * dragged (dnd-kit loses a drag whose node unmounts) and the one holding the keyboard focus (else
 * scrolling it away would drop the focus on the page).
 */
export function useVirtualColumn(
  cards: BoardCard[],
  getScrollElement: () => HTMLElement | null,
  /** The card being dragged. */
  activeId: string | null,
) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const indexOf = (id: string | null) => (id ? cards.findIndex((card) => card.id === id) : -1);
  const activeIndex = indexOf(activeId);
  const focusedIndex = indexOf(focusedId);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      for (const index of [activeIndex, focusedIndex]) {
        if (index >= 0 && !indexes.includes(index)) indexes.push(index);
      }
      return indexes.sort((a, b) => a - b);
    },
    [activeIndex, focusedIndex],
  );
  // Sizes are cached per card, not per position, so a card keeps its height when the order changes.
  const getItemKey = useCallback((index: number) => cards[index]?.id ?? index, [cards]);
  const estimateSize = useCallback(
    (index: number) => (cards[index]?.youtubeVideoId ? ESTIMATE_WITH_THUMBNAIL : ESTIMATE_WITHOUT_THUMBNAIL),
    [cards],
  );

  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: OVERSCAN,
    gap: CARD_GAP,
  });

  /** onFocus/onBlur of the list: which card holds the focus. */
  const focusHandlers = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const item = (event.target as HTMLElement).closest<HTMLElement>("[data-video-id]");
      setFocusedId(item?.dataset.videoId ?? null);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
    },
  };

  return { virtualizer, focusHandlers };
}
