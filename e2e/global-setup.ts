import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client.ts";
import { root } from "./support/server.ts";

/** Builds what is stale (the tests run the production build, client and server) and migrates one PGlite data directory that every test copies. */
export default async function globalSetup() {
  const build = spawnSync(process.execPath, [path.join(root, "tools/build-if-stale.ts")], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");
  if (!existsSync("/usr/bin/chromium")) throw new Error("e2e needs /usr/bin/chromium: run npm test, which installs it");
  // One template per run, so concurrent runs on one machine don't share it.
  const template = mkdtempSync(path.join(tmpdir(), "scriptloom-e2e-template-"));
  const database = await openDatabase({ dataDir: template });
  await database.close();
  process.env.SCRIPTLOOM_E2E_TEMPLATE = template;
  return () => rmSync(template, { recursive: true, force: true });
}
