import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { BackgroundWork } from "./jobs/background-work.ts";
import type { Logger } from "./logger.ts";

/** What a service needs beyond its arguments: the database, the settings and the log. Tests pass their own. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  logger: Logger;
}

/** A feature that starts work it does not wait for (a first sync) also gets the tracker a shutdown stops. */
export interface ServiceDepsWithBackground extends ServiceDeps {
  background: BackgroundWork;
}
