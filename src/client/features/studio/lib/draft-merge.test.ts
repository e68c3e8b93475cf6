import { describe, expect, it } from "vitest";
import { chooseStartingWork, type ServerDraft } from "./draft-merge.ts";
import type { LocalWorkCopy } from "./local-work-copy.ts";
import { initialWork, type StudioWork, studioReducer } from "./studio-work.ts";

const typed = (topic: string): StudioWork =>
  studioReducer(initialWork, {
    type: "researchInputChanged",
    research: { niche: "", topic, angle: "", targetAudience: "" },
  });

const server = (topic: string, updatedAt: string): ServerDraft => ({ work: typed(topic), updatedAt });
const local = (topic: string, copy: Partial<LocalWorkCopy>): LocalWorkCopy => ({
  work: typed(topic),
  serverUpdatedAt: null,
  unsaved: false,
  changedAt: "2026-11-23T10:00:00.000Z",
  ...copy,
});

const T1 = "2026-11-23T10:00:00.000Z";
const T2 = "2026-11-23T11:00:00.000Z";

describe("the work the studio continues from: the newest of this browser's copy and the server's draft", () => {
  it("starts empty with neither, and from whichever exists alone", () => {
    expect(chooseStartingWork(null, null)).toEqual({ work: initialWork, serverUpdatedAt: null, unsaved: false });
    expect(chooseStartingWork(null, server("Server", T1))).toEqual({
      work: typed("Server"),
      serverUpdatedAt: T1,
      unsaved: false,
    });
    const offlineWork = local("Typed offline", { unsaved: true });
    expect(chooseStartingWork(offlineWork, null)).toMatchObject({ work: offlineWork.work, unsaved: true });
  });

  it("takes the server's draft when it changed since this copy was saved (another device)", () => {
    const copy = local("Old", { serverUpdatedAt: T1 });
    expect(chooseStartingWork(copy, server("From the laptop", T2)).work).toEqual(typed("From the laptop"));
  });

  it("keeps this copy's unsaved words when the server still has the draft they started from, whatever the clock", () => {
    // This browser's clock is an hour behind: the copy looks older than the draft, yet it is newer.
    const copy = local("Typed before going offline", { serverUpdatedAt: T2, unsaved: true, changedAt: T1 });
    const start = chooseStartingWork(copy, server("Before", T2));
    expect(start).toMatchObject({ work: copy.work, unsaved: true, serverUpdatedAt: T2 });
  });

  it("when both changed, the later change wins", () => {
    const newer = local("Here, later", { serverUpdatedAt: T1, unsaved: true, changedAt: "2026-11-23T12:00:00.000Z" });
    expect(chooseStartingWork(newer, server("There", T2)).work).toEqual(newer.work);
    const older = local("Here, earlier", { serverUpdatedAt: T1, unsaved: true, changedAt: "2026-11-23T10:30:00.000Z" });
    expect(chooseStartingWork(older, server("There", T2)).work).toEqual(typed("There"));
  });

  it("starts empty when the draft this copy had saved was discarded since ('Start over' elsewhere)", () => {
    const copy = local("Saved earlier", { serverUpdatedAt: T1 });
    expect(chooseStartingWork(copy, null).work).toBe(initialWork);
  });

  it("keeps an unconfirmed 'Start over' over the draft it discards", () => {
    const copy: LocalWorkCopy = { work: initialWork, serverUpdatedAt: T1, unsaved: true, changedAt: T1 };
    expect(chooseStartingWork(copy, server("Discarded", T1))).toMatchObject({ work: initialWork, unsaved: true });
  });
});
