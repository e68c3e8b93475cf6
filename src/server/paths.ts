// Where the server finds its files on disk. Sources run as src/server/*.ts (npm run dev, tests) and
// the production build as dist/server/main.js (npm start): both sit two levels under the repository
// root, so this module's URL finds the root either way. Keep it directly in src/server.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The built client (vite build). */
export const clientDir = path.join(root, "dist/client");
/** Drizzle's SQL migrations, read at start-up by either engine. */
export const migrationsFolder = path.join(root, "src/server/db/migrations");

/**
 * The module that creates and migrates the embedded database in a process of its own: next to the
 * built server (a second entry of tools/build-server.ts), or its source when sources run.
 */
export const embeddedMigrator = fileURLToPath(
  new URL(import.meta.url.endsWith(".js") ? "./migrate-embedded.js" : "./db/migrate-embedded.ts", import.meta.url),
);
