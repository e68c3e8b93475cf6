import { CalendarDays, KanbanSquare, ListTodo } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { useSessionUser } from "@/lib/session.ts";
import { useMyWork } from "./api/get-board.ts";
import { LazyProductionCalendar } from "./calendar/lazy-production-calendar.tsx";
import { FilteredBoard } from "./components/filtered-board.tsx";
import { MyWork } from "./components/my-work.tsx";

type View = "mine" | "board" | "calendar";

/**
 * Issue 13: /production — "Mine" (opened first for members with assigned work), the board of every
 * channel and the calendar of planned publish dates. The view is in ?view=. The member's own work
 * is read first (it decides the view); the board reads its columns when shown.
 */
export function ProductionPage() {
  const { t } = useTranslation("production");
  const { user } = useSessionUser();
  const [params, setParams] = useSearchParams();
  const mine = useMyWork();

  if (mine.isPending) return <PageLoader label={t("Loading your work...")} />;
  if (mine.isError) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-16 text-center">
        <h1 className="font-semibold text-2xl">{t("Your work")}</h1>
        <LoadError title={t("Failed to load your work")} error={mine.error} onRetry={() => mine.refetch()} />
      </div>
    );
  }

  const { cards } = mine.data;
  const hasWork = cards.length > 0;
  const requested = params.get("view");
  const view: View =
    requested === "mine" || requested === "board" || requested === "calendar" ? requested : hasWork ? "mine" : "board";

  return (
    <div className="grid w-full min-w-0 gap-6 px-4 py-6 sm:py-8">
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("Production")}</h1>
        <p className="text-muted-foreground">
          {t("Every video from idea to published: who works on it, and by when.")}
        </p>
      </div>
      <Tabs
        value={view}
        onValueChange={(value) => setParams({ view: value }, { replace: true, preventScrollReset: true })}
        className="min-w-0 gap-5"
      >
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="mine">
            <ListTodo aria-hidden="true" className="hidden sm:block" />
            {t("Mine")}
          </TabsTrigger>
          <TabsTrigger value="board">
            <KanbanSquare aria-hidden="true" className="hidden sm:block" />
            {t("Board")}
          </TabsTrigger>
          <TabsTrigger value="calendar">
            <CalendarDays aria-hidden="true" className="hidden sm:block" />
            {t("Calendar")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="mine">{user && <MyWork cards={cards} memberId={user.id} />}</TabsContent>
        <TabsContent value="board" className="min-w-0">
          <FilteredBoard channelId={null} />
        </TabsContent>
        <TabsContent value="calendar" className="min-w-0">
          <LazyProductionCalendar channelId={null} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
