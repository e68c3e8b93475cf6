import { createApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createBackgroundWork } from "./jobs/background-work.ts";
import type { Logger } from "./logger.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";

/** Everything `main.ts` wires, also used by tests to get a whole app on their own database. */
export async function buildServer(
  config: Config,
  logger: Logger,
  overrides: { mailer?: Mailer; database?: Database } = {},
) {
  const database =
    overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const auth = createAuth({ db: database.db, config, mailer, logger });
  const background = createBackgroundWork(logger);
  const app = createApp({ config, database, auth, mailer, logger, background });
  return { app, database, auth, mailer, background };
}
