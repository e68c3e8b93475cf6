import { ScrollText } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { cn } from "@/lib/cn.ts";
import { i18n } from "@/lib/i18n.ts";
import { formatTimestamp } from "../../../../shared/packaging-rules.ts";
import type { ScriptRetentionView } from "../../../../shared/schemas/script-retention.ts";
import type { SectionKind } from "../../../../shared/script-retention.ts";
import { useScriptRetention } from "../api/get-script-retention.ts";

type Section = ScriptRetentionView["sections"][number];

const W = 1000;
const H = 240;
const share = (n: number) => `${n.toFixed(1).replace(/\.0$/, "")}%`;

/** YouTube's relativeRetentionPerformance in words: 0.5 is the median of videos of similar length. */
function typical(value: number | null) {
  if (value === null) return i18n.t("N/A", { ns: "video" });
  const figure = value.toFixed(2);
  if (value > 0.55) return i18n.t("{value} (above typical)", { ns: "video", value: figure });
  if (value < 0.45) return i18n.t("{value} (below typical)", { ns: "video", value: figure });
  return i18n.t("{value} (typical)", { ns: "video", value: figure });
}

/** src/shared's SECTION_KIND_NAMES, in the interface's language. */
function kindName(kind: SectionKind): string {
  switch (kind) {
    case "hook":
      return i18n.t("Hook", { ns: "video" });
    case "intro":
      return i18n.t("Intro", { ns: "video" });
    case "body":
      return i18n.t("Main part", { ns: "video" });
    case "sponsor":
      return i18n.t("Sponsor", { ns: "video" });
    case "conclusion":
      return i18n.t("Conclusion", { ns: "video" });
    case "cta":
      return i18n.t("Call to action", { ns: "video" });
  }
}

/**
 * "Script vs retention": the script that went out, section by section, over the retention curve.
 * Choosing a section (its button in the table) highlights its span on the curve and brings the curve
 * into view; clicking the curve shows the text of the section playing there.
 */
export function ScriptRetentionCard({ videoId }: { videoId: string }) {
  const { t } = useTranslation("video");
  const query = useScriptRetention(videoId);
  const data = query.data;
  const [selected, setSelected] = useState<number | null>(null);
  const curveRef = useRef<HTMLDivElement>(null);

  const choose = (index: number, scroll: boolean) => {
    setSelected(index);
    if (scroll) curveRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };

  return (
    <Card className="min-w-0" data-testid="script-retention">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ScrollText className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Script vs retention")}</h2>
        </CardTitle>
        <CardDescription>
          {t("Where viewers stayed and left, section by section of the script that went out.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {query.isPending ? (
          <Skeleton className="h-40 rounded-lg" role="status" aria-label={t("Loading script vs retention")} />
        ) : query.isError || !data ? (
          <p role="alert" className="text-sm">
            {t("Could not load the script against its retention.")}
          </p>
        ) : data.status !== "ready" || !data.script || !data.spans ? (
          <p className="text-muted-foreground text-sm" data-testid="script-retention-empty">
            {data.message}
          </p>
        ) : (
          <Ready data={data} selected={selected} choose={choose} curveRef={curveRef} />
        )}
      </CardContent>
    </Card>
  );
}

