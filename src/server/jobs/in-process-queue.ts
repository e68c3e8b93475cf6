// The job queue on the embedded database (one process owns it): jobs run here, one at a time, as
// background work that a shutdown aborts and waits for. A job queued but not started when the
// process stops is not kept; the schedule and the next manual sync pick its channel up again.
import type { Logger } from "../logger.ts";
import type { BackgroundWork } from "./background-work.ts";
import type { DefineOptions, JobHandler, JobQueue, SendOptions } from "./queue.ts";
import { nextRunOf } from "./schedule.ts";

// setTimeout's longest delay is about 24.8 days; a later start waits in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createInProcessQueue(options: {
  background: BackgroundWork;
  logger: Logger;
  /** The clock the schedule reads (tests move it). */
  now?: () => Date;
}): JobQueue {
  const { background, logger } = options;
  const now = options.now ?? (() => new Date());
  const handlers = new Map<string, JobHandler<object>>();
  /** Kinds that run beside the line, with how many may run at once and the jobs waiting for a turn. */
  const lanes = new Map<string, { limit: number; running: number; waiting: Array<() => void> }>();
  const schedules = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  const activeKeys = new Set<string>();
  let stopped = false;
  let started = false;
  let sequence = 0;
  // One job at a time: the embedded database is one connection, and YouTube's quota is one budget.
  let tail: Promise<void> = Promise.resolve();

  const after = (ms: number, fn: () => void) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        fn();
      },
      Math.min(Math.max(ms, 0), MAX_TIMER_MS),
    );
    timer.unref();
    timers.add(timer);
  };

  function run(name: string, data: object, jobId: string, singletonKey?: string) {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No handler for the job ${name}`);
    const lane = lanes.get(name);
    if (lane) {
      background.start(name, async (signal) => {
        if (lane.running >= lane.limit) await new Promise<void>((resolve) => lane.waiting.push(resolve));
        lane.running++;
        try {
          signal.throwIfAborted();
          await handler(data, { signal, jobId, durable: false });
        } finally {
          lane.running--;
          lane.waiting.shift()?.();
          if (singletonKey) activeKeys.delete(singletonKey);
        }
      });
      return;
    }
    const previous = tail;
    let done!: () => void;
    tail = new Promise((resolve) => {
      done = resolve;
    });
    background.start(name, async (signal) => {
      try {
        await previous;
        signal.throwIfAborted();
        await handler(data, { signal, jobId, durable: false });
      } finally {
        if (singletonKey) activeKeys.delete(singletonKey);
        done();
      }
    });
  }

  function whenDue(name: string, data: object, jobId: string, startAfter: Date, singletonKey?: string) {
    const wait = startAfter.getTime() - now().getTime();
    if (wait <= 0) return run(name, data, jobId, singletonKey);
    after(Math.min(wait, MAX_TIMER_MS), () => {
      if (!stopped) whenDue(name, data, jobId, startAfter, singletonKey);
    });
  }

  function arm(name: string, cron: string) {
    const next = nextRunOf(cron, now());
    if (!next) return;
    after(next.getTime() - now().getTime(), () => {
      if (stopped) return;
      if (next.getTime() > now().getTime()) return arm(name, cron); // a long wait, in steps
      void queue.send(name, {}, { singletonKey: `schedule:${name}:${next.toISOString()}` });
      arm(name, cron);
    });
  }

  const queue: JobQueue = {
    kind: "in-process",
    define(name, handler, defineOptions: DefineOptions = {}) {
      handlers.set(name, handler as JobHandler<object>);
      if (defineOptions.concurrency) lanes.set(name, { limit: defineOptions.concurrency, running: 0, waiting: [] });
    },
    schedule(name, cron) {
      if (cron) schedules.set(name, cron);
      else schedules.delete(name);
    },
    async start() {
      if (started) return;
      started = true;
      for (const [name, cron] of schedules) arm(name, cron);
    },
    async send(name, data, sendOptions: SendOptions = {}) {
      if (stopped) {
        logger.warn({ job: name }, "job not queued: the server is shutting down");
        return null;
      }
      const { singletonKey, startAfter } = sendOptions;
      if (singletonKey) {
        if (activeKeys.has(singletonKey)) return null;
        activeKeys.add(singletonKey);
      }
      const jobId = `local-${++sequence}`;
      if (startAfter) whenDue(name, data, jobId, startAfter, singletonKey);
      else run(name, data, jobId, singletonKey);
      return jobId;
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await background.stop();
    },
    settled: () => background.settled(),
  };
  return queue;
}
