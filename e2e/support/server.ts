import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { productionServerArgs } from "../../tools/production-server.ts";

export const root = path.resolve(import.meta.dirname, "../..");
/** The migrated data directory every test copies; global-setup makes one per run and passes it on. */
export const templateDataDir = () => {
  const dir = process.env.SCRIPTLOOM_E2E_TEMPLATE;
  if (!dir) throw new Error("SCRIPTLOOM_E2E_TEMPLATE is not set: run the e2e tests through Playwright's global setup");
  return dir;
};

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export interface RunningServer {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  outbox(): OutboxMail[];
  /** SIGTERM, wait for a clean exit, start again on the same data and port. */
  restart(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  logs(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Starts the app as `npm start` does (the production build) on a copy of the migrated template. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-e2e-"));
  cpSync(templateDataDir(), dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "/tmp",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_URL: url,
    LOG_LEVEL: "info",
    ...extraEnv,
  };
  let child: ChildProcess | undefined;
  let output = "";

  const launch = async () => {
    const proc = spawn(process.execPath, productionServerArgs(), { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    child = proc;
    proc.stdout?.on("data", (d) => {
      output += d;
    });
    proc.stderr?.on("data", (d) => {
      output += d;
    });
    // Generous: on a loaded machine a first start (migrations, PGlite's WebAssembly) can take a while.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`server exited early (${proc.exitCode}):\n${output}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    // A server that never came up must not outlive the test that waited for it.
    proc.kill("SIGKILL");
    throw new Error(`server did not answer /api/health in 90 s:\n${output}`);
  };

  const stop = async (signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return proc?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
    proc.kill(signal);
    return exited;
  };

  await launch();
  return {
    url,
    dataDir,
    env,
    outbox: () => readOutbox(path.join(dataDir, "outbox")),
    restart: async () => {
      await stop();
      await launch();
    },
    stop,
    logs: () => output,
  };
}

/**
 * SIGTERM and wait up to `ms` for the exit (a clean shutdown takes well under a second); a server
 * still running then is killed, and false says its shutdown hung.
 */
export async function stopWithin(server: RunningServer, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<"hung">((resolve) => {
    timer = setTimeout(() => resolve("hung"), ms);
  });
  const stopped = server.stop();
  const result = await Promise.race([stopped, hung]);
  clearTimeout(timer);
  if (result !== "hung") return true;
  await server.stop("SIGKILL");
  await stopped;
  return false;
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** The mails the app wrote to DATA_DIR/outbox (no SMTP_URL), oldest first. */
export function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => parseEml(readFileSync(path.join(dir, file), "utf8")));
}

function parseEml(raw: string): OutboxMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n\s+/g, " ");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";
  let body = rest.join("\n\n");
  const encoding = header("Content-Transfer-Encoding");
  if (/quoted-printable/i.test(encoding)) {
    body = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  } else if (/base64/i.test(encoding)) {
    body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  const to = header("To").replace(/^.*<(.*)>$/, "$1");
  return { to, subject: header("Subject"), text: body, links: body.match(/https?:\/\/\S+/g) ?? [] };
}
