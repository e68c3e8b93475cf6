// Writes of a script's comment threads (decision 036): each invalidates the video's review; the
// live event does the same for everyone else.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { CreateCommentInput, CreateSuggestionInput, ReplyInput } from "../../../../shared/schemas/review.ts";

const video = api.api.videos[":id"].review;
const thread = api.api.review.comments[":id"];
const param = (id: string) => ({ id: encodeURIComponent(id) });

type Created = { message: string; id: string };

export const addComment = ({ videoId, ...body }: CreateCommentInput & { videoId: string }): Promise<Created> =>
  unwrap(video.comments.$post({ param: param(videoId), json: body }));

export const addSuggestion = ({ videoId, ...body }: CreateSuggestionInput & { videoId: string }): Promise<Created> =>
  unwrap(video.suggestions.$post({ param: param(videoId), json: body }));

export const replyToThread = ({ threadId, ...body }: ReplyInput & { threadId: string }): Promise<Created> =>
  unwrap(thread.replies.$post({ param: param(threadId), json: body }));

export const setThreadStatus = ({ threadId, status }: { threadId: string; status: "resolved" | "open" }) =>
  unwrap(thread.$patch({ param: param(threadId), json: { status } }));

export const acceptSuggestion = ({ threadId, baseVersion }: { threadId: string; baseVersion: number }) =>
  unwrap(thread.accept.$post({ param: param(threadId), json: { baseVersion } }));

export const rejectSuggestion = ({ threadId }: { threadId: string }) =>
  unwrap(thread.reject.$post({ param: param(threadId) }));

/**
 * What a thread action tells when it ends. Said by the mutation itself, not by the button that started
 * it: an accepted or rejected suggestion leaves the open threads as the review is read again, and its
 * buttons with it.
 */
export interface ReviewOutcome<T> {
  /** The toast's title when it fails. */
  failure: string;
  /** The toast when it succeeds. */
  success?: (answer: T) => string;
}

/** A mutation that refreshes the video's review (and, for an accepted suggestion, its script) after it. */
export function useReviewMutation<T, A>(videoId: string, fn: (args: A) => Promise<T>, outcome?: ReviewOutcome<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (answer) => {
      if (outcome?.success) toast.success(outcome.success(answer));
    },
    onError: (error) => {
      if (outcome) showFailure(outcome.failure, error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.review(videoId) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.video(videoId), exact: true }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.scriptVersions(videoId) }),
      ]),
  });
}
