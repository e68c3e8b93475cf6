import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../src/server/db/client.ts";
import { root, templateDataDir } from "./support/server.ts";

/** Builds the client when stale and migrates one PGlite data directory that every test copies. */
export default async function globalSetup() {
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build-if-stale.ts")], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("client build failed");
  if (!existsSync("/usr/bin/chromium")) throw new Error("e2e needs /usr/bin/chromium: run npm test, which installs it");
  rmSync(templateDataDir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: templateDataDir });
  await database.close();
}
