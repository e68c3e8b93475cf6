import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, securityHeaders } from "./security.ts";
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

describe("security headers by kind of answer", () => {
  // The middleware alone, in front of answers of each kind the server sends.
  const app = new Hono();
  app.use("*", securityHeaders({ scriptHashes: ["'sha256-abc='"], https: true }));
  app.get("/page", (c) => c.html("<!doctype html><title>x</title>"));
  app.get("/app.js", (c) => c.body("export {};", 200, { "Content-Type": "text/javascript; charset=utf-8" }));
  app.get("/app.css", (c) => c.body("body{}", 200, { "Content-Type": "text/css; charset=utf-8" }));
  app.get("/icon.svg", (c) => c.body("<svg/>", 200, { "Content-Type": "image/svg+xml" }));

  it("gives the page the full, strict CSP and the framing and opener policies", async () => {
    const res = await app.request("/page");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https://i.ytimg.com https://img.youtube.com; connect-src 'self'; " +
        "font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("keeps only the headers that matter to scripts and style sheets", async () => {
    for (const path of ["/app.js", "/app.css"]) {
      const res = await app.request(path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers.get("content-security-policy")).toBeNull();
      expect(res.headers.get("x-frame-options")).toBeNull();
    }
  });

  it("still sends the CSP with SVG, which can run script when opened", async () => {
    const res = await app.request("/icon.svg");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
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
