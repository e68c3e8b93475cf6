import { CalendarClock, Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";
import type { BoardCard } from "../../../../shared/schemas/production.ts";
import { isOverdue, myWork } from "../board-filters.ts";
import { stageLabel } from "../stage-label.ts";
import { formatDay } from "./board-card.tsx";

/** Issue 13 item 4, "Mine": what is assigned to me and not yet published — overdue, due this week, all. */
export function MyWork({ cards, memberId }: { cards: BoardCard[]; memberId: string }) {
  const { t } = useTranslation("production");
  const work = myWork(cards, memberId);
  if (work.all.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
        <Inbox className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">{t("Nothing assigned to you")}</p>
        <p className="text-muted-foreground text-sm">{t("Videos assigned to you on the board are listed here.")}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-3" data-testid="my-work">
      <WorkList id="overdue" title={t("Overdue")} cards={work.overdue} empty={t("Nothing overdue")} />
      <WorkList
        id="due-this-week"
        title={t("Due this week")}
        cards={work.thisWeek}
        empty={t("Nothing due this week")}
      />
      <WorkList
        id="everything-assigned"
        title={t("Everything assigned")}
        cards={work.all}
        empty={t("Nothing assigned")}
      />
    </div>
  );
}

function WorkList({ id, title, cards, empty }: { id: string; title: string; cards: BoardCard[]; empty: string }) {
  const { t } = useTranslation("production");
  // From the English title, as before: a translated one would make ids of any script.
  const headingId = `my-work-${id}`;
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
                {card.channel.name} › {card.folder.name} · {stageLabel(card.stage)}
              </p>
              {card.dueDate && (
                <p
                  className={cn(
                    "mt-1 flex items-center gap-1 text-xs",
                    isOverdue(card) ? "font-medium text-red-700 dark:text-red-400" : "text-muted-foreground",
                  )}
                >
                  <CalendarClock className="size-3.5" aria-hidden="true" />
                  {isOverdue(card)
                    ? t("Overdue: {date}", { date: formatDay(card.dueDate) })
                    : t("Due {date}", { date: formatDay(card.dueDate) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
