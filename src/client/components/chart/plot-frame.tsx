// The parts every recharts plot of the app shares: the light grid, quiet axes and the tooltip card in
// the popover colours (light and dark). Only lazily loaded `*-plot.tsx` modules import this, so
// recharts stays out of a page's first load. Parts are functions returning recharts' own elements, as
// a chart reads its direct children to lay itself out.
import type { ReactNode } from "react";
import { CartesianGrid, Tooltip, XAxis, type XAxisProps, YAxis, type YAxisProps } from "recharts";

const QUIET_AXIS = {
  tick: { fill: "var(--muted-foreground)", fontSize: 12 },
  tickLine: false,
  axisLine: false,
} as const;

/** Room around a plot: a little above for the tallest bar, none below or left where the axes are. */
export const PLOT_MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/** Horizontal lines only, in the border colour. */
export const gridLines = () => <CartesianGrid vertical={false} stroke="var(--border)" />;

/** The axis along the bottom: each point's `label`, the first and last always shown. */
export const categoryAxis = (props?: XAxisProps) => (
  <XAxis dataKey="label" {...QUIET_AXIS} interval="preserveStartEnd" {...props} />
);

/** A value axis on the left (or `orientation="right"`), wide enough for "1.2M". */
export const valueAxis = (props?: YAxisProps) => <YAxis {...QUIET_AXIS} width={48} {...props} />;

/** The tooltip card: what is pointed at, then its figure (and a line between when there is more to say). */
export function TooltipCard({ label, detail, value }: { label: ReactNode; detail?: ReactNode; value: ReactNode }) {
  return (
    <div className="max-w-60 rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md">
      <p className="break-words font-medium">{label}</p>
      {detail && <p>{detail}</p>}
      <p className="text-muted-foreground">{value}</p>
    </div>
  );
}

/**
 * The tooltip of the point under the pointer, as `describe` tells it. Bars get a shaded column behind
 * them (`shadeColumn`); a line keeps recharts' own cursor line.
 */
export function pointTooltip<Point>(
  describe: (point: Point) => { label: ReactNode; detail?: ReactNode; value: ReactNode },
  { shadeColumn = true } = {},
) {
  return (
    <Tooltip
      cursor={shadeColumn ? { fill: "var(--muted)", opacity: 0.6 } : undefined}
      content={({ active, payload }) => {
        const point = payload?.[0]?.payload as Point | undefined;
        return active && point ? <TooltipCard {...describe(point)} /> : null;
      }}
    />
  );
}
