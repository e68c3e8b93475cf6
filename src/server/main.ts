import http from "node:http";
import { serve } from "@hono/node-server";
import { ConfigError, loadConfig } from "./config.ts";
import { dataDirBusyMessage, dataDirHolder, holdDataDir, releaseDataDir } from "./db/pid-file.ts";
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
// The embedded database is one process's at a time (a second server would corrupt it).
const busy = config.databaseUrl ? null : dataDirHolder(config.dataDir);
if (busy) {
  console.error(dataDirBusyMessage(config.dataDir, busy));
  process.exit(1);
}
const { app, database, background, jobs, live } = await buildServer(config, logger);
if (database.kind === "pglite") holdDataDir(config.dataDir);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    { url: `http://${config.host}:${info.port}`, db: database.kind, appUrl: config.appUrl },
    `Scriptloom listening on http://${config.host}:${info.port}`,
  );
});
// Node closes a kept-alive socket after 5 s idle; a client (a load balancer, a browser) that sends on it
// as it closes gets ECONNRESET. Idle sockets outlive the usual balancer timeout (60 s) instead, and
// close() still ends them at once on shutdown (Node ≥ 19 closes idle connections with the server).
if (server instanceof http.Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing requests in flight");
  // Stop accepting connections and let in-flight requests finish; then stop the jobs running here
  // (a channel sync releases its lock; on PostgreSQL pg-boss runs it again later) and wait for them,
  // so that the database closes under nothing.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() ends the connections idle now; one whose request finishes later would stay open for the
  // whole keep-alive timeout (65 s), so idle ones are closed as they appear until the last is gone.
  const closingIdle = setInterval(() => {
    if (server instanceof http.Server) server.closeIdleConnections();
  }, 100);
  // Open event streams are requests that never finish by themselves: they end now (the browsers
  // reconnect to another instance), and the LISTEN connection closes with them.
  await live.stop();
  await closed;
  clearInterval(closingIdle);
  if (background.running > 0) logger.info({ tasks: background.running }, "stopping background work");
  await jobs.stop();
  await background.stop();
  await database.close();
  if (database.kind === "pglite") releaseDataDir(config.dataDir);
  logger.info("database closed; bye");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
