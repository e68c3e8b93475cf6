import { createApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { defineNotificationMail } from "./domain/notifications/notification-mail.ts";
import { createLiveEvents, type LiveEventsOptions } from "./events/live-events.ts";
import { defineIdeasJobs } from "./features/ideas/read-jobs.ts";
import { createBackgroundWork } from "./jobs/background-work.ts";
import { createInProcessQueue } from "./jobs/in-process-queue.ts";
import { createPgBossQueue } from "./jobs/pg-boss-queue.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { Logger } from "./logger.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { defineWebhookJobs, resumeWebhookDeliveries } from "./webhooks/deliver.ts";
import { defineSyncJobs } from "./youtube/sync-job.ts";
import { failInterruptedRuns } from "./youtube/sync-runs.ts";

/** Everything `main.ts` wires, also used by tests to get a whole app on their own database. */
export async function buildServer(
  config: Config,
  logger: Logger,
  overrides: {
    mailer?: Mailer;
    database?: Database;
    /** Tests in process: jobs run here even on PostgreSQL (no pg-boss tables per test database). */
    inProcessJobs?: boolean;
    /** The clock of quota days and the in-process schedule (tests). */
    now?: () => Date;
    /** The PostgreSQL LISTEN connection's timings (tests of an outage). */
    live?: LiveEventsOptions;
  } = {},
) {
  const database =
    overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const auth = createAuth({ db: database.db, config, mailer, logger });
  const background = createBackgroundWork(logger);
  // One job queue (ARCHITECTURE §4, decision 023): pg-boss on PostgreSQL, in process on PGlite.
  const jobs: JobQueue =
    database.pool && !overrides.inProcessJobs
      ? createPgBossQueue({ pool: database.pool, logger })
      : createInProcessQueue({ background, logger, now: overrides.now });
  defineSyncJobs({ db: database.db, config, logger, jobs, now: overrides.now });
  defineIdeasJobs({ db: database.db, config, logger, jobs, now: overrides.now });
  defineNotificationMail({ db: database.db, mailer, logger, jobs, appUrl: config.appUrl });
  const webhookDeps = { db: database.db, logger, jobs, webhooks: config.webhooks };
  defineWebhookJobs(webhookDeps);
  // Jobs in process do not outlive it: the runs the last process left open are closed.
  if (jobs.kind === "in-process") await failInterruptedRuns(database.db);
  await jobs.start();
  // Webhook deliveries are rows: those the last process left unsent go out now (decision 045).
  await resumeWebhookDeliveries(webhookDeps);
  const live = createLiveEvents(database, logger, overrides.live);
  await live.start();
  const app = createApp({ config, database, auth, mailer, logger, jobs, live });
  return { app, database, auth, mailer, background, jobs, live };
}
