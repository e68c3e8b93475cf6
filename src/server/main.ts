import { serve } from "@hono/node-server";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { buildServer } from "./server.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);
const { app, database } = await buildServer(config, logger);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    { url: `http://${config.host}:${info.port}`, db: database.kind, appUrl: config.appUrl },
    `Scriptloom listening on http://${config.host}:${info.port}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing requests in flight");
  // Stop accepting connections, let in-flight requests finish, then close the database cleanly.
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
  logger.info("database closed; bye");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
