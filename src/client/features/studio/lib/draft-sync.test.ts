import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api.ts";
import { DraftSync, type DraftTransport, type SaveState } from "./draft-sync.ts";
import type { LocalWorkCopy } from "./local-work-copy.ts";
import { initialWork, type StudioWork, studioReducer } from "./studio-work.ts";

const typed = (topic: string): StudioWork =>
  studioReducer(initialWork, {
    type: "researchInputChanged",
    research: { niche: "", topic, angle: "", targetAudience: "" },
  });

function setUp(start = { work: initialWork, serverUpdatedAt: null as string | null, unsaved: false }) {
  const saved: StudioWork[] = [];
  const left: Array<StudioWork | null> = [];
  const copies: LocalWorkCopy[] = [];
  const states: SaveState["status"][] = [];
  let failNext = 0;
  let version = 0;
  const transport: DraftTransport = {
    save: vi.fn(async (work: StudioWork) => {
      if (failNext > 0) {
        failNext -= 1;
        throw new ApiError(0, "Could not reach the server. Check your connection and try again.");
      }
      saved.push(work);
      return { updatedAt: new Date(Date.UTC(2026, 10, 23, 10, 0, ++version)).toISOString() };
    }),
    discard: vi.fn(async () => {}),
    sendOnLeave: (work) => left.push(work),
  };
  const sync = new DraftSync({
    start,
    transport,
    storeLocally: (copy) => copies.push(copy),
    onSaveState: (state) => states.push(state.status),
  });
  return { sync, transport, saved, left, copies, states, failWith: (n: number) => (failNext = n) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("saving the work in progress to the server", () => {
  it("saves once after a pause in typing, keeping the local copy up to date", async () => {
    const { sync, saved, copies, states } = setUp();
    sync.update(typed("A"));
    sync.update(typed("AB"));
    await vi.advanceTimersByTimeAsync(500);
    expect(saved).toEqual([]);
    expect(copies.at(-1)).toMatchObject({ work: typed("AB"), unsaved: true });
    await vi.advanceTimersByTimeAsync(400);
    expect(saved).toEqual([typed("AB")]);
    expect(copies.at(-1)).toMatchObject({ unsaved: false, serverUpdatedAt: "2026-11-23T10:00:01.000Z" });
    expect(states).toEqual(["saving", "saved"]);
  });

  it("retries a failed save and never drops the work", async () => {
    const { sync, saved, copies, states, failWith } = setUp();
    failWith(2);
    const work = typed("Typed while offline");
    sync.update(work);
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toBe("retrying");
    expect(copies.at(-1)).toMatchObject({ work, unsaved: true });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(states.at(-1)).toBe("retrying");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saved).toEqual([work]);
    expect(states.at(-1)).toBe("saved");
  });

  it("sends work changed during a save in the next one", async () => {
    const { sync, saved } = setUp();
    sync.update(typed("First"));
    await vi.advanceTimersByTimeAsync(800);
    sync.update(typed("Second"));
    await vi.advanceTimersByTimeAsync(800);
    expect(saved).toEqual([typed("First"), typed("Second")]);
  });

  it("discards the draft at once on 'Start over'", async () => {
    const { sync, transport, saved } = setUp({ work: typed("Kept"), serverUpdatedAt: "x", unsaved: false });
    sync.update(initialWork);
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.discard).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([]);
  });

  it("waits for the end of a generation before saving", async () => {
    const { sync, saved } = setUp();
    const generating = { ...typed("Topic"), step: "generate" as const };
    sync.update(generating);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saved).toEqual([]);
    const edited = { ...generating, step: "edit" as const };
    sync.update(edited);
    await vi.advanceTimersByTimeAsync(800);
    expect(saved).toEqual([edited]);
  });

  it("sends unsaved work as the page goes away, and nothing when all is saved", async () => {
    const { sync, left } = setUp();
    sync.flush();
    expect(left).toEqual([]);
    sync.update(typed("Last words"));
    sync.flush();
    expect(left).toEqual([typed("Last words")]);
  });

  it("sends a copy the server has not seen as soon as it opens", async () => {
    const work = typed("From before");
    const { saved } = setUp({ work, serverUpdatedAt: null, unsaved: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([work]);
  });
});
