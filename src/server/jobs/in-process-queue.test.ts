// The job queue on the embedded database: jobs run one at a time, a singleton key keeps a second
// job out while the first waits or runs, a start time is honoured, the schedule fires by the clock,
// and stop() aborts the running job and waits for it (SIGTERM).
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createBackgroundWork } from "./background-work.ts";
import { createInProcessQueue } from "./in-process-queue.ts";

const logger = createLogger("silent");
const queue = (now?: () => Date) => createInProcessQueue({ background: createBackgroundWork(logger), logger, now });

describe("the in-process job queue", () => {
  it("runs jobs one at a time, in the order they were sent", async () => {
    const jobs = queue();
    const seen: string[] = [];
    let running = 0;
    jobs.define<{ n: number }>("work", async ({ n }) => {
      running++;
      expect(running).toBe(1);
      await new Promise((r) => setTimeout(r, 10));
      seen.push(`job ${n}`);
      running--;
    });
    await jobs.start();
    for (const n of [1, 2, 3]) await jobs.send("work", { n });
    await jobs.settled();
    expect(seen).toEqual(["job 1", "job 2", "job 3"]);
    await jobs.stop();
  });

  it("keeps a second job with the same singleton key out while the first waits or runs", async () => {
    const jobs = queue();
    let runs = 0;
    jobs.define("work", async () => {
      runs++;
    });
    await jobs.start();
    expect(await jobs.send("work", {}, { singletonKey: "k" })).not.toBeNull();
    expect(await jobs.send("work", {}, { singletonKey: "k" })).toBeNull();
    await jobs.settled();
    expect(await jobs.send("work", {}, { singletonKey: "k" })).not.toBeNull();
    await jobs.settled();
    expect(runs).toBe(2);
    await jobs.stop();
  });

  it("waits for a job's start time", async () => {
    const jobs = queue();
    let ranAt = 0;
    jobs.define("later", async () => {
      ranAt = Date.now();
    });
    await jobs.start();
    const sent = Date.now();
    await jobs.send("later", {}, { startAfter: new Date(sent + 200) });
    await new Promise((r) => setTimeout(r, 400));
    await jobs.settled();
    expect(ranAt - sent).toBeGreaterThanOrEqual(190);
    await jobs.stop();
  });

  it("fires a schedule when the cron expression comes due", async () => {
    // One second before a whole minute: `* * * * *` is due a second later.
    const offset = 60_000 - (Date.now() % 60_000) - 1_000;
    const jobs = queue(() => new Date(Date.now() + offset));
    let fired = 0;
    jobs.define("tick", async () => {
      fired++;
    });
    jobs.schedule("tick", "* * * * *");
    await jobs.start();
    await new Promise((r) => setTimeout(r, 1_500));
    await jobs.settled();
    expect(fired).toBe(1);
    await jobs.stop();
  });

  it("stop() aborts the running job and resolves once it has finished; nothing is queued after", async () => {
    const jobs = queue();
    let cleanedUp = false;
    let started!: () => void;
    const startedPromise = new Promise<void>((r) => {
      started = r;
    });
    jobs.define("long", async (_data, { signal }) => {
      started();
      try {
        await new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
      } finally {
        cleanedUp = true;
      }
    });
    await jobs.start();
    await jobs.send("long", {});
    await startedPromise;
    await jobs.stop();
    expect(cleanedUp).toBe(true);
    expect(await jobs.send("long", {})).toBeNull();
  });
});
