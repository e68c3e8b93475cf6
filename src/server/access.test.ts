import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/harness.ts";

// ARCHITECTURE §1 / spec §2: every /api operation needs a session except these; /api/admin/* needs admin.
const PUBLIC_OPERATIONS = new Set([
  "GET /api/health",
  "GET /api/auth-settings",
  "GET /api/invitations/{token}",
  "POST /api/invitations/accept",
  // A review link's token, in the path, is the guest's credential (decision 036).
  "GET /api/guest-review/{token}",
  "POST /api/guest-review/{token}/identity",
  "POST /api/guest-review/{token}/comments",
  "POST /api/guest-review/{token}/decisions",
]);

// The status of every operation for anonymous, user, moderator and admin (401 and 403 with their
// JSON errors included) is checked by authorization-matrix.test.ts; this file checks the list.
let t: TestApp;
let operations: Array<{ method: string; path: string; key: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const doc = await (await t.request("GET", "/api/openapi.json")).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}` })),
  );
});
afterAll(() => t.close());

describe("access rules read from /api/openapi.json", () => {
  it("documents the operations of every feature", () => {
    expect(operations.length).toBeGreaterThan(5);
    for (const op of PUBLIC_OPERATIONS) {
      if (op !== "GET /api/auth-settings") expect(operations.map((o) => o.key)).toContain(op);
    }
  });

  it("documents bearer access tokens beside the session cookie, so a generated client can use a token", async () => {
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("marks every protected operation with the session and bearer security schemes", () => {
    return t.request("GET", "/api/openapi.json").then(async (res) => {
      const doc = await res.json();
      for (const op of operations.filter((o) => !PUBLIC_OPERATIONS.has(o.key))) {
        expect(doc.paths[op.path][op.method.toLowerCase()].security, op.key).toEqual([{ session: [] }, { bearer: [] }]);
      }
    });
  });
});
