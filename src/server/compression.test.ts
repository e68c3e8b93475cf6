import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compression, keptBody, negotiateEncoding, precompress, sendPrecompressed } from "./compression.ts";
import { type LlmDouble, startLlmDouble } from "./testing/fakes/llm/server.ts";
import { createTestApp, type TestApp } from "./testing/harness.ts";
import { aiEnvFor } from "./testing/model-double.ts";

const CHROME = "gzip, deflate, br, zstd";

async function bytes(res: Response) {
  return Buffer.from(await res.arrayBuffer());
}

describe("negotiating the encoding", () => {
  it.each([
    [CHROME, "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.8, br;q=0.5", "gzip"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["*", "br"],
    ["*;q=0.1, br;q=0", "gzip"],
    ["identity", null],
    ["deflate", null],
    ["br;q=0, gzip;q=0", null],
    [undefined, null],
  ])("Accept-Encoding %j answers %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("compressing the app's answers", () => {
  let double: LlmDouble;
  let t: TestApp;
  beforeAll(async () => {
    double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
    t = await createTestApp(aiEnvFor("openai-chat", double.url));
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  it("sends a large JSON answer with brotli, gzip or as it is, by Accept-Encoding", async () => {
    const plain = await t.request("GET", "/api/openapi.json");
    const identity = await bytes(plain);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(identity.byteLength).toBeGreaterThan(10_000);

    const br = await t.request("GET", "/api/openapi.json", { headers: { "accept-encoding": CHROME } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/^application\/json/);
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const brBody = await bytes(br);
    expect(Number(br.headers.get("content-length"))).toBe(brBody.byteLength);
    expect(brBody.byteLength).toBeLessThan(identity.byteLength / 4);
    expect(brotliDecompressSync(brBody).equals(identity)).toBe(true);

    const gz = await t.request("GET", "/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).equals(identity)).toBe(true);
  });

  it("leaves a JSON answer under 1 KB as it is", async () => {
    const res = await t.request("GET", "/api/health", { headers: { "accept-encoding": CHROME } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  it("keeps session cookies on a compressed answer", async () => {
    const res = await t.request("POST", "/api/auth/sign-up/email", {
      body: { email: "cookies@example.com", password: "correct-horse", name: "x".repeat(2000) },
      headers: { "accept-encoding": CHROME },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.getSetCookie().join(";")).toContain("session_token");
  });

  it("never compresses the script stream: each piece leaves as the provider sends it", async () => {
    const cookie = await t.signUp("stream@example.com");
    // About 200 tokens 50 ms apart: the whole answer takes some 10 s.
    double.options.chunkDelayMs = 50;
    const res = await t.request("POST", "/api/studio/script", {
      cookie,
      headers: { "accept-encoding": CHROME },
      body: {
        researchData: {
          summary: "s",
          audienceInsights: ["a"],
          keyPoints: ["k"],
          questionsViewersAsk: ["q"],
          keywordIdeas: ["w"],
          competitorAngles: ["c"],
          hookIdeas: ["h"],
        },
        selectedTopics: ["Latency"],
        scriptConfig: {
          duration: 1,
          tone: "educational",
          scriptType: "full",
          includeHooks: true,
          includeCTA: true,
          includeTransitions: true,
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // The first piece arrives while the provider is still writing: it did not wait for the rest.
    const [call] = double.requests;
    expect(call.sent.length).toBeLessThan(call.content.length);
    const event = JSON.parse(first.split("\n")[0]);
    expect(event.type).toBe("delta");
    expect(event.text.length).toBeGreaterThan(0);
    expect(call.sent.trimStart().startsWith(event.text)).toBe(true);
    await reader.cancel();
    await call.ended;
  });
});

describe("answers served by @hono/node-server, as in production", () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Video ${i}: the first try` })) };
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const app = new Hono()
      .use(compression())
      .get("/big", (c) => c.json(big))
      .get("/small", (c) => c.json({ ok: true }));
    await new Promise<void>((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        url = `http://127.0.0.1:${info.port}`;
        resolve();
      });
      close = () => new Promise((done) => server.close(() => done()));
    });
  });
  afterAll(() => close());

  it("reads a c.json body where the server's Response keeps it, without making it a stream", () => {
    // serve() puts the library's own Response in place of the global one, as main.ts does.
    expect(keptBody(new Response('{"a":1}'))).toBe('{"a":1}');
    expect(keptBody(new Response(null))).toBeNull();
  });

  it("compresses a large answer whole and leaves a small one as it is", async () => {
    const res = await fetch(`${url}/big`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(big);
    const small = await fetch(`${url}/small`, { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });
});

describe("what the compression middleware leaves alone", () => {
  const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Video ${i}` })) });
  const app = new Hono()
    .use("*", compression())
    .get("/json", (c) => c.json(JSON.parse(big)))
    .get("/no-transform", (c) =>
      c.body(big, 200, { "content-type": "application/json", "cache-control": "no-transform" }),
    )
    .get("/encoded", (c) =>
      c.body(new Uint8Array(gzipSync(big)), 200, { "content-type": "application/json", "content-encoding": "gzip" }),
    )
    .get("/partial", (c) => c.body(big.slice(0, 1500), 206, { "content-type": "application/json" }))
    .get("/not-modified", (c) => c.body(null, 304, { "content-type": "application/json" }))
    .get("/image", (c) => c.body(new Uint8Array(4096), 200, { "content-type": "image/png" }))
    .get("/events", (c) => c.body(big, 200, { "content-type": "text/event-stream" }));
  const get = (url: string, method = "GET") =>
    Promise.resolve(app.request(url, { method, headers: { "accept-encoding": CHROME } }));

  it("compresses a plain JSON answer and weakens nothing else", async () => {
    const res = await get("/json");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(big);
  });

  it.each(["/no-transform", "/partial", "/not-modified", "/image", "/events"])("%s passes as it is", async (url) => {
    const res = await get(url);
    expect(res.headers.get("content-encoding")).toBeNull();
  });

  it("does not encode an answer twice", async () => {
    const res = await get("/encoded");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(res)).toString()).toBe(big);
  });

  it("answers HEAD without a body or an encoding", async () => {
    const res = await get("/json", "HEAD");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await bytes(res)).byteLength).toBe(0);
  });
});

describe("built files and the page", () => {
  let dir: string;
  const script = `export const screens = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `screen-${i}`))};\n`;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "scriptloom-static-"));
    mkdirSync(path.join(dir, "assets"));
    // As vite-plugin-compression2 writes them at build time.
    writeFileSync(path.join(dir, "assets/app.js"), script);
    writeFileSync(path.join(dir, "assets/app.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dir, "assets/app.js.gz"), gzipSync(script));
    writeFileSync(path.join(dir, "assets/tiny.css"), "a{color:red}");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const page = precompress(`<!doctype html><title>Scriptloom</title>${"<p>page</p>".repeat(200)}`);
  const app = () =>
    new Hono()
      .use("*", compression())
      .use("/assets/*", serveStatic({ root: dir, precompressed: true }))
      .get("*", (c) => sendPrecompressed(c, page, "text/html; charset=UTF-8"));

  it("serves a built script's .br with its own Content-Type", async () => {
    const res = await app().request("/assets/app.js", { headers: { "accept-encoding": CHROME } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(script);
  });

  it("serves the .gz to a client without brotli, and the file itself (with Vary) to one without either", async () => {
    const gz = await app().request("/assets/app.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);
    const plain = await app().request("/assets/app.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(script);
  });

  it("serves the page compressed once, in the client's encoding", async () => {
    const html = new TextDecoder().decode(page.identity);
    const br = await app().request("/auth", { headers: { "accept-encoding": CHROME } });
    expect(br.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(html);
    const gz = await app().request("/auth", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(await bytes(gz)).toString()).toBe(html);
    const plain = await app().request("/auth");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });
});
