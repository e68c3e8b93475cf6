import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createBackgroundWork } from "./background-work.ts";

describe("background work", () => {
  it("stop() aborts the running tasks and resolves only once each has finished its clean-up", async () => {
    const work = createBackgroundWork(createLogger("silent"));
    const order: string[] = [];
    work.start("waits for the signal", async (signal) => {
      try {
        await new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
      } finally {
        // A sync releases its lock here: the database must still be open.
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push("cleaned up");
      }
    });
    work.start("fails by itself", async () => {
      throw new Error("YouTube failed");
    });
    expect(work.running).toBe(2);
    await work.stop();
    order.push("stopped");
    expect(order).toEqual(["cleaned up", "stopped"]);
    expect(work.running).toBe(0);

    let ran = false;
    work.start("too late", async () => {
      ran = true;
    });
    expect(ran).toBe(false);
    expect(work.running).toBe(0);
  });
});
