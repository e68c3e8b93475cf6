// Issue 6, security: property-based tests of every write operation in /api/openapi.json. Each
// request is invalid by construction — derived from the operation's own documented JSON schema:
// a body that is not an object or not JSON at all, a required field missing, a field of the wrong
// type, out of range (too long, too short, not in the list, below the minimum…), a body over the
// 1 MB limit, or an id that names nothing — while every string in it carries SQL, HTML or unusual
// unicode. The contract: always a 4xx with the JSON error `{ error: string }`, never a 500, and the
// database exactly as before (row counts and a checksum of every table).
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "./db/schema.ts";
import { googleEnvFor, startFakeGoogleOAuth } from "./testing/fakes/google-oauth.ts";
import { createTestApp, type TestApp } from "./testing/harness.ts";
import { databaseSnapshot } from "./testing/snapshot.ts";

const NUM_RUNS = 25;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
  $ref?: string;
};

interface WriteOperation {
  key: string;
  method: string;
  path: string;
  body: JsonSchema | undefined;
  hasParam: boolean;
  /** Its query parameters' names (DELETE /api/studio/draft?videoId=…). */
  query: string[];
}

// ---------------------------------------------------------------------------------------------
// Payloads and generators

const PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE videos; --",
  '" OR 1=1 --',
  "1); DELETE FROM users; --",
  "$1 $2 %s %n \\x00",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  "__proto__",
  "Zażółć gęślą jaźń — 東京 — مرحبا — 🎬🔥👩🏽‍💻",
  "\u202eevil\u202c \u200b\u200d\ufeff",
  "e\u0301\u0301\u0301 Z̴̡̛͓a̶l̷g̸o̵",
  "\u0000nul inside",
  "\ud800 lone surrogate",
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

/** Any JSON value, strings nasty. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nastyString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(nastyString, tie("value"), { maxKeys: 3 }),
  ),
})).value;

type JsonType = "string" | "number" | "integer" | "boolean" | "null" | "array" | "object";
const JSON_TYPES: JsonType[] = ["string", "number", "integer", "boolean", "null", "array", "object"];

const valueOfType: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: nastyString,
  number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  integer: fc.integer(),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(anyJson, { maxLength: 3 }),
  object: fc.dictionary(nastyString, anyJson, { maxKeys: 3 }),
};

// A JSON body over the 1 MB limit, whatever field it is in: 413.
const HUGE = `${"𝒳ß<script>".repeat(80_000)}`;

let components: Record<string, JsonSchema> = {};
const resolve = (schema: JsonSchema): JsonSchema =>
  schema.$ref ? resolve(components[schema.$ref.replace("#/components/schemas/", "")]) : schema;

/** The JSON types a schema accepts, or null when it says nothing about types. */
function allowedTypes(raw: JsonSchema): Set<JsonType> | null {
  const schema = resolve(raw);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const sets = variants.map(allowedTypes);
    if (sets.some((s) => s === null)) return null;
    return new Set(sets.flatMap((s) => [...(s ?? [])]));
  }
  if (schema.type) {
    const types = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[]);
    if (types.has("number")) types.add("integer");
    return types;
  }
  if (schema.enum) return new Set(schema.enum.map((v) => (v === null ? "null" : (typeof v as JsonType))));
  return null;
}

