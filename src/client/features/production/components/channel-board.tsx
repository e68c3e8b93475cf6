import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api.ts";
import { useBoard } from "../api/get-board.ts";
import { ProductionCalendar } from "../calendar/production-calendar.tsx";
import { FilteredBoard } from "./filtered-board.tsx";

/**
 * Issue 13: the production board of one channel, or its calendar, shown in its detail view's
 * Production tab (composed in router.tsx).
 */
export function ChannelBoard({ channelId }: { channelId: string }) {
  const [view, setView] = useState<"board" | "calendar">("board");
  return (
    <div className="grid min-w-0 gap-4">
      <fieldset className="flex gap-1">
        <legend className="sr-only">Show</legend>
        {(["board", "calendar"] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={view === option ? "secondary" : "ghost"}
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {option === "board" ? "Board" : "Calendar"}
          </Button>
        ))}
      </fieldset>
      {view === "board" ? <ChannelBoardView channelId={channelId} /> : <ProductionCalendar channelId={channelId} />}
    </div>
  );
}

function ChannelBoardView({ channelId }: { channelId: string }) {
  const board = useBoard(channelId);
  if (board.isPending) {
    return (
      <div className="flex gap-3" role="status" aria-label="Loading the board">
        <Skeleton className="h-48 w-72" />
        <Skeleton className="h-48 w-72" />
      </div>
    );
  }
  if (board.isError) {
    return (
      <div className="grid justify-items-start gap-2 text-sm">
        <p role="alert">Failed to load the board: {errorMessage(board.error)}</p>
        <Button variant="outline" size="sm" onClick={() => board.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return <FilteredBoard cards={board.data.cards} showChannel={false} />;
}
