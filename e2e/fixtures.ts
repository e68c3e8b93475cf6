import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { type RunningServer, removeDataDir, startServer, stopWithin } from "./support/server.ts";

export interface Account {
  email: string;
  password: string;
  name: string;
}

interface Fixtures {
  /** Extra environment for this test's server (fake service URLs, feature switches). */
  serverEnv: Record<string, string>;
  /** The app on its own empty database, started for this test (with the default environment, ahead of it). */
  server: RunningServer;
  /** Creates an account through the API and leaves its session cookie in the context. */
  signUpViaApi: (target: Page | BrowserContext, account?: Partial<Account>) => Promise<Account>;
  /** A browser context per name, each a member newly signed up under it; closed after the test. */
  signedInContexts: (...names: string[]) => Promise<BrowserContext[]>;
}

interface WorkerFixtures {
  /** Servers with the default environment, each started while the test before it runs. */
  nextServer: { take(): Promise<RunningServer> };
}

let counter = 0;

export const test = base.extend<Fixtures, WorkerFixtures>({
  nextServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      // A server takes a second or two to start: the next test's starts while this one runs. Each
      // test still gets a server of its own on an untouched copy of the template, as unused as if it
      // had just been started (most tests need no environment of their own).
      let next: Promise<RunningServer> | undefined;
      const start = () => {
        const starting = startServer();
        // A failed start is the concern of the test that takes it, not an unhandled rejection before.
        starting.catch(() => {});
        return starting;
      };
      await use({
        take() {
          const taken = next ?? start();
          next = start();
          return taken;
        },
      });
      const unused = await next?.catch(() => undefined);
      if (unused) {
        await unused.stop();
        removeDataDir(unused.dataDir);
      }
    },
    { scope: "worker" },
  ],
  serverEnv: [{}, { option: true }],
  server: async ({ serverEnv, nextServer }, use, testInfo) => {
    const server = Object.keys(serverEnv).length === 0 ? await nextServer.take() : await startServer(serverEnv);
    await use(server);
    const exited = await stopWithin(server, 15_000);
    removeDataDir(server.dataDir);
    if (!exited) {
      // A shutdown that hangs is the product's defect (a deploy would hang on it), not the test's.
      await testInfo.attach("server log", { body: server.logs(), contentType: "text/plain" });
      throw new Error("The server did not exit within 15 s of SIGTERM (its log is attached)");
    }
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
  signedInContexts: async ({ browser, server, signUpViaApi }, use) => {
    const made: BrowserContext[] = [];
    await use(async (...names) => {
      const contexts: BrowserContext[] = [];
      for (const name of names) {
        const context = await browser.newContext({ baseURL: server.url });
        made.push(context);
        await signUpViaApi(context, { name });
        contexts.push(context);
      }
      return contexts;
    });
    for (const context of made) await context.close();
  },
});

export { expect };