/** Values a schema refuses, or null when we can't build one that is sure to be refused. */
function invalidValue(raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> | null {
  const schema = resolve(raw);
  const choices: fc.Arbitrary<unknown>[] = [];
  const allowed = allowedTypes(schema);
  if (allowed) {
    const wrong = JSON_TYPES.filter((type) => !allowed.has(type));
    if (wrong.length > 0) choices.push(fc.constantFrom(...wrong).chain((type) => valueOfType[type]));
  }
  const single = !schema.anyOf && !schema.oneOf;
  if (single && schema.enum) {
    choices.push(nastyString.filter((s) => !schema.enum?.includes(s)));
  }
  if (single && allowed?.size === 1 && allowed.has("string")) {
    if (schema.maxLength !== undefined) {
      // Not whitespace: trimming must not bring it back under the limit.
      const max = schema.maxLength;
      choices.push(fc.constantFrom(...PAYLOADS).map((p) => `${p}${"x".repeat(max + 1)}`));
    }
    if ((schema.minLength ?? 0) > 0) choices.push(fc.constant(""));
    if (schema.format === "email") choices.push(nastyString.filter((s) => !s.includes("@")));
  }
  if (single && allowed && !allowed.has("string") && (allowed.has("number") || allowed.has("integer"))) {
    if (schema.minimum !== undefined) {
      const min = schema.minimum;
      choices.push(fc.integer({ min: 1, max: 1_000_000 }).map((d) => min - d));
    }
    if (schema.maximum !== undefined) {
      const max = schema.maximum;
      choices.push(fc.constantFrom(1e300, max * 2 + 1, max + 1).filter((n) => n > max));
    }
  }
  if (single && allowed?.size === 1 && allowed.has("array") && schema.items) {
    const item = invalidValue(schema.items, depth + 1);
    if (item) choices.push(fc.tuple(fc.array(anyJson, { maxLength: 2 }), item).map(([rest, bad]) => [...rest, bad]));
  }
  if (single && allowed?.size === 1 && allowed.has("object") && schema.properties && depth < 3) {
    const object = invalidObject(schema, depth + 1);
    if (object) choices.push(object);
  }
  return choices.length > 0 ? fc.oneof(...choices) : null;
}

/** Objects a schema refuses: a required property missing, or one property invalid. */
function invalidObject(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> | null {
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const filler = (exclude: string) =>
    fc.record(Object.fromEntries(properties.filter(([name]) => name !== exclude).map(([name]) => [name, anyJson])), {
      requiredKeys: [],
    });
  const choices: fc.Arbitrary<Record<string, unknown>>[] = [];
  for (const name of required) choices.push(filler(name));
  for (const [name, property] of properties) {
    const bad = invalidValue(property, depth);
    if (bad) choices.push(fc.tuple(filler(name), bad).map(([rest, value]) => ({ ...rest, [name]: value })));
  }
  return choices.length > 0 ? fc.oneof(...choices) : null;
}

interface FuzzRequest {
  id: string;
  /** Query parameters, each naming nothing (or not an id at all). */
  query: Record<string, string>;
  body: string | undefined;
  contentType: string | undefined;
}

/** A request the operation must refuse. */
function invalidRequest(op: WriteOperation, realId: string | undefined): fc.Arbitrary<FuzzRequest> {
  // An id that names nothing: a random UUID, or text that is no id at all.
  const missingId = fc.oneof(fc.uuid(), nastyString, fc.constantFrom(...PAYLOADS.map((p) => `${p}`.repeat(20))));
  const id = realId && op.body ? fc.oneof(fc.constant(realId), missingId) : missingId;
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: "application/json" });
  const bodies: fc.Arbitrary<{ body: string | undefined; contentType: string | undefined }>[] = [];
  if (op.body) {
    const object = invalidObject(resolve(op.body));
    if (object) bodies.push(object.map(json), object.map(json), object.map(json));
    bodies.push(
      // Not an object.
      fc.oneof(nastyString, fc.integer(), fc.boolean(), fc.constant(null), fc.array(anyJson)).map(json),
      // Not JSON at all.
      fc
        .oneof(nastyString, fc.constantFrom("{", '{"a":', "{'a': 1}", "[1,]", "undefined", "NaN"))
        .filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        })
        .map((body) => ({ body, contentType: "application/json" })),
      // Over the 1 MB body limit.
      fc.constantFrom(...Object.keys(resolve(op.body).properties ?? { x: 0 })).map((name) => json({ [name]: HUGE })),
      // Not declared as JSON.
      anyJson.map((value) => ({ body: JSON.stringify(value), contentType: "text/plain" })),
    );
  } else {
    // Nothing to read: whatever is sent, the id decides.
    bodies.push(fc.constant({ body: undefined, contentType: undefined }), anyJson.map(json));
  }
  // An operation read from its query alone: every parameter names nothing.
  const query = fc.record(Object.fromEntries(op.query.map((name) => [name, missingId])));
  return fc
    .record({ id, query, request: fc.oneof(...bodies) })
    .map(({ id, query, request }) => ({ id, query, ...request }));
}

