// The job queue on PostgreSQL: pg-boss (decision 023). It keeps its own tables in the `pgboss`
// schema, created and migrated by pg-boss itself at start-up under its own advisory lock, and runs
// its statements through the app's `pg` pool. Every instance works the queues; SKIP LOCKED hands a
// job to one of them. A running job's heartbeat is refreshed every few seconds: when an instance
// dies (SIGKILL, a lost machine), the heartbeat stops, another instance's supervisor fails the job
// and it is retried there. Cron schedules fire once across instances (pg-boss's own dedupe).
import type pg from "pg";
import { PgBoss } from "pg-boss";
import type { Logger } from "../logger.ts";
import { type DefineOptions, type JobHandler, type JobQueue, type SendOptions, STOPPED_BY_SHUTDOWN } from "./queue.ts";

/**
 * A job whose instance died or that a shutdown stopped runs again, at most twice, after this pause,
 * which lets a restarted instance answer its first requests before the retried job starts.
 */
export const RETRY_DELAY_SECONDS = 30;

/** How pg-boss retries and watches a job; shortened by nothing but these numbers. */
const QUEUE_OPTIONS = {
  retryLimit: 2,
  retryDelay: RETRY_DELAY_SECONDS,
  // A dead instance's job is noticed when its heartbeat is this many seconds old.
  heartbeatSeconds: 10,
  // The longest a job may run, as the channel sync lock's lifetime (15 minutes).
  expireInSeconds: 15 * 60,
};

// Instances starting together would both create pg-boss's schema: its set-up runs one at a time.
const SETUP_LOCK_ID = 7_261_904;

export function createPgBossQueue(options: { pool: pg.Pool; logger: Logger }): JobQueue {
  const { pool, logger } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    schema: "pgboss",
    // Expired heartbeats and due cron entries are looked at every few seconds on every instance.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    cronMonitorIntervalSeconds: 10,
  });
  boss.on("error", (error) => logger.warn({ err: error }, "job queue error"));

  const handlers = new Map<string, JobHandler<object>>();
  const concurrency = new Map<string, number>();
  const schedules = new Map<string, string | null>();
  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();

  async function work(name: string, handler: JobHandler<object>) {
    const localConcurrency = concurrency.get(name) ?? 1;
    await boss.work<object>(name, { localConcurrency, pollingIntervalSeconds: 2 }, async ([job]) => {
      const signal = AbortSignal.any([stopping.signal, job.signal]);
      const task = handler(job.data ?? {}, { signal, jobId: job.id, durable: true });
      running.add(task);
      try {
        await task;
      } catch (error) {
        if (stopping.signal.aborted) logger.info({ job: name, jobId: job.id }, STOPPED_BY_SHUTDOWN);
        else logger.warn({ err: error, job: name, jobId: job.id }, "job failed");
        // pg-boss records the failure and retries the job (retryLimit).
        throw error;
      } finally {
        running.delete(task);
      }
    });
  }

  return {
    kind: "pg-boss",
    define(name, handler, defineOptions: DefineOptions = {}) {
      handlers.set(name, handler as JobHandler<object>);
      if (defineOptions.concurrency) concurrency.set(name, defineOptions.concurrency);
    },
    schedule(name, cron) {
      schedules.set(name, cron);
    },
    async start() {
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [SETUP_LOCK_ID]);
        await boss.start();
        for (const name of handlers.keys()) {
          // Exclusive: at most one job per singleton key waits or runs.
          if (!(await boss.getQueue(name))) await boss.createQueue(name, { policy: "exclusive", ...QUEUE_OPTIONS });
        }
        for (const [name, cron] of schedules) {
          if (cron) await boss.schedule(name, cron, {}, { tz: "UTC" });
          else await boss.unschedule(name);
        }
      } finally {
        await lock.query("select pg_advisory_unlock($1)", [SETUP_LOCK_ID]).catch(() => {});
        lock.release();
      }
      for (const [name, handler] of handlers) await work(name, handler);
    },
    async send(name, data, sendOptions: SendOptions = {}) {
      if (stopping.signal.aborted) {
        logger.warn({ job: name }, "job not queued: the server is shutting down");
        return null;
      }
      return boss.send(name, data, {
        ...(sendOptions.singletonKey && { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.startAfter && { startAfter: sendOptions.startAfter }),
      });
    },
    async stop() {
      // Handlers see the abort, stop between steps and throw; pg-boss marks their jobs for a retry.
      stopping.abort(new Error("The server is shutting down"));
      await Promise.allSettled([...running]);
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
    async settled() {
      await Promise.allSettled([...running]);
    },
  };
}
