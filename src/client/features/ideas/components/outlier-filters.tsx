import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import {
  type Niche,
  type OutliersQuery,
  PUBLISHED_WITHIN,
  type PublishedWithin,
} from "../../../../shared/schemas/ideas.ts";
import { withinLabel } from "../labels.ts";

const ANY = "any";
const MIN_SCORES = ["1", "1.5", "2", "3", "5", "10"];

function Choice({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[string, string]>;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([optionValue, optionLabel]) => (
            <SelectItem key={optionValue} value={optionValue}>
              {optionLabel}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The outliers page's filters and sort, every one a labelled control. */
export function OutlierFilters({
  niches,
  query,
  onChange,
}: {
  niches: Niche[];
  query: OutliersQuery;
  onChange: (next: OutliersQuery) => void;
}) {
  const { t } = useTranslation("ideas");
  const id = useId();
  const niche = niches.find((n) => n.id === query.nicheId);
  const set = (patch: Partial<OutliersQuery>) => onChange({ ...query, ...patch, page: 1 });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Choice
        id={`${id}-niche`}
        label={t("Niche")}
        value={query.nicheId ?? ANY}
        onChange={(value) => set({ nicheId: value === ANY ? undefined : value, channelId: undefined })}
        options={[[ANY, t("All niches")], ...niches.map((n): [string, string] => [n.id, n.name])]}
      />
      <Choice
        id={`${id}-channel`}
        label={t("Channel")}
        value={query.channelId ?? ANY}
        onChange={(value) => set({ channelId: value === ANY ? undefined : value })}
        options={[
          [ANY, t("All channels")],
          ...(niche?.channels ?? niches.flatMap((n) => n.channels))
            .filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i)
            .map((c): [string, string] => [c.id, c.title]),
        ]}
      />
      <Choice
        id={`${id}-within`}
        label={t("Published within")}
        value={query.within ?? ANY}
        onChange={(value) => set({ within: value === ANY ? undefined : (value as PublishedWithin) })}
        options={[
          [ANY, t("Any time")],
          ...(Object.keys(PUBLISHED_WITHIN) as PublishedWithin[]).map((w): [string, string] => [w, withinLabel(w)]),
        ]}
      />
      <Choice
        id={`${id}-kind`}
        label={t("Kind")}
        value={query.kind ?? "all"}
        onChange={(value) => set({ kind: value as OutliersQuery["kind"] })}
        options={[
          ["all", t("Long and Shorts")],
          ["long", t("Long videos")],
          ["short", t("Shorts")],
        ]}
      />
      <Choice
        id={`${id}-min`}
        label={t("Minimum score")}
        value={String(query.minScore ?? 2)}
        onChange={(value) => set({ minScore: Number(value) })}
        options={MIN_SCORES.map((s): [string, string] => [s, `${s}×`])}
      />
      <Choice
        id={`${id}-sort`}
        label={t("Sort by")}
        value={query.sort ?? "score"}
        onChange={(value) => set({ sort: value as OutliersQuery["sort"] })}
        options={[
          ["score", t("Score")],
          ["views", t("Views")],
          ["date", t("Date")],
        ]}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>{t("Words in the title")}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          className="w-52"
          defaultValue={query.q ?? ""}
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
  );
}
