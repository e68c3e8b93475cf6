// Work a request starts and does not wait for (the first sync of a channel just connected). It is
// tracked so that a shutdown stops it cleanly: each task gets an AbortSignal, and `stop()` aborts
// them all and waits until each has run its `finally` blocks (a sync releases its channel's lock),
// before main.ts closes the database under them (docs/decisions/010-library-writes.md).
import type { Logger } from "../logger.ts";

export interface BackgroundWork {
  /** Runs `task` without waiting for it; a failure is logged, never thrown. Nothing starts once stopping. */
  start(name: string, task: (signal: AbortSignal) => Promise<void>): void;
  /** Aborts every running task and resolves once all of them have finished. */
  stop(): Promise<void>;
  /** Resolves once the tasks running now have finished, without aborting them. */
  settled(): Promise<void>;
  /** How many tasks are running. */
  readonly running: number;
}

export function createBackgroundWork(logger: Logger): BackgroundWork {
  const stopping = new AbortController();
  const tasks = new Set<Promise<void>>();

  return {
    start(name, task) {
      if (stopping.signal.aborted) {
        logger.warn({ task: name }, "background work not started: the server is shutting down");
        return;
      }
      const run = (async () => {
        try {
          await task(stopping.signal);
        } catch (error) {
          if (stopping.signal.aborted) logger.info({ task: name }, "background work stopped by the shutdown");
          else logger.warn({ err: error, task: name }, "background work failed");
        }
      })();
      tasks.add(run);
      void run.finally(() => tasks.delete(run));
    },
    async stop() {
      stopping.abort(new Error("The server is shutting down"));
      await Promise.all([...tasks]);
    },
    async settled() {
      await Promise.all([...tasks]);
    },
    get running() {
      return tasks.size;
    },
  };
}
