import { Hono } from "hono";
import { hc } from "hono/client";
import ICU from "i18next-icu";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, api, conflictOf, readApiError, unwrap } from "./api.ts";
import { i18n } from "./i18n.ts";

// A small app answering the way ours does (the contract's `{ error }`, a 409 with the other save, a
// 204), called through Hono's own client in process.
const latest = { number: 2, content: "Their text", author: { id: "u2", name: "Ada" } };
const app = new Hono()
  .get("/notes", (c) => c.json({ notes: ["one"] }, 200))
  .delete("/notes", (c) => c.body(null, 204))
  .put("/notes", (c) => c.json({ error: "Version 2 was saved by Ada while you were editing", latest }, 409))
  .post("/notes", (c) => c.json({ error: "Title is required", issues: [{ path: ["title"] }] }, 400))
  .get("/broken", (c) => c.text("Bad gateway", 502));
const client = hc<typeof app>("http://app.local", { fetch: app.request });

const conflictSchema = z.object({ error: z.string(), latest: z.object({ number: z.number(), content: z.string() }) });

/** What `promise` rejects with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable("the request succeeded"),
    (error: unknown) => error,
  );
}

// The app starts its translations before the first request (main.tsx); English shows the keys as they are.
// The page's <html lang> follows the language: a bare element stands in for it here.
beforeAll(async () => {
  vi.stubGlobal("document", { documentElement: {} });
  if (!i18n.isInitialized) await i18n.use(ICU).init({ lng: "en", keySeparator: false, nsSeparator: false });
});

describe("unwrap", () => {
  it("returns a 2xx answer's JSON", async () => {
    expect(await unwrap(client.notes.$get())).toEqual({ notes: ["one"] });
  });

  it("returns null for a 204", async () => {
    expect(await unwrap(client.notes.$delete())).toBeNull();
  });

  it("throws an ApiError keeping the whole error body: a 409 carries the other save", async () => {
    const error = await rejection(unwrap(client.notes.$put()));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: "Version 2 was saved by Ada while you were editing" });
    expect((error as ApiError).body).toEqual({ error: "Version 2 was saved by Ada while you were editing", latest });
    // Read through the route's conflict schema: what the dialog shows.
    expect(conflictOf(error, conflictSchema)?.latest).toEqual({ number: 2, content: "Their text" });
  });

  it("keeps a refused input's issues", async () => {
    const error = await rejection(unwrap(client.notes.$post()));
    expect(error).toMatchObject({ status: 400, message: "Title is required", issues: [{ path: ["title"] }] });
  });

  it("names the status when the answer is not the contract's JSON", async () => {
    const error = await rejection(unwrap(client.broken.$get()));
    expect(error).toMatchObject({ status: 502, message: "Request failed (502)", body: null });
  });

  it("turns a request that never reached the server into status 0 with the connection message", async () => {
    const offline = () => Promise.reject(new TypeError("fetch failed"));
    const error = await rejection(unwrap(client.notes.$get(undefined, { fetch: offline })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: "Could not reach the server. Check your connection and try again.",
    });
  });

  it("lets a cancelled request reject with its AbortError", async () => {
    const controller = new AbortController();
    controller.abort();
    const cancelled = (_input: RequestInfo | URL, init?: RequestInit) => fetch("http://app.local/", init);
    const error = await rejection(
      unwrap(client.notes.$get(undefined, { fetch: cancelled, init: { signal: controller.signal } })),
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("AbortError");
  });
});

describe("conflictOf", () => {
  it("is null for any error but a 409 in the conflict's shape", () => {
    expect(conflictOf(new ApiError(400, "Bad", { error: "Bad", latest }), conflictSchema)).toBeNull();
    expect(conflictOf(new ApiError(409, "Taken", { error: "Taken" }), conflictSchema)).toBeNull();
    expect(conflictOf(new Error("boom"), conflictSchema)).toBeNull();
  });
});

describe("readApiError (the streaming requests' error reading)", () => {
  it("reads a plain Response the way unwrap does", async () => {
    const error = await readApiError(Response.json({ error: "Too many requests", retryAfter: 3 }, { status: 429 }));
    expect(error).toMatchObject({
      status: 429,
      message: "Too many requests",
      body: { error: "Too many requests", retryAfter: 3 },
    });
  });
});

describe("the app's client", () => {
  it("asks our own API with the session cookie, for JSON, at the route's path", async () => {
    const sent: Request[] = [];
    const capture = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(new URL(String(input), "http://app.local"), init));
      return Response.json({ channels: [] });
    };
    await unwrap(api.api.channels[":id"].$get({ param: { id: encodeURIComponent("a/b") } }, { fetch: capture }));
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0].url).pathname).toBe("/api/channels/a%2Fb");
    expect(sent[0].credentials).toBe("include");
    expect(sent[0].headers.get("accept")).toBe("application/json");
  });
});
