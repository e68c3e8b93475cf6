import { type Dispatch, useEffect, useReducer, useRef } from "react";
import {
  initialWork,
  parseStoredWork,
  type StudioAction,
  type StudioWork,
  serializedWorkCandidates,
  studioReducer,
  workStorageKey,
} from "../lib/studio-work.ts";

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage disabled (private mode, policy): the studio still works, only without reload survival.
    return null;
  }
}

function store(key: string, work: StudioWork) {
  try {
    if (work === initialWork) {
      localStorage.removeItem(key);
      return;
    }
    for (const value of serializedWorkCandidates(work)) {
      try {
        localStorage.setItem(key, value);
        return;
      } catch (error) {
        // Over the quota: try the next, smaller value (a shorter undo history).
        if (!(error instanceof DOMException)) throw error;
      }
    }
    console.warn("The studio's work in progress is too large to keep across a reload");
  } catch (error) {
    console.warn("Could not keep the studio's work in progress", error);
  }
}

/** The work in progress, restored from and saved to localStorage (per user, versioned key). */
export function useStudioWork(userId: string): [StudioWork, Dispatch<StudioAction>] {
  const key = workStorageKey(userId);
  const [work, dispatch] = useReducer(studioReducer, key, (k) => parseStoredWork(readStored(k)));
  const latest = useRef(work);
  latest.current = work;

  useEffect(() => {
    // Typing changes the work on every key: store after a short pause, and on leaving the page.
    const timer = window.setTimeout(() => store(key, work), 300);
    return () => window.clearTimeout(timer);
  }, [key, work]);

  useEffect(() => {
    const flush = () => store(key, latest.current);
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [key]);

  return [work, dispatch];
}
