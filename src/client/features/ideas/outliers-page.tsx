import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ideasKeys } from "@/api/query-keys.ts";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import type { Outlier, OutliersQuery } from "../../../shared/schemas/ideas.ts";
import { useCreateIdea } from "./api/create-idea.ts";
import { useNiches } from "./api/get-niches.ts";
import { useOutliers } from "./api/get-outliers.ts";
import { IdeasNav } from "./components/ideas-nav.tsx";
import { NicheControls } from "./components/niche-controls.tsx";
import { OutlierCard } from "./components/outlier-card.tsx";
import { OutlierFilters } from "./components/outlier-filters.tsx";
import { PageNav } from "./components/page-nav.tsx";
import { SearchYouTubeDialog } from "./components/search-youtube-dialog.tsx";
import { TitlePatternsPanel } from "./components/title-patterns-panel.tsx";

/** /ideas/outliers: the watched channels' uploads that did several times their channel's usual views. */
export function OutliersPage() {
  const { t } = useTranslation("ideas");
  const niches = useNiches();
  const [query, setQuery] = useState<OutliersQuery>({ minScore: 2, page: 1 });
  const outliers = useOutliers(query);
  const createIdea = useCreateIdea();
  const [savingId, setSavingId] = useState<string | null>(null);
  const niche = niches.data?.niches.find((n) => n.id === query.nicheId) ?? null;
  const queryClient = useQueryClient();
  // When a watched channel has been read (again), its scores are new: the outliers are read again.
  const reads = niches.data?.niches.flatMap((n) => n.channels.map((c) => c.lastReadAt ?? "")).join() ?? "";
  useEffect(() => {
    if (reads) void queryClient.invalidateQueries({ queryKey: ideasKeys.outliers() });
  }, [reads, queryClient]);

  const save = (outlier: Outlier) => {
    setSavingId(outlier.id);
    createIdea.mutate(
      { title: outlier.title, sourceVideoId: outlier.id, nicheId: query.nicheId ?? null },
      {
        onSuccess: () =>
          toast.success(t("Saved as idea"), {
            description: t('"{title}" is in the idea bank.', { title: outlier.title }),
          }),
        onError: (error) => toast.error(t("Failed to save the idea"), { description: errorMessage(error) }),
        onSettled: () => setSavingId(null),
      },
    );
  };

  if (niches.isPending) return <PageLoader label={t("Loading niches...")} />;
  const pages = outliers.data ? Math.max(1, Math.ceil(outliers.data.total / outliers.data.pageSize)) : 1;

  return (
    <div className="grid w-full min-w-0 gap-6 px-4 py-6 sm:py-8">
      <div className="grid gap-3">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("Outliers")}</h1>
        <p className="text-muted-foreground">
          {t("Videos of the channels you watch that did several times their channel's usual views.")}
        </p>
        <IdeasNav />
      </div>
      {niches.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(niches.error)}
        </p>
      ) : (
        <>
          <NicheControls
            niche={niche}
            onCreated={(nicheId) => setQuery({ ...query, nicheId, channelId: undefined, page: 1 })}
          />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <OutlierFilters niches={niches.data.niches} query={query} onChange={setQuery} />
            <SearchYouTubeDialog niche={niche} />
          </div>
        </>
      )}
      {outliers.isError ? (
        <div className="grid justify-items-start gap-2">
          <p role="alert">{t("Failed to load the outliers: {error}", { error: errorMessage(outliers.error) })}</p>
          <Button variant="outline" onClick={() => outliers.refetch()}>
            {t("Retry")}
          </Button>
        </div>
      ) : !outliers.data ? (
        <PageLoader label={t("Loading outliers...")} />
      ) : outliers.data.items.length === 0 ? (
        <div
          className="rounded-xl border border-dashed p-8 text-center text-muted-foreground"
          data-testid="outliers-empty"
        >
          {niches.data?.niches.length === 0
            ? t("Create a niche and watch a few channels: their outliers show here once their uploads are read.")
            : t("No outliers under these filters. Try a lower minimum score or a longer period.")}
        </div>
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {outliers.isFetching
              ? t("{total, plural, one {# outlier} other {# outliers}} (updating…)", { total: outliers.data.total })
              : t("{total, plural, one {# outlier} other {# outliers}}", { total: outliers.data.total })}
          </p>
          <TitlePatternsPanel patterns={outliers.data.patterns} />
          <ul aria-label={t("Outliers")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {outliers.data.items.map((outlier) => (
              <OutlierCard key={outlier.id} outlier={outlier} saving={savingId === outlier.id} onSave={save} />
            ))}
          </ul>
          <PageNav
            label={t("Outlier pages")}
            page={Number(query.page ?? 1)}
            pages={pages}
            onPage={(page) => setQuery({ ...query, page })}
          />
        </>
      )}
      <p className="text-muted-foreground text-sm">
        <Trans
          t={t}
          i18nKey="Saved ideas are in the <a>idea bank</a>."
          components={{ a: <Link to="/ideas" className="underline underline-offset-4" /> }}
        />
      </p>
    </div>
  );
}
