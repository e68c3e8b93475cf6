// A fake Google OAuth 2.0 server: the authorize endpoint redirects back to redirect_uri with a
// code and the state (or error=access_denied when told to), the token endpoint checks the client,
// the redirect URI and the PKCE verifier against the S256 challenge, and answers the
// authorization_code and refresh_token grants with Google's JSON. Records every request.
import { createHash, randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { type RecordedRequest, sendJson, startFakeServer } from "./fake-server.ts";

export interface FakeGoogleOAuth {
  /** For GOOGLE_AUTH_URL. */
  authUrl: string;
  /** For GOOGLE_TOKEN_URL. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  requests: RecordedRequest[];
  /** 'deny' answers the next consents with error=access_denied. */
  consent: "grant" | "deny";
  /** Lifetime of issued access tokens (Google: 3599 s). */
  accessTokenTtlSeconds: number;
  /**
   * Scopes the member unticks on the consent page (Google's granular consent): the code and its
   * tokens carry only the others, as Google's `scope` answer does.
   */
  withheldScopes: string[];
  /** The token endpoint answers 500 while set. */
  failTokenEndpoint: boolean;
  /** Whether an access token was issued here and has not expired: hand to the fake YouTube's acceptToken. */
  isValidAccessToken(token: string): boolean;
  /** The scopes a valid access token carries; null for an unknown or expired one (the fake Analytics API's check). */
  scopesOf(token: string): string[] | null;
  /** Google forgets every refresh token (the member revoked access): refreshes answer invalid_grant. */
  revokeRefreshTokens(): void;
  /**
   * Every access token issued so far expires now (an hour passed during a long upload); refresh tokens
   * keep working and issue new ones.
   */
  expireAccessTokens(): void;
  /** An access token for `scope`, got the way another OAuth client gets one (consent, code, PKCE plain). */
  clientAccessToken(scope: string): Promise<string>;
  /** Follows a consent address as a browser would and returns where Google sends the browser back. */
  consentRedirect(authorizationUrl: string): Promise<string>;
  grants(type?: "authorization_code" | "refresh_token"): RecordedRequest[];
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  method: string;
  scope: string;
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

export async function startFakeGoogleOAuth(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<FakeGoogleOAuth> {
  const clientId = options.clientId ?? "test-client.apps.googleusercontent.com";
  const clientSecret = options.clientSecret ?? "test-client-secret";
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, number>();
  const tokenScopes = new Map<string, string>();
  const refreshTokens = new Map<string, string>();

  const fake: FakeGoogleOAuth = {
    authUrl: "",
    tokenUrl: "",
    clientId,
    clientSecret,
    requests: [],
    consent: "grant",
    accessTokenTtlSeconds: 3599,
    withheldScopes: [],
    failTokenEndpoint: false,
    isValidAccessToken: (token) => (accessTokens.get(token) ?? 0) > Date.now(),
    scopesOf: (token) =>
      fake.isValidAccessToken(token) ? (tokenScopes.get(token) ?? "").split(" ").filter(Boolean) : null,
    revokeRefreshTokens: () => refreshTokens.clear(),
    expireAccessTokens: () => {
      for (const token of accessTokens.keys()) accessTokens.set(token, Date.now() - 1);
    },
    async consentRedirect(authorizationUrl) {
      const res = await fetch(authorizationUrl, { redirect: "manual" });
      const location = res.headers.get("location");
      if (res.status !== 302 || !location) throw new Error(`consent page answered ${res.status}: ${await res.text()}`);
      return location;
    },
    async clientAccessToken(scope) {
      const redirectUri = "http://127.0.0.1/other-client-callback";
      const verifier = "other-client-verifier-0123456789abcdef0123456789";
      const consent = new URL(fake.authUrl);
      consent.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope,
        code_challenge: verifier,
        code_challenge_method: "plain",
      }).toString();
      const code = new URL(await fake.consentRedirect(consent.toString())).searchParams.get("code") ?? "";
      const res = await fetch(fake.tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
      });
      const answer = (await res.json()) as { access_token?: string };
      if (!answer.access_token) throw new Error(`the token endpoint answered ${res.status}`);
      return answer.access_token;
    },
    grants: (type) =>
      fake.requests.filter(
        (r) => r.path === "/token" && (!type || new URLSearchParams(r.body).get("grant_type") === type),
      ),
    close: async () => {},
  };

  function issueAccessToken(scope: string): string {
    const token = `ya29.fake-${base64url(randomBytes(18))}`;
    accessTokens.set(token, Date.now() + fake.accessTokenTtlSeconds * 1000);
    tokenScopes.set(token, scope);
    return token;
  }

  function authorize(req: RecordedRequest, res: ServerResponse) {
    const q = req.query;
    if (q.client_id !== clientId || !q.redirect_uri) {
      res.writeHead(400, { "content-type": "text/html" });
      return res.end("<h1>Error 401: invalid_client</h1>");
    }
    const back = new URL(q.redirect_uri);
    if (fake.consent === "deny") {
      back.searchParams.set("error", "access_denied");
    } else {
      const code = `4/fake-${base64url(randomBytes(18))}`;
      const granted = (q.scope ?? "")
        .split(/\s+/)
        .filter((scope) => scope && !fake.withheldScopes.includes(scope))
        .join(" ");
      codes.set(code, {
        clientId,
        redirectUri: q.redirect_uri,
        challenge: q.code_challenge ?? "",
        method: q.code_challenge_method ?? "plain",
        scope: granted,
      });
      back.searchParams.set("code", code);
      back.searchParams.set("scope", granted);
    }
    if (q.state !== undefined) back.searchParams.set("state", q.state);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  function token(req: RecordedRequest, res: ServerResponse) {
    if (fake.failTokenEndpoint) return sendJson(res, 500, { error: "internal_failure" });
    const form = new URLSearchParams(req.body);
    if (!(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
      return sendJson(res, 400, { error: "invalid_request", error_description: "Form-encoded body expected" });
    }
    if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
      return sendJson(res, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
    }
    const grant = form.get("grant_type");
    if (grant === "authorization_code") {
      const code = form.get("code") ?? "";
      const pending = codes.get(code);
      codes.delete(code);
      const verifier = form.get("code_verifier") ?? "";
      const challenge =
        pending?.method === "S256" ? base64url(createHash("sha256").update(verifier).digest()) : verifier;
      if (!pending || pending.redirectUri !== form.get("redirect_uri") || challenge !== pending.challenge) {
        return sendJson(res, 400, { error: "invalid_grant", error_description: "Bad Request" });
      }
      const refreshToken = `1//fake-${base64url(randomBytes(18))}`;
      refreshTokens.set(refreshToken, pending.scope);
      return sendJson(res, 200, {
        access_token: issueAccessToken(pending.scope),
        expires_in: fake.accessTokenTtlSeconds,
        refresh_token: refreshToken,
        scope: pending.scope,
        token_type: "Bearer",
      });
    }
    if (grant === "refresh_token") {
      const scope = refreshTokens.get(form.get("refresh_token") ?? "");
      if (scope === undefined) {
        return sendJson(res, 400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
      }
      return sendJson(res, 200, {
        access_token: issueAccessToken(scope),
        expires_in: fake.accessTokenTtlSeconds,
        scope,
        token_type: "Bearer",
      });
    }
    return sendJson(res, 400, { error: "unsupported_grant_type", error_description: `Invalid grant_type: ${grant}` });
  }

  const server = await startFakeServer((req, res) => {
    if (req.method === "GET" && req.path === "/o/oauth2/v2/auth") return authorize(req, res);
    if (req.method === "POST" && req.path === "/token") return token(req, res);
    sendJson(res, 404, { error: "not_found" });
  });
  fake.requests = server.requests;
  fake.authUrl = `${server.origin}/o/oauth2/v2/auth`;
  fake.tokenUrl = `${server.origin}/token`;
  fake.close = server.close;
  return fake;
}

/** The app's environment for signing in with this Google (as `aiEnvFor` is for a model double). */
export function googleEnvFor(google: FakeGoogleOAuth): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_AUTH_URL: google.authUrl,
    GOOGLE_TOKEN_URL: google.tokenUrl,
  };
}
