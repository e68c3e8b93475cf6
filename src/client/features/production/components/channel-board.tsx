import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { LazyProductionCalendar } from "../calendar/lazy-production-calendar.tsx";
import { FilteredBoard } from "./filtered-board.tsx";

/**
 * Issue 13: the production board of one channel, or its calendar, shown in its detail view's
 * Production tab (composed in router.tsx).
 */
export function ChannelBoard({ channelId }: { channelId: string }) {
  const { t } = useTranslation("production");
  const [view, setView] = useState<"board" | "calendar">("board");
  return (
    <div className="grid min-w-0 gap-4">
      <fieldset className="flex gap-1">
        <legend className="sr-only">{t("Show")}</legend>
        {(["board", "calendar"] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={view === option ? "secondary" : "ghost"}
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {option === "board" ? t("Board") : t("Calendar")}
          </Button>
        ))}
      </fieldset>
      {view === "board" ? <FilteredBoard channelId={channelId} /> : <LazyProductionCalendar channelId={channelId} />}
    </div>
  );
}
