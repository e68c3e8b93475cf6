import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFailures } from "../db/schema.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-in throttling", () => {
  it("answers 429 on the 11th failed attempt in 15 minutes, and lets the right password in after the window", async () => {
    await t.database.reset();
    await t.signUp("target@example.com");
    for (let i = 0; i < 10; i++) {
      expect((await t.signIn("target@example.com", "wrong-password")).status).toBe(401);
    }
    const throttled = await t.signIn("target@example.com", TEST_PASSWORD);
    expect(throttled.status).toBe(429);
    expect((await throttled.json()).error).toBe(
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    );

    await t.db.update(signInFailures).set({ createdAt: sql`now() - interval '16 minutes'` });
    expect((await t.signIn("target@example.com", TEST_PASSWORD)).status).toBe(200);
  });

  it("counts failures per client IP across e-mail addresses", async () => {
    await t.database.reset();
    await t.signUp("a@example.com");
    for (let i = 0; i < 10; i++) await t.signIn(`nobody${i}@example.com`, "nope-nope");
    // Ten failures from one client (IP) throttle that client for any e-mail.
    expect((await t.signIn("a@example.com", TEST_PASSWORD)).status).toBe(429);
  });
});
