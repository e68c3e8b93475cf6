import { useQuery } from "@tanstack/react-query";
import { type Dispatch, useEffect, useReducer, useRef, useState } from "react";
import { ApiError } from "@/lib/api.ts";
import { getStudioDraftQueryOptions } from "../api/get-studio-draft.ts";
import { discardStudioDraft, saveStudioDraft, sendDraftOnLeave } from "../api/save-studio-draft.ts";
import { chooseStartingWork, type ServerDraft, type StartingWork } from "../lib/draft-merge.ts";
import { DraftSync, type SaveState } from "../lib/draft-sync.ts";
import { readLocalCopy, writeLocalCopy } from "../lib/local-work-copy.ts";
import { initialWork, parseWork, type StudioAction, type StudioWork, studioReducer } from "../lib/studio-work.ts";

/** What one member's studio for one video started from. */
interface Start {
  scope: string;
  userId: string;
  videoId: string | null;
  offline: boolean;
  starting: StartingWork;
}

export interface StudioDraftState {
  /** The draft is being read: show that, not an empty studio that fills in a moment later. */
  restoring: boolean;
  /** The server could not be reached on opening: the studio continues from this browser's copy. */
  offline: boolean;
  save: SaveState;
}

/**
 * The work in progress of one member for one video (null: the unbound draft), issue 10 item 5:
 * restored from the server (or this browser's copy, whichever is newer) when the studio opens, and
 * saved back as the member works — to localStorage at once, to the server after a pause, and on
 * leaving the page.
 */
export function useStudioWork(
  userId: string,
  videoId: string | null,
): [StudioWork, Dispatch<StudioAction>, StudioDraftState] {
  const [work, dispatch] = useReducer(studioReducer, initialWork);
  const [start, setStart] = useState<Start | null>(null);
  const [save, setSave] = useState<SaveState>({ status: "saved" });
  const sync = useRef<DraftSync | null>(null);
  const scope = `${userId}:${videoId ?? ""}`;
  const restored = start?.scope === scope;

  const draft = useQuery(getStudioDraftQueryOptions(videoId));

  // Once per member and video: decide what to continue from, then keep the server up to date.
  useEffect(() => {
    if (restored || draft.isPending) return;
    const local = readLocalCopy(userId, videoId);
    // A video that is gone has no draft (saving then says so); any other failure: not reachable.
    const offline = draft.isError && !isNotFound(draft.error);
    const server = draft.isError ? null : toServerDraft(draft.data?.draft ?? null);
    // Unreachable server: this browser's copy as it is; what it had not sent goes once the server answers.
    const starting: StartingWork = offline
      ? {
          work: local?.work ?? initialWork,
          serverUpdatedAt: local?.serverUpdatedAt ?? null,
          unsaved: local?.unsaved ?? false,
          changedAt: local?.changedAt,
        }
      : chooseStartingWork(local, server);
    dispatch({ type: "restored", work: starting.work });
    setSave({ status: "saved" });
    setStart({ scope, userId, videoId, offline, starting });
  }, [restored, draft.isPending, draft.isError, draft.error, draft.data, userId, videoId, scope]);

  useEffect(() => {
    if (!start) return;
    const { userId, videoId } = start;
    const current = new DraftSync({
      start: start.starting,
      transport: {
        save: (next) => saveStudioDraft(videoId, next),
        discard: () => discardStudioDraft(videoId),
        sendOnLeave: (next) => sendDraftOnLeave(videoId, next),
      },
      storeLocally: (copy) => writeLocalCopy(userId, videoId, copy),
      onSaveState: setSave,
    });
    sync.current = current;
    const flush = () => current.flush();
    const retry = () => current.retryNow();
    window.addEventListener("pagehide", flush);
    window.addEventListener("online", retry);
    return () => {
      window.removeEventListener("pagehide", flush);
      window.removeEventListener("online", retry);
      // Leaving the studio (or switching video): what is unsaved goes now.
      current.stop();
      if (sync.current === current) sync.current = null;
    };
  }, [start]);

  useEffect(() => {
    if (restored) sync.current?.update(work);
  }, [restored, work]);

  return [work, dispatch, { restoring: !restored, offline: restored && !!start?.offline, save }];
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function toServerDraft(draft: { work: unknown; updatedAt: string } | null): ServerDraft | null {
  const work = draft ? parseWork(draft.work) : null;
  // A draft this version can't read (stored by another version of the studio) is as if there were none.
  return draft && work ? { work, updatedAt: draft.updatedAt } : null;
}
