import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { Logger } from "./logger.ts";

/** What a service needs beyond its arguments: the database, the settings and the log. Tests pass their own. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  logger: Logger;
}

/** A feature that starts work it does not wait for (a first sync) also gets the job queue (issue 14). */
export interface ServiceDepsWithBackground extends ServiceDeps {
  jobs: JobQueue;
}
