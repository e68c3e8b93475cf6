import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { channels, syncLocks, videos, youtubeOauthStates, youtubeTokens } from "../../db/schema.ts";
import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "../../testing/fakes/google-oauth.ts";
import { type FakeYouTube, generateVideos, startFakeYouTube } from "../../testing/fakes/youtube.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

const CHANNEL_ID = "UCmineminemineminemine00";
let t: TestApp;
let yt: FakeYouTube;
let google: FakeGoogleOAuth;

beforeAll(async () => {
  yt = await startFakeYouTube();
  google = await startFakeGoogleOAuth();
  yt.acceptToken((token) => google.isValidAccessToken(token));
  // No YOUTUBE_API_KEY: the member's Google sign-in is what reaches YouTube.
  t = await createTestApp({
    YOUTUBE_API_BASE_URL: yt.url,
    ...googleEnvFor(google),
  });
});
afterAll(async () => {
  await t.close();
  await yt.close();
  await google.close();
});
beforeEach(async () => {
  await t.database.reset();
  yt.reset();
  yt.channels.clear();
  yt.addChannel({ id: CHANNEL_ID, title: "My Workshop", description: "", videos: generateVideos(3) });
  yt.setMine([CHANNEL_ID]);
  google.requests.length = 0;
  google.consent = "grant";
  google.withheldScopes = [];
  google.failTokenEndpoint = false;
  google.accessTokenTtlSeconds = 3599;
});

async function startSignIn(cookie: string): Promise<string> {
  const res = await t.request("GET", "/api/youtube/oauth/start", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()).url;
}

/** Start, consent at the fake Google, and come back to the callback as the browser would. */
async function signInWithGoogle(cookie: string): Promise<Response> {
  const back = new URL(await google.consentRedirect(await startSignIn(cookie)));
  return t.request("GET", `${back.pathname}${back.search}`, { cookie });
}

function connectError(res: Response): string | null {
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("location")!, "http://app.local");
  expect(location.pathname).toBe("/content-library");
  return location.searchParams.get("connect_error");
}

