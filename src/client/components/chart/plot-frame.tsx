// The frame every recharts plot of the app shares: full size, the light grid, quiet axes and the
// tooltip card in the popover colours (light and dark). Only lazily loaded `*-plot.tsx` modules import
// this, so recharts stays out of a page's first load.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  type BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  type XAxisProps,
  YAxis,
  type YAxisProps,
} from "recharts";

const QUIET_AXIS = {
  tick: { fill: "var(--muted-foreground)", fontSize: 12 },
  tickLine: false,
  axisLine: false,
} as const;

const PLOT_MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/**
 * A plot filling its card: `chart` (BarChart, LineChart or ComposedChart) over horizontal grid lines,
 * with each point's `label` along the bottom (the first and last always shown; `xAxis` changes that).
 * The children are the value axes, the tooltip and the series.
 */
export function PlotFrame<Point>({
  chart: Chart,
  data,
  margin,
  xAxis,
  children,
}: {
  chart: typeof BarChart;
  data: Point[];
  margin?: Partial<typeof PLOT_MARGIN>;
  xAxis?: XAxisProps;
  children: ReactNode;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Chart data={data} margin={{ ...PLOT_MARGIN, ...margin }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" {...QUIET_AXIS} interval="preserveStartEnd" {...xAxis} />
        {children}
      </Chart>
    </ResponsiveContainer>
  );
}

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

/** A day of a daily plot; today's (or a day YouTube has not finished counting) is incomplete. */
interface PlotDay {
  day: string;
  label: string;
  incomplete: boolean;
}

/** A day's name in a tooltip, saying when its figures are still incomplete. */
export function useDayLabel() {
  const { t } = useTranslation("common");
  return (day: PlotDay) => (day.incomplete ? t("{day} (incomplete)", { day: day.label }) : day.label);
}

/** One bar colour per day, faded for the days still incomplete. */
export const dayCells = (days: PlotDay[], color: string) =>
  days.map((day) => <Cell key={day.day} fill={color} fillOpacity={day.incomplete ? 0.3 : 1} />);
