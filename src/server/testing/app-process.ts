// The real server as a child process, run as `npm start` runs it (the production build,
// dist/server/main.js: the callers build what is stale first), for the tests that need what only a
// process has: SIGKILL, restarts on the same data, several instances on one database. Plain
// node:child_process, no test-runner imports, so the bench uses it too.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { productionServerArgs } from "../../../tools/production-server.ts";

export const repoRoot = path.resolve(import.meta.dirname, "../../..");

export interface AppProcess {
  url: string;
  env: Record<string, string>;
  /** Starts the process (again) with the same environment; resolves once /api/health answers 200. */
  start(): Promise<void>;
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Whether the process started last is still alive. */
  running(): boolean;
  /** Everything the process printed (the app logs JSON lines with pino). */
  logs(): string;
  /** The process id of the server started last (the bench reads its memory). */
  pid(): number | undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * An app process on a free loopback port. `env` is its whole configuration on top of PATH and HOME
 * (DATA_DIR or DATABASE_URL, AUTH_SECRET…); APP_URL defaults to its own address.
 */
export async function appProcess(
  env: Record<string, string>,
  options: { startTimeoutMs?: number } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "/tmp",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: url,
    LOG_LEVEL: "warn",
    ...env,
  };
  let child: ChildProcess | undefined;
  let output = "";

  const start = async () => {
    const proc = spawn(process.execPath, productionServerArgs(), {
      cwd: repoRoot,
      env: fullEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    proc.stdout?.on("data", (d) => {
      output += d;
    });
    proc.stderr?.on("data", (d) => {
      output += d;
    });
    const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`the app exited at start-up (${proc.exitCode ?? proc.signalCode}):\n${output}`);
      }
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    proc.kill("SIGKILL");
    throw new Error(`the app did not answer /api/health in time:\n${output}`);
  };

  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return proc?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
    proc.kill(signal);
    return exited;
  };

  await start();
  return {
    url,
    env: fullEnv,
    start,
    stop,
    running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    logs: () => output,
    pid: () => child?.pid,
  };
}

/** A browser-like API client for one app process: JSON bodies, the app's Origin, one cookie jar. */
export function apiClient(baseUrl: string, origin = baseUrl) {
  let cookie = "";
  const request = async (method: string, url: string, body?: unknown, signal?: AbortSignal) => {
    const headers: Record<string, string> = { origin };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? AbortSignal.timeout(60_000),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length > 0) cookie = set.join("; ");
    return res;
  };
  return {
    request,
    /** Moves this client to another instance, keeping its session cookie. */
    at: (otherUrl: string) => {
      const other = apiClient(otherUrl, origin);
      other.setCookie(cookie);
      return other;
    },
    get cookie() {
      return cookie;
    },
    setCookie(value: string) {
      cookie = value;
    },
    async json<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<T> {
      const res = await request(method, url, body);
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
      return JSON.parse(text) as T;
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
