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
