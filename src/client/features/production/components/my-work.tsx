import { CalendarClock, Inbox } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";
import { STAGE_LABELS } from "../../../../shared/production-stages.ts";
import type { BoardCard } from "../../../../shared/schemas/production.ts";
import { isOverdue, myWork } from "../board-filters.ts";
import { formatDay } from "./board-card.tsx";

/** Issue 13 item 4, "Mine": what is assigned to me and not yet published — overdue, due this week, all. */
export function MyWork({ cards, memberId }: { cards: BoardCard[]; memberId: string }) {
  const work = myWork(cards, memberId);
  if (work.all.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
        <Inbox className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">Nothing assigned to you</p>
        <p className="text-muted-foreground text-sm">Videos assigned to you on the board are listed here.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-3" data-testid="my-work">
      <WorkList title="Overdue" cards={work.overdue} empty="Nothing overdue" />
      <WorkList title="Due this week" cards={work.thisWeek} empty="Nothing due this week" />
      <WorkList title="Everything assigned" cards={work.all} empty="Nothing assigned" />
    </div>
  );
}

function WorkList({ title, cards, empty }: { title: string; cards: BoardCard[]; empty: string }) {
  const headingId = `my-work-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <h2 id={headingId} className="font-semibold text-sm">
        {title} <span className="font-normal text-muted-foreground">({cards.length})</span>
      </h2>
      {cards.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {cards.map((card) => (
            <li key={card.id} data-testid="my-work-item" className="rounded-lg border bg-card p-3 text-sm">
              <Link to={`/video/${encodeURIComponent(card.id)}`} className="font-medium hover:underline">
                {card.title}
              </Link>
              <p className="text-muted-foreground text-xs">
                {card.channel.name} › {card.folder.name} · {STAGE_LABELS[card.stage]}
              </p>
              {card.dueDate && (
                <p
                  className={cn(
                    "mt-1 flex items-center gap-1 text-xs",
                    isOverdue(card) ? "font-medium text-red-700 dark:text-red-400" : "text-muted-foreground",
                  )}
                >
                  <CalendarClock className="size-3.5" aria-hidden="true" />
                  {isOverdue(card) ? "Overdue: " : "Due "}
                  {formatDay(card.dueDate)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
