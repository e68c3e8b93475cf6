import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./security.ts";
import { createTestApp, type TestApp } from "./testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("security", () => {
  it("sends the security headers on API answers", async () => {
    const res = await t.request("GET", "/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: https://i.ytimg.com https://img.youtube.com");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("refuses a cookie-authenticated write from another origin and changes nothing", async () => {
    const cookie = await t.signUp("victim@example.com", { name: "Victim" });
    const res = await t.request("PATCH", "/api/me", {
      cookie,
      body: { fullName: "Hacked" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe("Cross-site request refused: open Scriptloom from its own address");
    const me = await (await t.request("GET", "/api/me", { cookie })).json();
    expect(me.fullName).toBe("Victim");
  });

  it("refuses writes the browser marks cross-site", async () => {
    const cookie = await t.signUp("other@example.com");
    const res = await t.request("PATCH", "/api/me", {
      cookie,
      body: { fullName: "x" },
      headers: { origin: "http://localhost:3000", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
  });

  it("answers 413 with a clear message for a body over 1 MB", async () => {
    const cookie = await t.signUp("big@example.com");
    const res = await t.request("PATCH", "/api/me", { cookie, body: { fullName: "x".repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "The request body is too large (the limit is 1 MB)" });
  });

  it("hashes inline scripts for the CSP", () => {
    const hashes = inlineScriptHashes("<head><script>var a=1;</script><script type=module src=x></script></head>");
    expect(hashes).toEqual(["'sha256-gaaMFNHZyRta8zB2VHkWLMP4tMxJ+d8v3dTW7nw2r6M='"]);
  });
});

describe("cookies behind HTTPS", () => {
  it("are Secure, HttpOnly and SameSite when APP_URL is https, and a session still works", async () => {
    const https = await createTestApp({ APP_URL: "https://scriptloom.example" });
    try {
      const res = await https.request("POST", "/api/auth/sign-up/email", {
        body: { email: "secure@example.com", password: "correct-horse", name: "Secure" },
      });
      expect(res.status).toBe(200);
      const session = res.headers.getSetCookie().find((c) => c.includes("session_token"));
      expect(session).toMatch(/^__Secure-/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/; HttpOnly/i);
      expect(session).toMatch(/; SameSite=Lax/i);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      expect((await https.request("GET", "/api/me", { cookie })).status).toBe(200);
    } finally {
      await https.close();
    }
  });
});
