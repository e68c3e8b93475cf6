import { msg } from "../../shared/message.ts";
import type { Config } from "../config.ts";
import { AppError } from "../errors.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { type AnalyticsMeter, createYouTubeAnalyticsClient, type YouTubeAnalyticsClient } from "./analytics-client.ts";
import { createYouTubeClient, type QuotaMeter, type YouTubeClient } from "./client.ts";
import { accessTokenFor, googleConfigured, googleGrant } from "./google-oauth.ts";
import { createYouTubeReportingClient, type YouTubeReportingClient } from "./reporting-client.ts";

export const YOUTUBE_NOT_CONFIGURED = msg(
  "YouTube is not configured: set YOUTUBE_API_KEY (or connect with Google) to sync channels and fetch metrics.",
);

export function youtubeApiKeyConfigured(config: Config): boolean {
  return Boolean(config.youtube.apiKey);
}

/**
 * A client with the server's API key, or else with the member's Google sign-in; null when neither
 * is there. The API key comes first: public data needs nothing more, and it spares the refresh.
 */
export async function findYouTubeClient(
  deps: ServiceDeps,
  userId?: string | null,
  signal?: AbortSignal,
  meter?: QuotaMeter,
): Promise<YouTubeClient | null> {
  const { config } = deps;
  const baseUrl = config.youtube.baseUrl;
  if (config.youtube.apiKey) {
    return createYouTubeClient({ baseUrl, credentials: { apiKey: config.youtube.apiKey }, signal, meter });
  }
  if (!userId || !googleConfigured(config)) return null;
  const accessToken = await accessTokenFor(deps, userId);
  return accessToken ? createYouTubeClient({ baseUrl, credentials: { accessToken }, signal, meter }) : null;
}

/** Like findYouTubeClient, but a clear 503 when YouTube is not configured. */
export async function requireYouTubeClient(
  deps: ServiceDeps,
  userId?: string | null,
  signal?: AbortSignal,
  meter?: QuotaMeter,
): Promise<YouTubeClient> {
  const client = await findYouTubeClient(deps, userId, signal, meter);
  if (!client) throw new AppError(503, YOUTUBE_NOT_CONFIGURED);
  return client;
}

/** A client acting as the member (their own channels need it, whatever the API key). */
export async function googleClientFor(deps: ServiceDeps, userId: string): Promise<YouTubeClient | null> {
  const accessToken = await accessTokenFor(deps, userId);
  return accessToken
    ? createYouTubeClient({ baseUrl: deps.config.youtube.baseUrl, credentials: { accessToken } })
    : null;
}

/**
 * A YouTube Analytics client acting as the member (issue 14); null when Google sign-in is not
 * configured, the member never signed in, or their sign-in lacks the Analytics scope (sign-ins made
 * before it was asked for: they are offered "Grant analytics access").
 */
export async function analyticsClientFor(
  deps: ServiceDeps,
  userId: string,
  signal?: AbortSignal,
  meter?: AnalyticsMeter,
): Promise<YouTubeAnalyticsClient | null> {
  if (!googleConfigured(deps.config)) return null;
  if (!(await googleGrant(deps.db, userId)).analytics) return null;
  const accessToken = await accessTokenFor(deps, userId);
  return accessToken
    ? createYouTubeAnalyticsClient({ baseUrl: deps.config.youtube.analyticsBaseUrl, accessToken, signal, meter })
    : null;
}

/**
 * A YouTube Reporting client acting as the member (issue 14: impressions and CTR); the same
 * conditions as analyticsClientFor, since the Reporting API accepts the same yt-analytics.readonly scope.
 */
export async function reportingClientFor(
  deps: ServiceDeps,
  userId: string,
  signal?: AbortSignal,
): Promise<YouTubeReportingClient | null> {
  if (!googleConfigured(deps.config)) return null;
  if (!(await googleGrant(deps.db, userId)).analytics) return null;
  const accessToken = await accessTokenFor(deps, userId);
  return accessToken
    ? createYouTubeReportingClient({ baseUrl: deps.config.youtube.reportingBaseUrl, accessToken, signal })
    : null;
}
