import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";

/** What the YouTube services need; routes and tests pass their own. */
export interface YouTubeDeps {
  db: Db;
  config: Config;
  logger: Logger;
}
