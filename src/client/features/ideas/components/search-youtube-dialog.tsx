import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api.ts";
import { describeScore } from "@/lib/describe-score.ts";
import { formatNumber } from "@/lib/format-date.ts";
import { activeLanguage } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { compactViews, formatScore } from "../../../../shared/outlier-score.ts";
import type { Niche } from "../../../../shared/schemas/ideas.ts";
import { useSearchCost, useSearchYouTube } from "../api/search-youtube.ts";
import { useWatchChannel } from "../api/watch-channel.ts";

const units = (n: number) => formatNumber(n);
const MONTHS = ["1", "3", "6", "12"];

/** "Search YouTube": its quota cost shown first, then the videos found, scored, with "Watch channel". */
export function SearchYouTubeDialog({ niche }: { niche: Niche | null }) {
  const { t } = useTranslation("ideas");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [months, setMonths] = useState("3");
  const cost = useSearchCost(open);
  const search = useSearchYouTube();
  const watch = useWatchChannel();

  const run = (event: FormEvent) => {
    event.preventDefault();
    if (!q.trim()) return;
    search.mutate(
      { q: q.trim(), months: Number(months) },
      { onError: (error) => toast.error(t("Search failed"), { description: errorMessage(error) }) },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) search.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Search aria-hidden="true" />
          {t("Search YouTube")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("Search YouTube")}</DialogTitle>
          <DialogDescription>
            {t("Videos of the last months for a phrase, each scored against its own channel.")}
          </DialogDescription>
        </DialogHeader>
        <p data-testid="search-cost" className="rounded-md bg-muted p-3 text-sm">
          {cost.data
            ? t(
                "Costs {search} quota units for the search, plus {perChannel} per channel found (at most {max}). Used today: {spent} of {quota} units.",
                {
                  search: units(cost.data.searchUnits),
                  perChannel: units(cost.data.perChannelUnits),
                  max: units(cost.data.maxUnits),
                  spent: units(cost.data.unitsSpent),
                  quota: units(cost.data.dailyQuota),
                },
              )
            : cost.isError
              ? errorMessage(cost.error)
              : t("Reading today's quota…")}
        </p>
        <form onSubmit={run} className="flex flex-wrap items-end gap-3">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={`${id}-q`}>{t("Phrase")}</Label>
            <Input id={`${id}-q`} value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-months`}>{t("Published in the last")}</Label>
            <Select value={months} onValueChange={setMonths}>
              <SelectTrigger id={`${id}-months`} className="w-32">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MONTHS.map((m) => (
                  <SelectItem key={m} value={m}>
                    {t("{months, plural, one {# month} other {# months}}", { months: Number(m) })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" disabled={search.isPending || !q.trim() || !cost.data}>
            {search.isPending && <Spinner aria-hidden="true" role="presentation" />}
            {search.isPending
              ? t("Searching...")
              : t("Search (up to {max} units)", { max: cost.data ? units(cost.data.maxUnits) : "…" })}
          </Button>
        </form>
        {search.data && (
          <section aria-label={t("Search results")} className="grid gap-2">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {t("{found, plural, one {# video} other {# videos}} found; the search used {spent} units.", {
                found: search.data.results.length,
                spent: units(search.data.unitsSpent),
              })}
            </p>
            <ul className="grid gap-2">
              {search.data.results.map((result) => (
                <li key={result.id} data-testid="search-result" className="grid gap-1 rounded-md border p-3 text-sm">
                  <a
                    href={result.url}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {result.title}
                    <span className="sr-only">{t(" (opens YouTube)")}</span>
                  </a>
                  <span className="text-muted-foreground">
                    {result.channelTitle} ·{" "}
                    {result.views === null
                      ? t("views hidden")
                      : t("{views} views", { views: compactViews(result.views, activeLanguage()) })}{" "}
                    ·{" "}
                    {result.score
                      ? t("{score} ({explained})", {
                          score: formatScore(result.score.score),
                          explained: describeScore(result.score),
                        })
                      : t("no score yet")}
                  </span>
                  {niche && !result.watchedChannelId && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="justify-self-start"
                      disabled={watch.isPending}
                      onClick={() =>
                        watch.mutate(
                          { nicheId: niche.id, address: result.channelId },
                          {
                            onSuccess: () =>
                              toast.success(
                                t("Watching {channel} in {niche}", { channel: result.channelTitle, niche: niche.name }),
                              ),
                            onError: (error) =>
                              toast.error(t("Failed to watch the channel"), { description: errorMessage(error) }),
                          },
                        )
                      }
                    >
                      {t("Watch {channel}", { channel: result.channelTitle })}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
