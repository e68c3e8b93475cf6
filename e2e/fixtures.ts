import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { type RunningServer, removeDataDir, startServer } from "./support/server.ts";

export interface Account {
  email: string;
  password: string;
  name: string;
}

interface Fixtures {
  /** Extra environment for this test's server (fake service URLs, feature switches). */
  serverEnv: Record<string, string>;
  /** The app on its own empty database, started for this test. */
  server: RunningServer;
  /** Creates an account through the API and leaves its session cookie in the context. */
  signUpViaApi: (target: Page | BrowserContext, account?: Partial<Account>) => Promise<Account>;
}

let counter = 0;

export const test = base.extend<Fixtures>({
  serverEnv: [{}, { option: true }],
  server: async ({ serverEnv }, use) => {
    const server = await startServer(serverEnv);
    await use(server);
    await server.stop();
    removeDataDir(server.dataDir);
  },
  baseURL: async ({ server }, use) => use(server.url),
  signUpViaApi: async ({ server }, use) => {
    await use(async (target, account = {}) => {
      const full: Account = {
        email: account.email ?? `member${++counter}-${Date.now()}@example.com`,
        password: account.password ?? "correct-horse",
        name: account.name ?? "Test Member",
      };
      // page.request and context.request share the browser context's cookies.
      const res = await target.request.post(`${server.url}/api/auth/sign-up/email`, {
        data: { email: full.email, password: full.password, name: full.name },
        headers: { origin: server.url },
      });
      if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
      return full;
    });
  },
});

export { expect };
