// Google sign-in for YouTube (issue 4): OAuth 2.0 authorization code with PKCE (S256) and a
// single-use state, both kept in the database (several app instances may share it). Tokens stay on
// the server, encrypted; an expired access token is renewed with the refresh token.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import { msg } from "../../shared/message.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { youtubeOauthStates, youtubeTokens } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { translate } from "../i18n.ts";
import type { ServiceDeps } from "../service-deps.ts";
import { DEFAULT_RETRY, fetchJson } from "./fetch-json.ts";
import { openToken, sealToken } from "./token-crypto.ts";

export const YOUTUBE_READONLY_SCOPE = "https://www.googleapis.com/auth/youtube.readonly";
/** Issue 14: watch time, retention and daily series come from the YouTube Analytics API (read-only). */
export const YOUTUBE_ANALYTICS_SCOPE = "https://www.googleapis.com/auth/yt-analytics.readonly";
/** What the consent page asks for: both read-only scopes, space-separated as OAuth 2.0 wants. */
export const GOOGLE_SCOPES = [YOUTUBE_READONLY_SCOPE, YOUTUBE_ANALYTICS_SCOPE].join(" ");
/**
 * Publishing (uploads, and writing a video's metadata and thumbnail) needs these two on top: asked
 * for only when a member grants publishing access, never at the first sign-in.
 */
export const YOUTUBE_UPLOAD_SCOPE = "https://www.googleapis.com/auth/youtube.upload";
export const YOUTUBE_FORCE_SSL_SCOPE = "https://www.googleapis.com/auth/youtube.force-ssl";
export const PUBLISHING_SCOPES = [YOUTUBE_UPLOAD_SCOPE, YOUTUBE_FORCE_SSL_SCOPE] as const;
export const GOOGLE_NOT_CONFIGURED = msg(
  "Google sign-in is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to connect channels with Google.",
);
export const GOOGLE_FAILED = msg("Failed to connect with Google. Please try again.");
export const GOOGLE_RECONNECT = msg(
  "Your Google sign-in has expired or was revoked. Please connect with Google again.",
);

const STATE_TTL_MS = 10 * 60_000;
// Renew a little before the end, so a token does not expire between our check and YouTube's.
const EXPIRY_MARGIN_MS = 60_000;

/**
 * A sign-in that could not finish; its message is shown where the sign-in started (`returnTo`, when
 * the state was this member's and named a place), else on the library page.
 */
export class GoogleSignInError extends Error {
  readonly returnTo: string | null;
  /** The catalogue key, with `params`: the message is said in the member's language where it is shown. */
  readonly key: string;
  readonly params?: Record<string, string>;
  constructor(message: string, returnTo: string | null = null, params?: Record<string, string>) {
    super(params ? translate("en", message, params) : message);
    this.returnTo = returnTo;
    this.key = message;
    this.params = params;
  }
}

export function googleConfigured(config: Config): boolean {
  return Boolean(config.google.clientId && config.google.clientSecret);
}

