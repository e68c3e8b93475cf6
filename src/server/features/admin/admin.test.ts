import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

describe("admin users", () => {
  it("makes the first account on an empty database admin and later ones user", async () => {
    const first = await t.signUp("first@example.com");
    const second = await t.signUp("second@example.com");
    expect((await (await t.request("GET", "/api/me", { cookie: first })).json()).role).toBe("admin");
    expect((await (await t.request("GET", "/api/me", { cookie: second })).json()).role).toBe("user");
  });

  it("lists users for admins and refuses users and moderators", async () => {
    const admin = await t.signUp("boss@example.com");
    const user = await t.member("user");
    const moderator = await t.member("moderator");
    const list = await t.request("GET", "/api/admin/users", { cookie: admin });
    expect(list.status).toBe(200);
    expect((await list.json()).users).toHaveLength(3);
    expect((await t.request("GET", "/api/admin/users", { cookie: user.cookie })).status).toBe(403);
    expect((await t.request("GET", "/api/admin/users", { cookie: moderator.cookie })).status).toBe(403);
  });

  it("deletes a user with sessions and credentials so that user can no longer sign in", async () => {
    const admin = await t.signUp("boss@example.com");
    const victim = await t.member("user", "victim@example.com");
    const res = await t.request("DELETE", `/api/admin/users/${victim.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: "User victim@example.com has been deleted" });
    expect((await t.signIn("victim@example.com")).status).toBe(401);
    expect((await t.request("GET", "/api/me", { cookie: victim.cookie })).status).toBe(401);
  });

  it("refuses to delete your own account or demote the last admin", async () => {
    const admin = await t.signUp("boss@example.com");
    const me = await (await t.request("GET", "/api/me", { cookie: admin })).json();
    const del = await t.request("DELETE", `/api/admin/users/${me.id}`, { cookie: admin });
    expect(del.status).toBe(400);
    expect(await del.json()).toEqual({
      error: "You cannot delete your own account",
      code: "invalid_request",
    });
    const demote = await t.request("PATCH", `/api/admin/users/${me.id}/role`, {
      cookie: admin,
      body: { role: "user" },
    });
    expect(demote.status).toBe(409);
    expect((await demote.json()).error).toBe("The last admin cannot be demoted");
  });

  it("changes a user's role", async () => {
    const admin = await t.signUp("boss@example.com");
    const user = await t.member("user");
    const res = await t.request("PATCH", `/api/admin/users/${user.id}/role`, {
      cookie: admin,
      body: { role: "moderator" },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe("moderator");
    const bad = await t.request("PATCH", `/api/admin/users/${user.id}/role`, {
      cookie: admin,
      body: { role: "owner" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty("issues");
  });
});
