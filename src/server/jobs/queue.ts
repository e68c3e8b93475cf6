// One job queue for scheduled and long work (ARCHITECTURE §4 background jobs, decision 023): pg-boss
// on PostgreSQL (each job once across N instances, retried after a crash), an in-process runner on
// the embedded database. Handlers are the same on both; they get an AbortSignal that a shutdown
// aborts, and they must leave the database consistent when it fires.

export interface JobContext {
  /** Aborted when the server shuts down (SIGTERM): stop between steps, release what you hold. */
  signal: AbortSignal;
  /** The queue's id of this job. */
  jobId: string;
  /** True when a job stopped by a shutdown or a crash is run again later (pg-boss keeps it). */
  durable: boolean;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface SendOptions {
  /** Not run before this time (a budget that resets at midnight Pacific time). */
  startAfter?: Date;
  /** At most one job with this key waits or runs at a time; a second send returns null. */
  singletonKey?: string;
}

export interface DefineOptions {
  /**
   * Jobs of this kind that may run at once in one process, beside the others: a kind whose jobs wait
   * on outside servers (webhooks) must not hold the one-at-a-time line of the in-process queue.
   * Without it, the kind's jobs run one at a time (and, in process, in line with every other kind).
   */
  concurrency?: number;
}

export interface JobQueue {
  readonly kind: "pg-boss" | "in-process";
  /** Registers the handler of a kind of job; call before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: DefineOptions): void;
  /** Runs `name` whenever `cron` (UTC) comes due: once across all instances. Call before `start`. */
  schedule(name: string, cron: string | null): void;
  /** Creates the queue's tables when needed and starts working. */
  start(): Promise<void>;
  /** Queues a job; its id, or null when a job with the same singleton key already waits or runs. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Aborts the jobs running here, waits until each has finished, and stops fetching new ones. */
  stop(): Promise<void>;
  /** Resolves once the jobs running in this process now have finished (tests; the harness's reset). */
  settled(): Promise<void>;
}

/** The log line of a job stopped by a shutdown (the shutdown test reads it before 'database closed'). */
export const STOPPED_BY_SHUTDOWN = "background work stopped by the shutdown";
