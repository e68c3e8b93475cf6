// Social Blade's official API (https://matrix.sbapis.com/b/): channel-level statistics, not
// per-video ones. GET /youtube/statistics?query=<channel id or handle>, headers clientid and token.
import { z } from "zod";
import { msg } from "../../shared/message.ts";
import type { Config } from "../config.ts";
import { AppError } from "../errors.ts";
import { DEFAULT_RETRY, fetchJson } from "./fetch-json.ts";

export const SOCIAL_BLADE_FAILED = msg("Failed to refresh metrics from Social Blade");

/** The catalogue's message for the user; what went wrong stays in `cause`, for the log. */
function failed(cause: unknown): AppError {
  const error = new AppError(502, SOCIAL_BLADE_FAILED);
  error.cause = cause;
  return error;
}

export interface ChannelStatistics {
  subscribers: number | null;
  subscriberGrowth30d: number | null;
  viewGrowth30d: number | null;
}

export function socialBladeConfigured(config: Config): boolean {
  return Boolean(config.socialBlade.clientId && config.socialBlade.token);
}

// Tolerant: numbers may come as strings, and any part may be missing.
const figure = z.coerce.number().finite().nullable().optional().catch(null);
const growth = z.object({ "30": figure }).loose().optional().catch(undefined);
const answer = z.object({
  status: z.object({ success: z.boolean(), status: z.number().optional(), error: z.string().optional() }).loose(),
  data: z
    .object({
      statistics: z
        .object({
          total: z.object({ subscribers: figure, views: figure, uploads: figure }).loose().optional(),
          growth: z.object({ subs: growth, vidviews: growth }).loose().optional(),
        })
        .loose()
        .optional(),
    })
    .loose()
    .nullable()
    .optional(),
});

/**
 * Subscribers and 30-day growth of a YouTube channel; null when Social Blade is not configured.
 * Any failure (refused credentials, unknown channel, no answer in 10 s) throws a 502 with the
 * catalogue's message (spec §8).
 */
export async function channelStatistics(config: Config, query: string): Promise<ChannelStatistics | null> {
  const { clientId, token, baseUrl } = config.socialBlade;
  if (!clientId || !token) return null;
  const url = new URL(`${baseUrl}/youtube/statistics`);
  url.searchParams.set("query", query);
  let body: z.infer<typeof answer>;
  try {
    body = await fetchJson(
      {
        url,
        init: { headers: { clientid: clientId, token, accept: "application/json" } },
        service: "Social Blade",
        // Every answered call costs credits: one retry at most.
        policy: { ...DEFAULT_RETRY, maxRetries: 1 },
        errorFrom: (status, raw) => failed({ status, error: answer.safeParse(raw).data?.status.error }),
      },
      answer,
    );
  } catch (error) {
    if (error instanceof AppError && error.message === SOCIAL_BLADE_FAILED) throw error;
    throw failed(error);
  }
  if (!body.status.success) {
    throw failed({ status: body.status.status, error: body.status.error });
  }
  const statistics = body.data?.statistics;
  return {
    subscribers: statistics?.total?.subscribers ?? null,
    subscriberGrowth30d: statistics?.growth?.subs?.["30"] ?? null,
    viewGrowth30d: statistics?.growth?.vidviews?.["30"] ?? null,
  };
}
