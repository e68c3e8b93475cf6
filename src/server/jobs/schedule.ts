// Cron expressions (SYNC_SCHEDULE), read in UTC by the same parser pg-boss uses for its schedules,
// so "next run" on a dashboard is the time the queue will really fire.
import { CronExpressionParser } from "cron-parser";

/** The first time after `after` that `cron` names (UTC); null when the expression is not valid. */
export function nextRunOf(cron: string, after: Date): Date | null {
  try {
    return CronExpressionParser.parse(cron, { currentDate: after, tz: "UTC" }).next().toDate();
  } catch {
    return null;
  }
}
