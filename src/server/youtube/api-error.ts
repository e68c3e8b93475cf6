import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { msg } from "../../shared/message.ts";
import { AppError, type MessageParams } from "../errors.ts";

/** A failed YouTube call, with the API's reason kept for callers that treat one reason specially. */
export class YouTubeApiError extends AppError {
  readonly reason: string | undefined;
  readonly httpStatus: number | undefined;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    reason?: string,
    httpStatus?: number,
    params?: MessageParams,
  ) {
    super(status, message, undefined, undefined, { params });
    this.name = "YouTubeApiError";
    this.reason = reason;
    this.httpStatus = httpStatus;
  }
}

// Google's error body: {error: {code, message, errors: [{reason, domain, message}]}}.
const googleErrorBody = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
    status: z.string().optional(),
    // Newer answers name some causes only here, e.g. {reason: 'API_KEY_INVALID'} beside reason 'badRequest'.
    details: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
  }),
});

const DETAIL_REASONS: Record<string, string> = {
  API_KEY_INVALID: "keyInvalid",
  API_KEY_EXPIRED: "keyExpired",
  SERVICE_DISABLED: "accessNotConfigured",
};

const QUOTA = msg(
  "YouTube API quota exceeded: today's quota of the API key is used up. Try again after it resets (midnight Pacific time).",
);
const THROTTLED = msg("YouTube is limiting requests right now. Please try again in a minute.");

/** What a user reads for each of the API's error reasons; 404 for what does not exist, 502 otherwise. */
const REASONS: Record<string, { status: ContentfulStatusCode; message: string }> = {
  quotaExceeded: { status: 502, message: QUOTA },
  dailyLimitExceeded: { status: 502, message: QUOTA },
  rateLimitExceeded: { status: 502, message: THROTTLED },
  userRateLimitExceeded: { status: 502, message: THROTTLED },
  keyInvalid: { status: 502, message: msg("YouTube rejected the API key: check YOUTUBE_API_KEY.") },
  keyExpired: { status: 502, message: msg("The YouTube API key has expired: renew YOUTUBE_API_KEY.") },
  accessNotConfigured: {
    status: 502,
    message: msg("The YouTube Data API v3 is not enabled in the API key's Google Cloud project."),
  },
  ipRefererBlocked: {
    status: 502,
    message: msg("YouTube refused the API key from this server: check the key's restrictions."),
  },
  authError: {
    status: 502,
    message: msg("YouTube refused the Google sign-in: please connect with Google again."),
  },
  insufficientPermissions: {
    status: 502,
    message: msg("The Google sign-in does not allow reading YouTube data: please connect with Google again."),
  },
  forbidden: { status: 502, message: msg("YouTube refused access to this data (it may be private).") },
  channelNotFound: { status: 404, message: msg("YouTube channel not found.") },
  playlistNotFound: { status: 404, message: msg("The channel's uploads were not found on YouTube.") },
  videoNotFound: { status: 404, message: msg("YouTube video not found.") },
};

/** The error a user sees for an unsuccessful answer of the API. */
export function youtubeErrorFrom(httpStatus: number, body: unknown): YouTubeApiError {
  const parsed = googleErrorBody.safeParse(body);
  const detail = parsed.success
    ? parsed.data.error.details?.find((d) => d.reason && DETAIL_REASONS[d.reason])
    : undefined;
  const reason = detail?.reason
    ? DETAIL_REASONS[detail.reason]
    : parsed.success
      ? parsed.data.error.errors?.[0]?.reason
      : undefined;
  const known = reason ? REASONS[reason] : undefined;
  if (known) return new YouTubeApiError(known.status, known.message, reason, httpStatus);
  if (httpStatus === 429) return new YouTubeApiError(502, THROTTLED, reason, httpStatus);
  if (httpStatus === 401) return new YouTubeApiError(502, REASONS.authError.message, reason, httpStatus);
  if (httpStatus === 404) return new YouTubeApiError(404, msg("Not found on YouTube."), reason, httpStatus);
  if (httpStatus >= 500) {
    return new YouTubeApiError(
      502,
      msg("YouTube is unavailable right now (HTTP {status}). Please try again later."),
      reason,
      httpStatus,
      { status: String(httpStatus) },
    );
  }
  const said = parsed.success ? parsed.data.error.message : undefined;
  // Google's own words stay as Google wrote them (English): they name what was refused.
  return said
    ? new YouTubeApiError(502, msg("YouTube refused the request (HTTP {status}): {said}"), reason, httpStatus, {
        status: String(httpStatus),
        said,
      })
    : new YouTubeApiError(502, msg("YouTube refused the request (HTTP {status})"), reason, httpStatus, {
        status: String(httpStatus),
      });
}
