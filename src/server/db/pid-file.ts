// The embedded database (PGlite) belongs to one process at a time: a second server, or a backup or
// restore while the server runs, would read or write pages under its feet. The server (and a backup
// or restore while it runs) writes its pid to DATA_DIR/server.pid; whoever else wants it checks first.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const pidFile = (dataDir: string) => path.join(dataDir, "server.pid");

/** The pid of the Scriptloom process holding `dataDir`, or null (no file, or a stale one). */
export function dataDirHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(pidFile(dataDir), "utf8"), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but someone else's; ESRCH: gone (a crash or SIGKILL left the file behind).
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return null;
  }
  // After a reboot the old pid may belong to an unrelated process: only ours count (the server
  // from its build, main.js, or from sources, main.ts).
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return /main\.[jt]s|backup\.ts|restore\.ts/.test(command) ? pid : null;
  } catch {
    return pid; // no /proc (macOS): a live pid is taken at its word
  }
}

export function holdDataDir(dataDir: string): void {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
}

export function releaseDataDir(dataDir: string): void {
  rmSync(pidFile(dataDir), { force: true });
}

export const dataDirBusyMessage = (dataDir: string, pid: number) =>
  `Scriptloom (pid ${pid}) is using the embedded database in ${dataDir}: stop the server (or wait for the backup or restore to finish) first.`;
