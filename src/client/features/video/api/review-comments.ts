// Writes of a script's comment threads (decision 036): each invalidates the video's review; the
// live event does the same for everyone else.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { apiRequest } from "@/lib/api.ts";
import type { CreateCommentInput, CreateSuggestionInput, ReplyInput } from "../../../../shared/schemas/review.ts";
import type { ScriptVersionAnswer } from "../../../../shared/schemas/script-versions.ts";

const video = (id: string) => `/api/videos/${encodeURIComponent(id)}`;
const thread = (id: string) => `/api/review/comments/${encodeURIComponent(id)}`;

type Created = { message: string; id: string };

export const addComment = ({ videoId, ...body }: CreateCommentInput & { videoId: string }): Promise<Created> =>
  apiRequest(`${video(videoId)}/review/comments`, { method: "POST", body });

export const addSuggestion = ({ videoId, ...body }: CreateSuggestionInput & { videoId: string }): Promise<Created> =>
  apiRequest(`${video(videoId)}/review/suggestions`, { method: "POST", body });

export const replyToThread = ({ threadId, ...body }: ReplyInput & { threadId: string }): Promise<Created> =>
  apiRequest(`${thread(threadId)}/replies`, { method: "POST", body });

export const setThreadStatus = ({ threadId, status }: { threadId: string; status: "resolved" | "open" }) =>
  apiRequest<{ message: string }>(thread(threadId), { method: "PATCH", body: { status } });

export const acceptSuggestion = ({ threadId, baseVersion }: { threadId: string; baseVersion: number }) =>
  apiRequest<ScriptVersionAnswer>(`${thread(threadId)}/accept`, { method: "POST", body: { baseVersion } });

export const rejectSuggestion = ({ threadId }: { threadId: string }) =>
  apiRequest<{ message: string }>(`${thread(threadId)}/reject`, { method: "POST" });

/** A mutation that refreshes the video's review (and, for an accepted suggestion, its script) after it. */
export function useReviewMutation<T, A>(videoId: string, fn: (args: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.review(videoId) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.video(videoId), exact: true }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.scriptVersions(videoId) }),
      ]),
  });
}
