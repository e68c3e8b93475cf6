import { queryOptions } from "@tanstack/react-query";
import { ApiError, api, unwrap } from "@/lib/api.ts";
import type { DraftAnswer } from "../../../../shared/schemas/studio-draft.ts";
import { studioKeys } from "./query-keys.ts";

/** The studio's draft of a video, or of the studio not bound to one. */
export const draftQuery = (videoId: string | null) => (videoId === null ? {} : { videoId });

/** The same address, for the keepalive request sent as the page goes away. */
export const draftUrl = (videoId: string | null) => api.api.studio.draft.$path({ query: draftQuery(videoId) });

/** How long the studio waits for its draft before it continues from this browser's copy. */
const RESTORE_TIMEOUT_MS = 5_000;

export const getStudioDraft = (videoId: string | null, signal?: AbortSignal): Promise<DraftAnswer> => {
  const timeout = AbortSignal.timeout(RESTORE_TIMEOUT_MS);
  return unwrap(
    api.api.studio.draft.$get(
      { query: draftQuery(videoId) },
      { init: { signal: signal ? AbortSignal.any([signal, timeout]) : timeout } },
    ),
  );
};

/**
 * Read once when the studio opens: from then on the studio's own state is the truth and the server
 * only receives it, so the answer is never read again behind the member's back.
 */
export const getStudioDraftQueryOptions = (videoId: string | null) =>
  queryOptions({
    queryKey: studioKeys.draft(videoId),
    queryFn: ({ signal }) => getStudioDraft(videoId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // Once more after a failure to connect; an answer (a 4xx) will not change.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
