import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/harness.ts";

// ARCHITECTURE §1 / spec §2: every /api operation needs a session except these; /api/admin/* needs admin.
const PUBLIC_OPERATIONS = new Set([
  "GET /api/health",
  "GET /api/auth-settings",
  "GET /api/invitations/{token}",
  "POST /api/invitations/accept",
]);

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

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");

describe("access rules read from /api/openapi.json", () => {
  it("documents the operations of every feature", () => {
    expect(operations.length).toBeGreaterThan(5);
    for (const op of PUBLIC_OPERATIONS) {
      if (op !== "GET /api/auth-settings") expect(operations.map((o) => o.key)).toContain(op);
    }
  });

  it("answers 401 with the contract's JSON error for every protected operation without a session", async () => {
    for (const op of operations.filter((o) => !PUBLIC_OPERATIONS.has(o.key))) {
      const res = await t.request(op.method, concrete(op.path), { body: op.method === "GET" ? undefined : {} });
      expect(res.status, op.key).toBe(401);
      const body = await res.json();
      expect(typeof body.error, op.key).toBe("string");
    }
  });

  it("marks every protected operation with the session security scheme", () => {
    return t.request("GET", "/api/openapi.json").then(async (res) => {
      const doc = await res.json();
      for (const op of operations.filter((o) => !PUBLIC_OPERATIONS.has(o.key))) {
        expect(doc.paths[op.path][op.method.toLowerCase()].security, op.key).toEqual([{ session: [] }]);
      }
    });
  });

  it("answers 403 for every /api/admin operation as user and as moderator", async () => {
    await t.signUp("first-admin@example.com");
    const adminOps = operations.filter((o) => o.path.startsWith("/api/admin/"));
    expect(adminOps.length).toBeGreaterThan(2);
    for (const role of ["user", "moderator"] as const) {
      const { cookie } = await t.member(role);
      for (const op of adminOps) {
        const res = await t.request(op.method, concrete(op.path), {
          cookie,
          body: op.method === "GET" ? undefined : {},
        });
        expect(res.status, `${role} ${op.key}`).toBe(403);
        expect(await res.json(), op.key).toEqual({ error: "You don't have permission to access this page." });
      }
    }
  });
});
