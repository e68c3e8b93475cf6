// The production board's paging and due windows without its schemas (./schemas/production.ts): the
// board's first paint needs these, not zod.
import { PRODUCTION_STAGES, type ProductionStage } from "./production-stages.ts";

/** The due windows the board filters by (issue 13 item 2); dates are the viewer's calendar days. */
export const DUE_WINDOWS = ["any", "overdue", "week", "month", "none"] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];
/** The windows counted from a day (the viewer's): overdue, within a week, within 30 days. */
export const isDatedWindow = (due: DueWindow | undefined) => due === "overdue" || due === "week" || due === "month";

/** How many cards of each column the board sends first; "Show more" asks for this many more. */
export const BOARD_PAGE = 50;
/** The most cards one column is sent at once (more than any real column: "Show more" never stops short). */
export const BOARD_COLUMN_MAX = 100_000;

/** `idea:100,published:150`: cards per column where it is not BOARD_PAGE. */
export const COLUMN_LIMITS = new RegExp(
  `^(${PRODUCTION_STAGES.join("|")}):\\d{1,6}(,(${PRODUCTION_STAGES.join("|")}):\\d{1,6})*$`,
);

/** Per stage, how many cards to send (BOARD_PAGE where not named). */
export function parseColumnLimits(value: string | undefined): Record<ProductionStage, number> {
  const limits = Object.fromEntries(PRODUCTION_STAGES.map((stage) => [stage, BOARD_PAGE])) as Record<
    ProductionStage,
    number
  >;
  for (const pair of value ? value.split(",") : []) {
    const [stage, count] = pair.split(":");
    limits[stage as ProductionStage] = Number(count);
  }
  return limits;
}
