// Live updates across instances (ARCHITECTURE §4, docs/decisions/025-live-events.md). Triggers
// announce every committed change on the PostgreSQL channel `scriptloom_changes`; each instance
// listens once and fans the changes out to its own server-sent-event streams (hub.ts).
// - PostgreSQL: one dedicated connection per instance (not from the pool: a pooled connection goes
//   back to others, and LISTEN belongs to a session). It reconnects after an outage, then tells every
//   stream to read again what it shows ("resync"): changes made meanwhile were not heard.
// - PGlite: the embedded engine's own `listen`, in process (one process is the only instance).
import pg from "pg";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createLiveHub, type LiveHub, type LiveSubscriber } from "./hub.ts";

export const LIVE_CHANNEL = "scriptloom_changes";

export interface LiveEventsOptions {
  /** How often the PostgreSQL listener checks its connection (a silent network is noticed only so). */
  pingIntervalMs?: number;
  /** How long a ping or a connection attempt may take before the connection counts as lost. */
  timeoutMs?: number;
  /** The longest wait between two reconnection attempts (they start at 250 ms and double). */
  maxBackoffMs?: number;
}

export interface LiveEvents {
  readonly kind: "pglite" | "postgres";
  subscribe(subscriber: LiveSubscriber): () => void;
  /** Whether this instance hears the database right now (false during a PostgreSQL outage). */
  readonly listening: boolean;
  start(): Promise<void>;
  /** Ends every stream and stops listening; before the database closes. */
  stop(): Promise<void>;
  readonly hub: LiveHub;
}

export function createLiveEvents(database: Database, logger: Logger, options: LiveEventsOptions = {}): LiveEvents {
  const hub = createLiveHub(logger);
  if (database.pglite) {
    const pglite = database.pglite;
    let unlisten: (() => Promise<void>) | null = null;
    return {
      kind: "pglite",
      hub,
      subscribe: hub.subscribe,
      get listening() {
        return unlisten !== null;
      },
      async start() {
        unlisten = await pglite.listen(LIVE_CHANNEL, (payload) => hub.dispatch(payload));
      },
      async stop() {
        hub.closeAll();
        const stopListening = unlisten;
        unlisten = null;
        if (stopListening && !pglite.closed) await stopListening().catch(() => {});
      },
    };
  }
  const connectionString = database.pool?.options.connectionString;
  if (!connectionString) throw new Error("live events need the PostgreSQL pool's connection string");
  return postgresListener(connectionString, hub, logger, options);
}

function postgresListener(
  connectionString: string,
  hub: LiveHub,
  logger: Logger,
  { pingIntervalMs = 10_000, timeoutMs = 5_000, maxBackoffMs = 5_000 }: LiveEventsOptions,
): LiveEvents {
  let client: pg.Client | null = null;
  let stopped = false;
  let everConnected = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  const drop = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    clearInterval(pingTimer);
    // A black-holed socket would keep end() waiting: the socket itself goes.
    (current as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    current.end().catch(() => {});
    if (!stopped) scheduleConnect();
  };

  const scheduleConnect = () => {
    clearTimeout(retryTimer);
    const delay = Math.min(maxBackoffMs, 250 * 2 ** attempt);
    attempt++;
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
  };

  const connect = async (): Promise<boolean> => {
    const current = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, keepAlive: true });
    current.on("error", (error) => {
      logger.warn({ err: error }, "live events: the LISTEN connection failed; reconnecting");
      drop(current);
    });
    current.on("end", () => drop(current));
    current.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) hub.dispatch(message.payload);
    });
    client = current;
    try {
      await current.connect();
      await current.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      if (client === current) {
        logger.warn({ err: error }, "live events: could not LISTEN; retrying");
        drop(current);
      }
      return false;
    }
    if (stopped || client !== current) {
      await current.end().catch(() => {});
      return false;
    }
    attempt = 0;
    if (everConnected) {
      logger.info("live events: LISTEN connection back; streams read again what they show");
      hub.broadcast({ type: "resync" });
    }
    everConnected = true;
    pingTimer = setInterval(() => void ping(current), pingIntervalMs);
    pingTimer.unref();
    return true;
  };

  const ping = async (current: pg.Client) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        current.query("select 1"),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("ping timed out")), timeoutMs);
        }),
      ]);
    } catch (error) {
      if (client === current) {
        logger.warn({ err: error }, "live events: the LISTEN connection stopped answering; reconnecting");
        drop(current);
      }
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    kind: "postgres",
    hub,
    subscribe: hub.subscribe,
    get listening() {
      return client !== null && everConnected && attempt === 0;
    },
    async start() {
      // A failure is logged and retried: the app serves without live updates meanwhile.
      await connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      hub.closeAll();
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
}