function Ready({
  data,
  selected,
  choose,
  curveRef,
}: {
  data: ScriptRetentionView;
  selected: number | null;
  choose: (index: number, scroll: boolean) => void;
  curveRef: React.RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation("video");
  const spans = data.spans!;
  const steepest = data.sections.find((s) => s.steepestDrop);
  const max = Math.max(1, ...data.curve.map((p) => p.audienceWatchRatio));
  const y = (ratio: number) => H - (ratio / max) * (H - 10);
  const line = data.curve.map(
    (p) => `${(p.elapsedVideoTimeRatio * W).toFixed(1)},${y(p.audienceWatchRatio).toFixed(1)}`,
  );
  const current = selected === null ? null : (data.sections[selected] ?? null);

  return (
    <>
      <div className="grid gap-1 text-sm">
        <p data-testid="script-retention-version">
          <span className="font-medium">{t("Script:")} </span>
          {data.script!.reason}
        </p>
        <p data-testid="script-retention-spans">
          <span className="font-medium">{t("Section times:")} </span>
          {spans.explanation}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label={t("Script vs retention at a glance")}>
        <div className="grid gap-1 rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs">{t("Hook's hold at 30 s")}</dt>
          <dd className="font-semibold text-xl tabular-nums" data-testid="hook-hold">
            {data.hookHold30 === null ? t("N/A") : share(data.hookHold30)}
          </dd>
        </div>
        <div className="grid gap-1 rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs">{t("Steepest drop")}</dt>
          <dd className="font-semibold break-words" data-testid="steepest-drop">
            {steepest
              ? t("{section}: {share} a minute", { section: steepest.title, share: share(steepest.dropPerMinute) })
              : t("None")}
          </dd>
        </div>
        <div className="grid gap-1 rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs">{t("Rewatch spikes")}</dt>
          <dd className="font-semibold break-words">
            {data.spikes.length === 0
              ? t("None")
              : data.spikes.map((s) => `${formatTimestamp(s.seconds)} (+${share(s.rise)})`).join(", ")}
          </dd>
        </div>
      </dl>

      <figure className="m-0 grid gap-2" data-testid="script-retention-curve">
        <div ref={curveRef} className="relative h-48 w-full scroll-mt-4 sm:h-60">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            className="size-full"
            role="img"
            aria-labelledby="script-curve-caption"
          >
            <title>{t("Retention curve with the script's sections")}</title>
            {data.sections.map((s) => (
              <rect
                key={s.index}
                x={s.startRatio * W}
                y={0}
                width={Math.max(1, (s.endRatio - s.startRatio) * W)}
                height={H}
                className={cn(
                  s.index === selected
                    ? "fill-primary/25"
                    : s.steepestDrop
                      ? "fill-destructive/15"
                      : s.index % 2 === 0
                        ? "fill-muted"
                        : "fill-transparent",
                )}
                data-testid={s.index === selected ? "curve-band-selected" : "curve-band"}
              />
            ))}
            <polyline
              points={line.join(" ")}
              fill="none"
              stroke="var(--chart-1)"
              strokeWidth={3}
              vectorEffect="non-scaling-stroke"
            />
            {data.spikes.map((s) => (
              <line
                key={s.seconds}
                x1={s.elapsedVideoTimeRatio * W}
                x2={s.elapsedVideoTimeRatio * W}
                y1={0}
                y2={H}
                stroke="var(--chart-2)"
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {/* The curve's click targets: one per section, for the mouse (the table's buttons are the keyboard's way). */}
          <div className="absolute inset-0 flex">
            {data.sections.map((s) => (
              <button
                key={s.index}
                type="button"
                tabIndex={-1}
                aria-label={t("Show the text of {section}", { section: s.title })}
                className="h-full cursor-pointer"
                style={{ width: `${(s.endRatio - s.startRatio) * 100}%` }}
                onClick={() => choose(s.index, false)}
                data-testid="curve-section"
              />
            ))}
          </div>
        </div>
        <figcaption id="script-curve-caption" className="text-muted-foreground text-xs">
          {steepest
            ? data.spikes.length > 0
              ? t(
                  "Share of viewers watching across the video, the script's sections as bands; the steepest drop is in {section}; dashed lines mark rewatch spikes. Click the curve to read a section.",
                  { section: steepest.title },
                )
              : t(
                  "Share of viewers watching across the video, the script's sections as bands; the steepest drop is in {section}. Click the curve to read a section.",
                  { section: steepest.title },
                )
            : data.spikes.length > 0
              ? t(
                  "Share of viewers watching across the video, the script's sections as bands; dashed lines mark rewatch spikes. Click the curve to read a section.",
                )
              : t(
                  "Share of viewers watching across the video, the script's sections as bands. Click the curve to read a section.",
                )}
        </figcaption>
      </figure>

      {current && (
        <section
          aria-labelledby="script-section-title"
          className="grid gap-1 rounded-lg border p-3"
          data-testid="script-section-text"
        >
          <h3 id="script-section-title" className="font-medium text-sm">
            {current.title} · {formatTimestamp(current.startSeconds)}–{formatTimestamp(current.endSeconds)}
          </h3>
          <p dir="auto" className="whitespace-pre-wrap break-words text-sm">
            {current.text}
          </p>
        </section>
      )}

      {/* A region the keyboard reaches (axe's scrollable-region-focusable): at 375 px the table scrolls inside it. */}
      <section
        className="min-w-0 max-w-full overflow-x-auto rounded-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it by keyboard.
        tabIndex={0}
        aria-label={t("Each section's figures")}
        data-testid="script-retention-scroll"
      >
        <table className="w-full min-w-[36rem] text-sm" data-testid="script-retention-table">
          <caption className="sr-only">{t("Each section's figures")}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground text-xs">
              <th scope="col" className="py-2 pr-2 font-medium">
                {t("Section")}
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                {t("Time")}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                {t("At start")}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                {t("At end")}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                {t("Drop a minute")}
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                {t("Against typical")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.sections.map((s) => (
              <SectionRow key={s.index} section={s} selected={s.index === selected} choose={choose} />
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function SectionRow({
  section: s,
  selected,
  choose,
}: {
  section: Section;
  selected: boolean;
  choose: (index: number, scroll: boolean) => void;
}) {
  const { t } = useTranslation("video");
  return (
    <tr className={cn("border-b align-top", selected && "bg-primary/10")} data-testid="script-retention-row">
      <th scope="row" className="py-2 pr-2 text-left font-normal">
        <button
          type="button"
          className="rounded-sm text-left font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-pressed={selected}
          onClick={() => choose(s.index, true)}
        >
          {s.title}
        </button>
        <span className="block text-muted-foreground text-xs">
          {t("{kind} · {n} words", { kind: kindName(s.kind), n: s.words })}
        </span>
        <span className="mt-1 flex flex-wrap gap-1">
          {s.steepestDrop && <Badge variant="destructive">{t("Steepest drop")}</Badge>}
          {s.spike && <Badge variant="secondary">{t("Rewatch spike")}</Badge>}
        </span>
      </th>
      <td className="py-2 pr-2 tabular-nums">
        {formatTimestamp(s.startSeconds)}–{formatTimestamp(s.endSeconds)}
      </td>
      <td className="py-2 pr-2 text-right tabular-nums">{share(s.startShare)}</td>
      <td className="py-2 pr-2 text-right tabular-nums">{share(s.endShare)}</td>
      <td className="py-2 pr-2 text-right tabular-nums">{share(s.dropPerMinute)}</td>
      <td className="py-2 pr-2">{typical(s.relativePerformance)}</td>
    </tr>
  );
}
