import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
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
import { toast } from "@/lib/toast.ts";
import { compactViews, describeOutlierScore, formatScore } from "../../../../shared/outlier-score.ts";
import type { Niche } from "../../../../shared/schemas/ideas.ts";
import { useSearchCost, useSearchYouTube } from "../api/search-youtube.ts";
import { useWatchChannel } from "../api/watch-channel.ts";

const units = (n: number) => n.toLocaleString("en-US");
const MONTHS = ["1", "3", "6", "12"];

/** "Search YouTube": its quota cost shown first, then the videos found, scored, with "Watch channel". */
export function SearchYouTubeDialog({ niche }: { niche: Niche | null }) {
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
      { onError: (error) => toast.error("Search failed", { description: errorMessage(error) }) },
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
          Search YouTube
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Search YouTube</DialogTitle>
          <DialogDescription>
            Videos of the last months for a phrase, each scored against its own channel.
          </DialogDescription>
        </DialogHeader>
        <p data-testid="search-cost" className="rounded-md bg-muted p-3 text-sm">
          {cost.data
            ? `Costs ${units(cost.data.searchUnits)} quota units for the search, plus ${cost.data.perChannelUnits} per channel found (at most ${units(cost.data.maxUnits)}). Used today: ${units(cost.data.unitsSpent)} of ${units(cost.data.dailyQuota)} units.`
            : cost.isError
              ? errorMessage(cost.error)
              : "Reading today's quota…"}
        </p>
        <form onSubmit={run} className="flex flex-wrap items-end gap-3">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={`${id}-q`}>Phrase</Label>
            <Input id={`${id}-q`} value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-months`}>Published in the last</Label>
            <Select value={months} onValueChange={setMonths}>
              <SelectTrigger id={`${id}-months`} className="w-32">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MONTHS.map((m) => (
                  <SelectItem key={m} value={m}>
                    {m === "1" ? "1 month" : `${m} months`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" disabled={search.isPending || !q.trim() || !cost.data}>
            {search.isPending && <Spinner aria-hidden="true" role="presentation" />}
            {search.isPending ? "Searching..." : `Search (up to ${cost.data ? units(cost.data.maxUnits) : "…"} units)`}
          </Button>
        </form>
        {search.data && (
          <section aria-label="Search results" className="grid gap-2">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {search.data.results.length} videos found; the search used {units(search.data.unitsSpent)} units.
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
                    <span className="sr-only"> (opens YouTube)</span>
                  </a>
                  <span className="text-muted-foreground">
                    {result.channelTitle} ·{" "}
                    {result.views === null ? "views hidden" : `${compactViews(result.views)} views`} ·{" "}
                    {result.score
                      ? `${formatScore(result.score.score)} (${describeOutlierScore(result.score)})`
                      : "no score yet"}
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
                            onSuccess: () => toast.success(`Watching ${result.channelTitle} in ${niche.name}`),
                            onError: (error) =>
                              toast.error("Failed to watch the channel", { description: errorMessage(error) }),
                          },
                        )
                      }
                    >
                      Watch {result.channelTitle}
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
