import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { errorMessage } from "@/lib/api.ts";
import { IDEA_STATUSES, type IdeaStatus, type IdeasQuery } from "../../../shared/schemas/ideas.ts";
import { useIdeas } from "./api/get-ideas.ts";
import { IdeaCard } from "./components/idea-card.tsx";
import { IdeasNav } from "./components/ideas-nav.tsx";
import { NewIdeaDialog } from "./components/new-idea-dialog.tsx";
import { PageNav } from "./components/page-nav.tsx";
import { ideaStatusLabel } from "./labels.ts";

const ANY = "any";

/** /ideas: the idea bank — filter, search and sort idea cards, and take one to the board or the studio. */
export function IdeasPage() {
  const { t } = useTranslation("ideas");
  const id = useId();
  const sortLabels = { updated: t("Recently changed"), rating: t("Score"), title: t("Title"), created: t("Newest") };
  const [query, setQuery] = useState<IdeasQuery>({ page: 1 });
  const [newOpen, setNewOpen] = useState(false);
  const ideas = useIdeas(query);
  const set = (patch: Partial<IdeasQuery>) => setQuery({ ...query, ...patch, page: 1 });
  const pages = ideas.data ? Math.max(1, Math.ceil(ideas.data.total / ideas.data.pageSize)) : 1;

  return (
    <div className="grid w-full min-w-0 gap-6 px-4 py-6 sm:py-8">
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("Idea bank")}</h1>
          <Button onClick={() => setNewOpen(true)}>
            <Plus aria-hidden="true" />
            {t("New idea")}
          </Button>
        </div>
        <p className="text-muted-foreground">
          {t("Where a video starts: ideas saved from outliers or written down by hand.")}
        </p>
        <IdeasNav />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>{t("Status")}</Label>
          <Select
            value={query.status ?? ANY}
            onValueChange={(value) => set({ status: value === ANY ? undefined : (value as IdeaStatus) })}
          >
            <SelectTrigger id={`${id}-status`} className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{t("Any status")}</SelectItem>
              {IDEA_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {ideaStatusLabel(status)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sort`}>{t("Sort by")}</Label>
          <Select value={query.sort ?? "updated"} onValueChange={(value) => set({ sort: value as IdeasQuery["sort"] })}>
            <SelectTrigger id={`${id}-sort`} className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(sortLabels).map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-q`}>{t("Search")}</Label>
          <Input
            id={`${id}-q`}
            type="search"
            className="w-56"
            placeholder={t("Title, notes or tag")}
            onKeyDown={(e) => {
              if (e.key === "Enter") set({ q: e.currentTarget.value.trim() || undefined });
            }}
            onBlur={(e) => {
              if ((e.currentTarget.value.trim() || undefined) !== query.q)
                set({ q: e.currentTarget.value.trim() || undefined });
            }}
          />
        </div>
      </div>
      {ideas.isError ? (
        <div className="grid justify-items-start gap-2">
          <p role="alert">{t("Failed to load the ideas: {error}", { error: errorMessage(ideas.error) })}</p>
          <Button variant="outline" onClick={() => ideas.refetch()}>
            {t("Retry")}
          </Button>
        </div>
      ) : !ideas.data ? (
        <PageLoader label={t("Loading ideas...")} />
      ) : ideas.data.items.length === 0 ? (
        <div
          className="rounded-xl border border-dashed p-8 text-center text-muted-foreground"
          data-testid="ideas-empty"
        >
          {query.status || query.q ? (
            t("No idea matches these filters.")
          ) : (
            <Trans
              t={t}
              i18nKey='No ideas yet. Write one with "New idea", or save one from the <a>outliers</a>.'
              components={{ a: <Link to="/ideas/outliers" className="underline underline-offset-4" /> }}
            />
          )}
        </div>
      ) : (
        <>
          <ul aria-label={t("Ideas")} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {ideas.data.items.map((idea) => (
              <IdeaCard key={`${idea.id}:${idea.updatedAt}`} idea={idea} />
            ))}
          </ul>
          <PageNav
            label={t("Idea pages")}
            page={Number(query.page ?? 1)}
            pages={pages}
            onPage={(page) => setQuery({ ...query, page })}
          />
        </>
      )}
      <NewIdeaDialog open={newOpen} onOpenChange={setNewOpen} />
    </div>
  );
}
