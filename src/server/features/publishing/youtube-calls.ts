// Every publishing call to YouTube goes through these two: its units taken from today's budget
// before the call (YouTube charges refused calls too), and a quotaExceeded answer pausing the rest.

import { msg } from "../../../shared/message.ts";
import { AppError } from "../../errors.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { YouTubeApiError } from "../../youtube/api-error.ts";
import { type PublishingCall, unitsOf } from "../../youtube/publishing-costs.ts";
import { markQuotaExceeded, quotaUsage, reserveUnits } from "../../youtube/quota.ts";

/** Takes the units of `calls` from today's budget before they are made; 429 with the numbers when they don't fit. */
export async function spend(deps: ServiceDeps, calls: readonly PublishingCall[]) {
  const units = unitsOf(calls);
  const { dailyQuota } = deps.config.sync;
  if (await reserveUnits(deps.db, units, dailyQuota)) return;
  const usage = await quotaUsage(deps.db, dailyQuota);
  const remaining = usage.exceededAt ? 0 : Math.max(0, dailyQuota - usage.unitsSpent);
  throw new AppError(
    429,
    msg(
      "This needs {units} YouTube quota units, and {remaining} of today's {dailyQuota} remain. The budget resets at midnight Pacific time ({resetsAt}).",
    ),
    undefined,
    undefined,
    // As strings: quota figures read as YouTube's console shows them, and the reset as an exact instant.
    {
      params: {
        units: String(units),
        remaining: String(remaining),
        dailyQuota: String(dailyQuota),
        resetsAt: usage.resetsAt.toISOString(),
      },
    },
  );
}

/** A call to YouTube; its quotaExceeded pauses every YouTube call until the reset, as a sync's does. */
export async function onYouTube<T>(deps: ServiceDeps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof YouTubeApiError && error.reason === "quotaExceeded") await markQuotaExceeded(deps.db);
    throw error;
  }
}