// ---------------------------------------------------------------------------------------------

let t: TestApp;
let closeGoogle: () => Promise<void>;
let adminCookie: string;
let writes: WriteOperation[];
const realIds: Record<string, string> = {};

const snapshot = () => databaseSnapshot(t.db);

beforeAll(async () => {
  // Google sign-in is configured (its fake), so every operation gets as far as reading its input.
  const google = await startFakeGoogleOAuth();
  closeGoogle = google.close;
  t = await createTestApp({
    ...googleEnvFor(google),
  });
  adminCookie = await t.signUp("fuzz-admin@example.com");
  const created = async (url: string, body: unknown) =>
    (await (await t.request("POST", url, { cookie: adminCookie, body })).json()) as Record<string, { id: string }>;
  const { channel } = await created("/api/channels", { name: "Fuzz channel" });
  const { folder } = await created(`/api/channels/${channel.id}/folders`, { name: "Batch", monthYear: "2025-03" });
  const { video } = await created(`/api/folders/${folder.id}/videos`, { title: "Fuzz video" });
  // Its script's version 1 exists, so a version's operations get as far as reading their input.
  await created(`/api/videos/${video.id}/script`, { content: "Fuzz script.", baseVersion: null });
  const victimId = randomUUID();
  await t.db.insert(users).values({ id: victimId, name: "Someone", email: "someone@example.com" });
  // A comment thread and a review link (decision 036), so their operations get as far as reading their input.
  const { id: commentId } = await created(`/api/videos/${video.id}/review/comments`, {
    version: 1,
    start: 0,
    end: 4,
    quote: "Fuzz",
    body: "A comment",
  });
  const { url } = (await created(`/api/videos/${video.id}/review-links`, {})) as unknown as { url: string };
  // A niche and an idea (decision 035), so their operations get as far as reading their input.
  const niche = (await created("/api/ideas/niches", { name: "Fuzz niche" })) as unknown as { id: string };
  const idea = (await created("/api/ideas", { title: "Fuzz idea" })) as unknown as { id: string };
  // A webhook endpoint (decision 045; a public address literal, an event nothing here emits).
  const { endpoint: webhook } = await created("/api/admin/webhooks", {
    url: "https://93.184.216.34/hooks",
    events: ["upload.finished"],
  });
  Object.assign(realIds, {
    webhooks: webhook.id,
    channels: channel.id,
    folders: folder.id,
    videos: video.id,
    users: victimId,
    comments: commentId as unknown as string,
    "guest-review": new URL(url).pathname.split("/").pop() as string,
    niches: niche.id,
    ideas: idea.id,
  });

  const doc = await (await t.request("GET", "/api/openapi.json")).json();
  components = doc.components?.schemas ?? {};
  writes = Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => WRITE_METHODS.has(method.toUpperCase()))
      .map(([method, op]) => {
        const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
        const parameters = (op.parameters ?? []) as Array<{ in: string; name: string }>;
        return {
          query: parameters.filter((p) => p.in === "query").map((p) => p.name),
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          body: content?.["application/json"]?.schema,
          hasParam: path.includes("{"),
        };
      }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  await closeGoogle?.();
});

