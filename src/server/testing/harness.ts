import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { testClient } from "hono/testing";
import type { Role } from "../../shared/roles.ts";
import { type Config, loadConfig } from "../config.ts";
import { users } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { buildServer } from "../server.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface TestApp {
  app: Awaited<ReturnType<typeof buildServer>>["app"];
  /** The app's job queue (in process): `settled()` waits for the syncs it runs. */
  jobs: Awaited<ReturnType<typeof buildServer>>["jobs"];
  /** The app's live events (decision 025): its fan-out and LISTEN connection. */
  live: Awaited<ReturnType<typeof buildServer>>["live"];
  database: TestDatabase;
  db: TestDatabase["db"];
  config: Config;
  /** A request as the browser would send it: JSON body, the app's Origin, the given session cookie. */
  request(
    method: string,
    url: string,
    options?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /**
   * The app's typed client (`hono/testing`, decision 032) as the browser with this session would call
   * it: paths, parameters, bodies and answers typed by the routes. `request` stays for what a typed
   * client cannot send: malformed input, raw bodies and better-auth's own routes.
   */
  client(cookie?: string): ReturnType<typeof typedClient>["api"];
  signUp(email: string, options?: { password?: string; name?: string }): Promise<string>;
  signIn(email: string, password?: string): Promise<Response>;
  /** Signs up a new member with the given role and returns the session cookie. */
  member(role: Role, email?: string): Promise<{ cookie: string; id: string; email: string }>;
  close(): Promise<void>;
}

const typedClient = (app: TestApp["app"], headers: Record<string, string>) =>
  testClient(app, {}, undefined, { headers });

export const TEST_PASSWORD = "correct-horse";
let counter = 0;

/** The whole app in process, on a database of its own; env overrides go through the real config loader. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-app-"));
  const config = loadConfig({ DATA_DIR: dataDir, APP_URL: "http://localhost:3000", LOG_LEVEL: "silent", ...env });
  const database = await createTestDatabase();
  const { app, jobs, live } = await buildServer(config, createLogger("silent"), { database, inProcessJobs: true });
  const origin = new URL(config.appUrl).origin;

  const request: TestApp["request"] = (method, url, options = {}) => {
    const headers: Record<string, string> = { origin, ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    }
    return Promise.resolve(app.request(url, { method, headers, body }));
  };

  const signUp: TestApp["signUp"] = async (email, options = {}) => {
    const res = await request("POST", "/api/auth/sign-up/email", {
      body: { email, password: options.password ?? TEST_PASSWORD, name: options.name ?? email.split("@")[0] },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    return cookieOf(res);
  };

  const signIn: TestApp["signIn"] = (email, password = TEST_PASSWORD) =>
    request("POST", "/api/auth/sign-in/email", { body: { email, password } });

  return {
    app,
    jobs,
    live,
    // A first sync started by the previous test still writes: let it finish before the tables go.
    database: {
      ...database,
      async reset() {
        await jobs.settled();
        await database.reset();
      },
    },
    db: database.db,
    config,
    request,
    client: (cookie) => typedClient(app, { origin, ...(cookie && { cookie }) }).api,
    signUp,
    signIn,
    async member(role, email = `${role}-${++counter}-${Date.now()}@example.com`) {
      const cookie = await signUp(email);
      const [row] = await database.db.update(users).set({ role }).where(eq(users.email, email)).returning();
      return { cookie, id: row.id, email };
    },
    async close() {
      // Like main.ts: background work (a first sync) ends before its database goes.
      await jobs.stop();
      await live.stop();
      await database.destroy();
    },
  };
}

export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