async function waitForSyncs() {
  for (let i = 0; i < 100; i++) {
    const [{ n }] = await t.db.select({ n: count() }).from(syncLocks);
    const [{ v }] = await t.db.select({ v: count() }).from(videos);
    if (n === 0 && v > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the background sync did not finish");
}

describe("Google sign-in", () => {
  it("builds the consent address with PKCE S256, a state, the read-only YouTube and Analytics scopes and offline access", async () => {
    const { cookie } = await t.member("user");
    const url = new URL(await startSignIn(cookie));
    expect(`${url.origin}${url.pathname}`).toBe(google.authUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: "http://localhost:3000/api/youtube/oauth/callback",
      response_type: "code",
      scope: "https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/yt-analytics.readonly",
      access_type: "offline",
      code_challenge_method: "S256",
    });
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = url.searchParams.get("state")!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.db.select().from(youtubeOauthStates);
    expect(row.stateHash).not.toBe(state);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("stores the tokens server-side, returns to the library, and connects the member's channel", async () => {
    const { cookie } = await t.member("user");
    const back = await signInWithGoogle(cookie);
    expect(back.headers.get("location")).toBe("/content-library?connect=youtube");
    const [exchange] = google.grants("authorization_code");
    expect(new URLSearchParams(exchange.body).get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    const [tokens] = await t.db.select().from(youtubeTokens);
    expect(tokens.accessToken).not.toContain("ya29");
    expect(tokens.refreshToken).toBeTruthy();

    const status = await (await t.request("GET", "/api/youtube/status", { cookie })).json();
    expect(status).toEqual({
      youtubeConfigured: false,
      googleConfigured: true,
      socialBladeConfigured: false,
      googleConnected: true,
      analyticsGranted: true,
    });

    const res = await t.request("POST", "/api/youtube/connect", { cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      message: "Channel connected successfully! Sync will begin shortly.",
      channelsAdded: 1,
    });
    expect(JSON.stringify(body)).not.toContain("ya29");
    const [channel] = await t.db.select().from(channels);
    expect(channel).toMatchObject({
      name: "My Workshop",
      description: `YouTube Channel: ${CHANNEL_ID}`,
      youtubeChannelId: CHANNEL_ID,
    });
    expect(yt.calls("channels")[0].query).toMatchObject({ mine: "true", part: "snippet,contentDetails,statistics" });

    // The first sync starts by itself.
    await waitForSyncs();
    expect((await t.db.select({ v: count() }).from(videos))[0].v).toBe(3);

    const again = await (await t.request("POST", "/api/youtube/connect", { cookie })).json();
    expect(again).toMatchObject({
      success: true,
      channelsAdded: 0,
      message: "Your YouTube channel is already in the library.",
    });
  });

  it("keeps a sign-in made before analytics was asked for working, and offers analytics access", async () => {
    const { cookie } = await t.member("user");
    await signInWithGoogle(cookie);
    // A member connected before issue 14: their stored grant names the read-only YouTube scope only.
    await t.db.update(youtubeTokens).set({ scope: "https://www.googleapis.com/auth/youtube.readonly" });
    const status = await (await t.request("GET", "/api/youtube/status", { cookie })).json();
    expect(status).toMatchObject({ googleConnected: true, analyticsGranted: false });
    const connected = await t.request("POST", "/api/youtube/connect", { cookie });
    expect(connected.status).toBe(200);
    await waitForSyncs();

    // "Grant analytics access" is the same consent again; the new grant carries both scopes.
    await signInWithGoogle(cookie);
    const after = await (await t.request("GET", "/api/youtube/status", { cookie })).json();
    expect(after).toMatchObject({ googleConnected: true, analyticsGranted: true });
  });

  it("says analytics is not granted when the member unticks it on the consent page", async () => {
    const { cookie } = await t.member("user");
    google.withheldScopes = ["https://www.googleapis.com/auth/yt-analytics.readonly"];
    await signInWithGoogle(cookie);
    const status = await (await t.request("GET", "/api/youtube/status", { cookie })).json();
    expect(status).toMatchObject({ googleConnected: true, analyticsGranted: false });
  });

  it("returns to the library with a clear error when consent is denied", async () => {
    const { cookie } = await t.member("user");
    google.consent = "deny";
    const res = await signInWithGoogle(cookie);
    expect(connectError(res)).toBe("Google sign-in was cancelled: access to your YouTube account was not granted.");
    expect(await t.db.select().from(youtubeTokens)).toEqual([]);
    expect(google.grants()).toHaveLength(0);
  });

  it("refuses a forged, reused, expired or someone else's state", async () => {
    const { cookie } = await t.member("user");
    const invalid = "The Google sign-in link has expired or is not valid. Please try again.";
    const forged = await t.request("GET", "/api/youtube/oauth/callback?code=4/x&state=forged", { cookie });
    expect(connectError(forged)).toBe(invalid);

    const back = new URL(await google.consentRedirect(await startSignIn(cookie)));
    expect((await t.request("GET", `${back.pathname}${back.search}`, { cookie })).headers.get("location")).toBe(
      "/content-library?connect=youtube",
    );
    expect(connectError(await t.request("GET", `${back.pathname}${back.search}`, { cookie }))).toBe(invalid);

    const other = await t.member("user");
    const stolen = new URL(await google.consentRedirect(await startSignIn(cookie)));
    expect(connectError(await t.request("GET", `${stolen.pathname}${stolen.search}`, { cookie: other.cookie }))).toBe(
      invalid,
    );

    const late = new URL(await google.consentRedirect(await startSignIn(cookie)));
    await t.db.update(youtubeOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(connectError(await t.request("GET", `${late.pathname}${late.search}`, { cookie }))).toBe(invalid);
    expect(google.grants("authorization_code")).toHaveLength(1);
  });

  it("returns to the library with a clear error when the code exchange fails", async () => {
    const { cookie } = await t.member("user");
    google.failTokenEndpoint = true;
    expect(connectError(await signInWithGoogle(cookie))).toBe("Failed to connect with Google. Please try again.");
    expect(await t.db.select().from(youtubeTokens)).toEqual([]);
  });

  it("answers the callback without a session with 401", async () => {
    const res = await t.request("GET", "/api/youtube/oauth/callback?code=x&state=y");
    expect(res.status).toBe(401);
  });
});

describe("connecting with stored tokens", () => {
  it("asks to connect with Google first when no tokens are stored", async () => {
    const { cookie } = await t.member("user");
    const res = await t.request("POST", "/api/youtube/connect", { cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^Not connected with Google/);
  });

  it("renews an expired access token with the refresh token", async () => {
    const { cookie, id } = await t.member("user");
    google.accessTokenTtlSeconds = 30; // inside the renewal margin: the next use renews it
    await signInWithGoogle(cookie);
    const [before] = await t.db.select().from(youtubeTokens).where(eq(youtubeTokens.userId, id));

    const res = await t.request("POST", "/api/youtube/connect", { cookie });

    expect(res.status).toBe(200);
    expect(google.grants("refresh_token").length).toBeGreaterThanOrEqual(1);
    const [after] = await t.db.select().from(youtubeTokens).where(eq(youtubeTokens.userId, id));
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    await waitForSyncs();
  });

  it("asks to connect again when Google no longer accepts the refresh token", async () => {
    const { cookie } = await t.member("user");
    google.accessTokenTtlSeconds = 30;
    await signInWithGoogle(cookie);
    google.revokeRefreshTokens();

    const res = await t.request("POST", "/api/youtube/connect", { cookie });

    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(
      "Your Google sign-in has expired or was revoked. Please connect with Google again.",
    );
    expect(await t.db.select().from(youtubeTokens)).toEqual([]);
  });
});

describe("without Google configured", () => {
  it("says so on start and in the status", async () => {
    const bare = await createTestApp();
    try {
      const cookie = await bare.signUp("solo@example.com");
      const res = await bare.request("GET", "/api/youtube/oauth/start", { cookie });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBe(
        "Google sign-in is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to connect channels with Google.",
      );
      const status = await (await bare.request("GET", "/api/youtube/status", { cookie })).json();
      expect(status).toMatchObject({ youtubeConfigured: false, googleConfigured: false, googleConnected: false });
    } finally {
      await bare.close();
    }
  });
});
