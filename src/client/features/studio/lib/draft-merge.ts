import type { LocalWorkCopy } from "./local-work-copy.ts";
import { initialWork, type StudioWork } from "./studio-work.ts";

/** The server's draft as the studio reads it (its work already parsed and restorable). */
export interface ServerDraft {
  work: StudioWork;
  updatedAt: string;
}

export interface StartingWork {
  work: StudioWork;
  /** The server's updatedAt the work agrees with (null: the server holds no draft of it). */
  serverUpdatedAt: string | null;
  /** The work has changes the server must still be sent. */
  unsaved: boolean;
  /** When this browser last changed it, for work from the local copy. */
  changedAt?: string;
}

/**
 * What the studio continues from, given this browser's copy and the server's draft (issue 10 item 5:
 * the newest wins). Clocks are compared only when both changed since they last agreed: a copy whose
 * unsaved changes start from the server's current draft wins whatever this browser's clock says, so
 * words typed just before going offline are never replaced by the older draft they started from.
 */
export function chooseStartingWork(local: LocalWorkCopy | null, server: ServerDraft | null): StartingWork {
  if (!local) {
    return server
      ? { work: server.work, serverUpdatedAt: server.updatedAt, unsaved: false }
      : { work: initialWork, serverUpdatedAt: null, unsaved: false };
  }
  if (!server) {
    // The copy's changes never reached the server: they are the newest work there is. A copy the
    // server had confirmed, though, was discarded since ('Start over' on another device).
    return local.unsaved
      ? { work: local.work, serverUpdatedAt: null, unsaved: true, changedAt: local.changedAt }
      : { work: initialWork, serverUpdatedAt: null, unsaved: false };
  }
  if (local.unsaved && (local.serverUpdatedAt === server.updatedAt || isLater(local.changedAt, server.updatedAt))) {
    return { work: local.work, serverUpdatedAt: server.updatedAt, unsaved: true, changedAt: local.changedAt };
  }
  return { work: server.work, serverUpdatedAt: server.updatedAt, unsaved: false };
}

function isLater(a: string, b: string): boolean {
  return Date.parse(a) > Date.parse(b);
}
