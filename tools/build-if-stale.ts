// `npm start`, the e2e tests and the bench run the production build: the client (vite build, into
// dist/client) and the server (tools/build-server.ts, into dist/server). Each is rebuilt only
// when one of its sources is newer than what was built. `build-if-stale.ts server` checks the
// server alone (the process tests need no client).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const shared = ["src/shared", "package-lock.json", "tsconfig.json"];
const client = {
  output: "dist/client/index.html",
  inputs: ["src/client", "vite.config.ts", "tools/first-page-chunk.ts", ...shared],
};
const server = {
  output: "dist/server/main.js",
  inputs: ["src/server", "tools/build-server.ts", "tools/production-server.ts", ...shared],
};

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale({ output, inputs }: { output: string; inputs: string[] }): boolean {
  const builtAt = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
  return builtAt < Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
}

const serverOnly = process.argv[2] === "server";

if (!serverOnly && isStale(client)) {
  console.log("building the client…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (!serverOnly) {
  console.log("client build is up to date");
}

if (isStale(server)) {
  console.log("building the server…");
  // Imported here: the bundler is only loaded when there is something to build.
  const { buildServer } = await import("./build-server.ts");
  await buildServer();
} else {
  console.log("server build is up to date");
}
