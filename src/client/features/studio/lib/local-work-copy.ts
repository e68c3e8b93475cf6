import { initialWork, parseStoredWork, parseWork, type StudioWork, serializedWorkCandidates } from "./studio-work.ts";

// The browser's own copy of the work in progress (localStorage): the fast copy a reload starts
// from, and the one that holds what the server has not confirmed yet (offline, a failed save).

export interface LocalWorkCopy {
  work: StudioWork;
  /** The server's updatedAt of the draft this copy last agreed with; null when none is known. */
  serverUpdatedAt: string | null;
  /** The work has changes the server has not confirmed. */
  unsaved: boolean;
  /** When the work last changed here (this browser's clock; compared only when both sides changed). */
  changedAt: string;
}

const STORAGE_VERSION = 2;

/** One key per member and draft: the unbound draft, or the one for a video. */
export function localCopyKey(userId: string, videoId: string | null): string {
  const base = `scriptloom.studio.v${STORAGE_VERSION}:${userId}`;
  return videoId === null ? base : `${base}:video:${videoId}`;
}

/** Before drafts lived on the server, the unbound work was stored bare under v1. */
const legacyKey = (userId: string) => `scriptloom.studio.v1:${userId}`;

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage disabled (private mode, policy): the studio still works from the server alone.
    return null;
  }
}

function parseCopy(raw: string): LocalWorkCopy | null {
  try {
    const value = JSON.parse(raw) as Partial<LocalWorkCopy> & { work?: unknown };
    const work = parseWork(value.work);
    if (!work || typeof value.changedAt !== "string") return null;
    return {
      work,
      serverUpdatedAt: typeof value.serverUpdatedAt === "string" ? value.serverUpdatedAt : null,
      unsaved: value.unsaved === true,
      changedAt: value.changedAt,
    };
  } catch {
    // Not JSON (hand-edited or truncated): as if there were none.
    return null;
  }
}

export function readLocalCopy(userId: string, videoId: string | null): LocalWorkCopy | null {
  const raw = readItem(localCopyKey(userId, videoId));
  if (raw) return parseCopy(raw);
  if (videoId !== null) return null;
  // Work kept by the previous version: not on the server yet, and older than anything there.
  const legacy = parseStoredWork(readItem(legacyKey(userId)));
  if (legacy === initialWork) return null;
  return { work: legacy, serverUpdatedAt: null, unsaved: true, changedAt: new Date(0).toISOString() };
}

/** Stores the copy; a smaller one (shorter undo history) when the quota is reached. */
export function writeLocalCopy(userId: string, videoId: string | null, copy: LocalWorkCopy): void {
  const key = localCopyKey(userId, videoId);
  try {
    if (copy.work === initialWork && !copy.unsaved) {
      // Nothing to continue and nothing to tell the server: the copy has done its job.
      localStorage.removeItem(key);
    } else if (!setFirstThatFits(key, copy)) {
      console.warn("The studio's work in progress is too large to keep in this browser");
    }
    if (videoId === null) localStorage.removeItem(legacyKey(userId));
  } catch (error) {
    console.warn("Could not keep the studio's work in progress in this browser", error);
  }
}

function setFirstThatFits(key: string, copy: LocalWorkCopy): boolean {
  const { work: _work, ...meta } = copy;
  const envelope = JSON.stringify(meta).slice(0, -1);
  for (const work of serializedWorkCandidates(copy.work)) {
    try {
      localStorage.setItem(key, `${envelope},"work":${work}}`);
      return true;
    } catch (error) {
      // Over the quota: try the next, smaller value.
      if (!(error instanceof DOMException)) throw error;
    }
  }
  return false;
}