/** `?name=value&…`, each value encoded (or `instead` where that is impossible). */
function queryString(query: Record<string, string>, instead?: string): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${instead ?? encodeURIComponent(value)}`);
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

/** The kind of row a path's first `{…}` names, by the segment before it: /api/videos/{id}/notes → videos. */
const realIdFor = (path: string) => realIds[/\/([\w-]+)\/\{[^}]+\}/.exec(path)?.[1] ?? ""];

describe("every write operation refuses invalid input with a 4xx and leaves the database unchanged", () => {
  it("finds the write operations in /api/openapi.json, each with something to fuzz", () => {
    expect(writes.length).toBeGreaterThan(20);
    for (const op of writes) {
      expect(
        op.body !== undefined ||
          op.hasParam ||
          op.query.length > 0 ||
          // Writes that take no input at all: nothing to fuzz.
          ["POST /api/youtube/connect", "POST /api/admin/ai-model/test"].includes(op.key),
        op.key,
      ).toBe(true);
    }
  });

  it("answers 4xx { error } and changes nothing, for every write operation", async () => {
    const failures: string[] = [];
    for (const op of writes) {
      const before = await snapshot();
      try {
        await fc.assert(
          fc.asyncProperty(invalidRequest(op, realIdFor(op.path)), async (req) => {
            let url: string;
            try {
              // The first parameter is fuzzed; any further one (a script's version number) names one that exists.
              url =
                op.path.replace(/\{[^}]+\}/, encodeURIComponent(req.id)).replace(/\{[^}]+\}/g, "1") +
                queryString(req.query);
            } catch {
              // A lone surrogate can't be in a URL.
              url =
                op.path.replace(/\{[^}]+\}/, "not%20an%20id").replace(/\{[^}]+\}/g, "1") +
                queryString(req.query, "not%20an%20id");
            }
            const headers: Record<string, string> = {};
            if (req.contentType) headers["content-type"] = req.contentType;
            const res = await t.request(op.method, url, { cookie: adminCookie, body: req.body, headers });
            const text = await res.text();
            expect(res.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
            expect(res.status, text.slice(0, 300)).toBeLessThan(500);
            expect(res.headers.get("content-type")).toMatch(/application\/json/);
            expect(typeof JSON.parse(text).error).toBe("string");
          }),
          { numRuns: NUM_RUNS },
        );
        // Compared once per operation (a change would persist): per request it would double the time.
        expect(await snapshot(), "database changed").toEqual(before);
      } catch (error) {
        failures.push(`${op.key}: ${String(error).slice(0, 1500)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe("text fields take any unicode, SQL or HTML as plain text", () => {
  it("stores a note, a title and a channel name verbatim (trimmed) or refuses them with a 4xx, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nastyString, fc.string({ unit: "binary", minLength: 1, maxLength: 200 })),
        async (text) => {
          for (const [url, body, read] of [
            [
              `/api/videos/${realIds.videos}/notes`,
              { content: text },
              (b: { note: { content: string } }) => b.note.content,
            ],
            ["/api/channels", { name: text }, (b: { channel: { name: string } }) => b.channel.name],
            [
              `/api/folders/${realIds.folders}/videos`,
              { title: text },
              (b: { video: { title: string } }) => b.video.title,
            ],
          ] as const) {
            const res = await t.request("POST", url, { cookie: adminCookie, body });
            const answer = await res.json();
            expect(res.status, JSON.stringify(answer)).not.toBe(500);
            if (res.status === 201) {
              // What JSON round-trips: a lone surrogate becomes U+FFFD on the way in.
              const expected = Buffer.from(text.trim(), "utf8").toString("utf8");
              expect((read as (b: unknown) => string)(answer)).toBe(expected);
            } else {
              expect(res.status).toBeGreaterThanOrEqual(400);
              expect(res.status).toBeLessThan(500);
              expect(typeof answer.error).toBe("string");
            }
          }
        },
      ),
      // Every payload once, then random text.
      { numRuns: NUM_RUNS, examples: PAYLOADS.map((p) => [p]) },
    );
  }, 120_000);
});
