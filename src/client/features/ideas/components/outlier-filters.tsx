import { useId } from "react";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import type { Niche, OutliersQuery, PublishedWithin } from "../../../../shared/schemas/ideas.ts";

const ANY = "any";
const WITHIN_LABELS: Record<PublishedWithin, string> = {
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
  "180d": "6 months",
  "365d": "1 year",
};
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
  const id = useId();
  const niche = niches.find((n) => n.id === query.nicheId);
  const set = (patch: Partial<OutliersQuery>) => onChange({ ...query, ...patch, page: 1 });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Choice
        id={`${id}-niche`}
        label="Niche"
        value={query.nicheId ?? ANY}
        onChange={(value) => set({ nicheId: value === ANY ? undefined : value, channelId: undefined })}
        options={[[ANY, "All niches"], ...niches.map((n): [string, string] => [n.id, n.name])]}
      />
      <Choice
        id={`${id}-channel`}
        label="Channel"
        value={query.channelId ?? ANY}
        onChange={(value) => set({ channelId: value === ANY ? undefined : value })}
        options={[
          [ANY, "All channels"],
          ...(niche?.channels ?? niches.flatMap((n) => n.channels))
            .filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i)
            .map((c): [string, string] => [c.id, c.title]),
        ]}
      />
      <Choice
        id={`${id}-within`}
        label="Published within"
        value={query.within ?? ANY}
        onChange={(value) => set({ within: value === ANY ? undefined : (value as PublishedWithin) })}
        options={[[ANY, "Any time"], ...Object.entries(WITHIN_LABELS)]}
      />
      <Choice
        id={`${id}-kind`}
        label="Kind"
        value={query.kind ?? "all"}
        onChange={(value) => set({ kind: value as OutliersQuery["kind"] })}
        options={[
          ["all", "Long and Shorts"],
          ["long", "Long videos"],
          ["short", "Shorts"],
        ]}
      />
      <Choice
        id={`${id}-min`}
        label="Minimum score"
        value={String(query.minScore ?? 2)}
        onChange={(value) => set({ minScore: Number(value) })}
        options={MIN_SCORES.map((s): [string, string] => [s, `${s}×`])}
      />
      <Choice
        id={`${id}-sort`}
        label="Sort by"
        value={query.sort ?? "score"}
        onChange={(value) => set({ sort: value as OutliersQuery["sort"] })}
        options={[
          ["score", "Score"],
          ["views", "Views"],
          ["date", "Date"],
        ]}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>Words in the title</Label>
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