export function oauthRedirectUri(config: Config): string {
  return `${config.appUrl}/api/youtube/oauth/callback`;
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");
const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * The Google consent address for this member; the state and PKCE verifier wait in the database, with
 * where to go back to (a path the server chose, never one the browser sent: no open redirect).
 */
export async function startGoogleSignIn(
  deps: ServiceDeps,
  userId: string,
  extraScopes: readonly string[] = [],
  returnTo: string | null = null,
): Promise<string> {
  const { db, config } = deps;
  if (!googleConfigured(config)) throw new AppError(503, GOOGLE_NOT_CONFIGURED);
  const state = base64url(randomBytes(32));
  const verifier = base64url(randomBytes(48));
  // Abandoned sign-ins are cleared here, so the table stays small without a scheduled job.
  await db.delete(youtubeOauthStates).where(lt(youtubeOauthStates.expiresAt, new Date()));
  await db.insert(youtubeOauthStates).values({
    stateHash: base64url(sha256(state)),
    userId,
    codeVerifier: verifier,
    returnTo,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const url = new URL(config.google.authUrl);
  url.search = new URLSearchParams({
    client_id: config.google.clientId!,
    redirect_uri: oauthRedirectUri(config),
    response_type: "code",
    // Incremental authorization: with include_granted_scopes the new token also carries what was granted before.
    scope: [GOOGLE_SCOPES, ...extraScopes].join(" "),
    access_type: "offline",
    // Google returns a refresh token only on consent: ask for it every time.
    prompt: "consent",
    include_granted_scopes: "true",
    state,
    code_challenge: base64url(sha256(verifier)),
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

export interface CallbackParams {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * Checks the state, exchanges the code and stores the tokens; throws GoogleSignInError with a clear
 * message. Answers where the sign-in started from, when it said (null: the library).
 */
export async function finishGoogleSignIn(
  deps: ServiceDeps,
  userId: string,
  params: CallbackParams,
): Promise<{ returnTo: string | null }> {
  const { db, config, logger } = deps;
  if (!googleConfigured(config)) throw new GoogleSignInError(GOOGLE_NOT_CONFIGURED);
  // The state is single use: taken out of the table whatever happens next.
  const [pending] = params.state
    ? await db
        .delete(youtubeOauthStates)
        .where(eq(youtubeOauthStates.stateHash, base64url(sha256(params.state))))
        .returning()
    : [];
  // Where a failure is told: where this member's sign-in started, once the state says so.
  const back = pending && pending.userId === userId ? pending.returnTo : null;
  if (params.error) {
    if (params.error === "access_denied") {
      throw new GoogleSignInError(
        msg("Google sign-in was cancelled: access to your YouTube account was not granted."),
        back,
      );
    }
    logger.warn({ error: params.error }, "google sign-in answered an error");
    throw new GoogleSignInError(msg("Google sign-in failed ({error}). Please try again."), back, {
      error: params.error.slice(0, 100),
    });
  }
  if (!pending || pending.userId !== userId || pending.expiresAt.getTime() < Date.now()) {
    throw new GoogleSignInError(msg("The Google sign-in link has expired or is not valid. Please try again."), back);
  }
  if (!params.code) throw new GoogleSignInError(GOOGLE_FAILED, back);
  let tokens: TokenAnswer;
  try {
    tokens = await requestTokens(config, {
      grant_type: "authorization_code",
      code: params.code,
      redirect_uri: oauthRedirectUri(config),
      code_verifier: pending.codeVerifier,
    });
  } catch (error) {
    logger.warn({ err: error }, "google code exchange failed");
    throw new GoogleSignInError(GOOGLE_FAILED, back);
  }
  await saveTokens(db, config, userId, tokens);
  return { returnTo: pending.returnTo };
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().default(3600),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
});
type TokenAnswer = z.infer<typeof tokenAnswer>;

const tokenError = z.object({ error: z.string(), error_description: z.string().optional() });

/** An error of Google's token endpoint; `googleError` is its `error` field ('invalid_grant', …). */
export class TokenEndpointError extends AppError {
  readonly googleError: string | undefined;
  constructor(status: number, googleError: string | undefined) {
    super(502, `Google's token endpoint refused the request (HTTP ${status}${googleError ? `: ${googleError}` : ""})`);
    this.googleError = googleError;
  }
}

function requestTokens(config: Config, params: Record<string, string>): Promise<TokenAnswer> {
  return fetchJson(
    {
      url: new URL(config.google.tokenUrl),
      init: {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({
          ...params,
          client_id: config.google.clientId!,
          client_secret: config.google.clientSecret!,
        }).toString(),
      },
      service: "Google",
      policy: { ...DEFAULT_RETRY, maxRetries: 1 },
      errorFrom: (status, body) => new TokenEndpointError(status, tokenError.safeParse(body).data?.error),
    },
    tokenAnswer,
  );
}

async function saveTokens(db: Db, config: Config, userId: string, tokens: TokenAnswer) {
  const values = {
    accessToken: sealToken(config.authSecret, tokens.access_token),
    expiresAt: new Date(Date.now() + tokens.expires_in * 1000),
    scope: tokens.scope ?? null,
    updatedAt: new Date(),
  };
  // Google sends a refresh token only with some grants: keep the stored one when none came.
  const refresh = tokens.refresh_token ? { refreshToken: sealToken(config.authSecret, tokens.refresh_token) } : {};
  await db
    .insert(youtubeTokens)
    .values({ userId, ...values, ...refresh })
    .onConflictDoUpdate({ target: youtubeTokens.userId, set: { ...values, ...refresh } });
}

/**
 * Whether the member's stored Google sign-in includes the Analytics scope. Members who connected
 * before issue 14 (scope youtube.readonly only), or who unticked it on Google's consent page, have
 * a working sign-in without it: they are offered "Grant analytics access" (the same consent again).
 */
export function scopeGrantsAnalytics(scope: string | null | undefined): boolean {
  return (scope ?? "").split(/\s+/).includes(YOUTUBE_ANALYTICS_SCOPE);
}

/** Whether a stored sign-in carries every scope publishing needs (upload, and force-ssl for writes). */
export function scopeGrantsPublishing(scope: string | null | undefined): boolean {
  const granted = (scope ?? "").split(/\s+/);
  return PUBLISHING_SCOPES.every((needed) => granted.includes(needed));
}

/** The member's Google sign-in: none, without the Analytics scope, or with it. */
export async function googleGrant(db: Db, userId: string): Promise<{ connected: boolean; analytics: boolean }> {
  const [row] = await db
    .select({ scope: youtubeTokens.scope })
    .from(youtubeTokens)
    .where(eq(youtubeTokens.userId, userId));
  return { connected: Boolean(row), analytics: Boolean(row) && scopeGrantsAnalytics(row.scope) };
}

/**
 * A valid access token of the member, renewed with the refresh token when it has expired; null when
 * the member never signed in with Google (or the tokens can no longer be read). A refresh token
 * Google no longer accepts is forgotten and answers a 400 asking to connect again.
 */
export async function accessTokenFor(
  deps: ServiceDeps,
  userId: string,
  options: { refused?: string } = {},
): Promise<string | null> {
  const { db, config, logger } = deps;
  const [row] = await db.select().from(youtubeTokens).where(eq(youtubeTokens.userId, userId));
  if (!row) return null;
  const secret = config.authSecret;
  if (row.expiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now()) {
    const token = openToken(secret, row.accessToken);
    // `refused`: the token Google just answered 401 to (expired earlier than it said, or revoked) is
    // renewed whatever its stored expiry; another request may already have renewed it.
    if (token && token !== options.refused) return token;
  }
  const refreshToken = row.refreshToken ? openToken(secret, row.refreshToken) : null;
  if (!refreshToken || !googleConfigured(config)) return null;
  let tokens: TokenAnswer;
  try {
    tokens = await requestTokens(config, { grant_type: "refresh_token", refresh_token: refreshToken });
  } catch (error) {
    if (
      error instanceof TokenEndpointError &&
      (error.googleError === "invalid_grant" || error.googleError === "unauthorized_client")
    ) {
      await db
        .delete(youtubeTokens)
        .where(and(eq(youtubeTokens.userId, userId), eq(youtubeTokens.updatedAt, row.updatedAt)));
      throw new AppError(400, GOOGLE_RECONNECT);
    }
    logger.warn({ err: error }, "google token refresh failed");
    throw new AppError(502, msg("Could not renew the Google sign-in. Please try again later."));
  }
  await saveTokens(db, config, userId, tokens);
  return tokens.access_token;
}
