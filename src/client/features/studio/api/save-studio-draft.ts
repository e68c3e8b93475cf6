import { api, unwrap } from "@/lib/api.ts";
import type { DraftSaved } from "../../../../shared/schemas/studio-draft.ts";
import type { StudioWork } from "../lib/studio-work.ts";
import { serializedWorkCandidates } from "../lib/studio-work.ts";
import { draftQuery, draftUrl } from "./get-studio-draft.ts";

// Writing the work in progress (PUT /api/studio/draft) and 'Start over' (DELETE). The studio's
// draft sync calls these as the member works; they are not cached queries: nothing reads them back.

export const saveStudioDraft = (videoId: string | null, work: StudioWork): Promise<DraftSaved> =>
  unwrap(api.api.studio.draft.$put({ json: { videoId, work } }));

export const discardStudioDraft = (videoId: string | null): Promise<unknown> =>
  unwrap(api.api.studio.draft.$delete({ query: draftQuery(videoId) }));

/** Browsers refuse a keepalive request whose body is over 64 KB (all of them in flight together). */
const KEEPALIVE_LIMIT_BYTES = 60_000;

/**
 * The last save as the page goes away: a keepalive request outlives the page. A work too large for
 * keepalive is sent with a shorter undo history, or else as an ordinary request the browser may
 * cut short — the local copy still holds it and the next visit sends it.
 */
export function sendDraftOnLeave(videoId: string | null, work: StudioWork | null): void {
  const request = (body: string | undefined, keepalive: boolean) =>
    fetch(work === null ? draftUrl(videoId) : "/api/studio/draft", {
      method: work === null ? "DELETE" : "PUT",
      credentials: "include",
      keepalive,
      headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json" },
      body,
    }).catch(() => {
      // Nothing to tell anyone: the page is gone; the local copy keeps the work as unsaved.
    });
  if (work === null) {
    void request(undefined, true);
    return;
  }
  const bodies = serializedWorkCandidates(work).map((w) => `{"videoId":${JSON.stringify(videoId)},"work":${w}}`);
  const small = bodies.find((body) => new Blob([body]).size <= KEEPALIVE_LIMIT_BYTES);
  void request(small ?? bodies[0], small !== undefined);
}
