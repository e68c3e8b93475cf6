// `npm start` runs the server from one built file, dist/server/main.js, instead of stripping the
// types of some hundred source files at every start-up (decision 009). Rolldown is the bundler
// Vite 8 already ships. Packages are bundled too: resolving and linking their thousand-odd ES
// modules one by one cost 1.5 s of CPU per start (2.4 s against 0.85 s, decision 009's addendum).
// PGlite stays in node_modules: it finds its WebAssembly and data files next to its own modules.
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "rolldown";
import { PRODUCTION_ENTRY } from "./production-server.ts";

const root = path.resolve(import.meta.dirname, "..");
// The build owns this directory alone: it is emptied before each build.
const outDir = path.join(root, "dist/server");
const entry = path.join(root, PRODUCTION_ENTRY);

export async function buildServer() {
  if (path.dirname(entry) !== outDir)
    throw new Error(`the production entry must be in dist/server: ${PRODUCTION_ENTRY}`);
  rmSync(outDir, { recursive: true, force: true });
  await build({
    // The server, and the embedded database's migrator, which it runs as a process of its own.
    input: {
      [path.basename(entry, ".js")]: path.join(root, "src/server/main.ts"),
      "migrate-embedded": path.join(root, "src/server/db/migrate-embedded.ts"),
    },
    platform: "node",
    external: [/^node:/, /^@electric-sql\/pglite/, /^pg-native$/],
    logLevel: "warn",
    output: {
      // Two levels under the root, like src/server: src/server/paths.ts resolves from either.
      dir: outDir,
      format: "esm",
      entryFileNames: "[name].js",
      chunkFileNames: "[name]-[hash].js",
      // Readable stack traces in the logs without loading source maps.
      minify: false,
      // V8 keeps a module's source for as long as the process runs, and one character outside Latin-1 (a
      // catalogue's 日本語, a “quote”) makes the whole 7 MB source two bytes a character: escaped, it stays
      // one (decision 009's addendum: the idle server's memory).
      charset: "ascii",
      // Comments are kept in the source V8 holds too: only the packages' licence notices stay.
      comments: { legal: true, annotation: false, jsdoc: false },
    },
  });
}

if (import.meta.main) await buildServer();
