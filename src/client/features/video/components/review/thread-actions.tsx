import { Check, CircleCheck, Crosshair, RotateCcw, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ThreadCard } from "@/components/review/thread-card.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import type { ReviewThread } from "../../../../../shared/schemas/review.ts";
import {
  acceptSuggestion,
  rejectSuggestion,
  replyToThread,
  setThreadStatus,
  useReviewMutation,
} from "../../api/review-comments.ts";
import { MentionTextarea } from "../mention-textarea.tsx";

/** A thread with what a member can do: show its words, reply, resolve or reopen, accept or reject. */
export function MemberThread({
  videoId,
  thread,
  active,
  currentVersion,
  onShow,
}: {
  videoId: string;
  thread: ReviewThread;
  active: boolean;
  currentVersion: number;
  onShow: (thread: ReviewThread) => void;
}) {
  const { t } = useTranslation("video");
  const [reply, setReply] = useState("");
  const open = thread.status === "open";
  const replying = useReviewMutation(videoId, replyToThread);
  const status = useReviewMutation(videoId, setThreadStatus, {
    failure: open ? t("Could not resolve") : t("Could not reopen"),
  });
  const accept = useReviewMutation(videoId, acceptSuggestion, {
    failure: t("Could not accept the suggestion"),
    success: (answer) => answer.message,
  });
  const reject = useReviewMutation(videoId, rejectSuggestion, {
    failure: t("Could not reject"),
    success: (answer) => answer.message,
  });
  const fail = (what: string) => (error: unknown) => showFailure(what, error);
  const suggestion = thread.kind === "suggestion";

  const actions = (
    <>
      {thread.location && (
        <Button size="sm" variant="ghost" onClick={() => onShow(thread)}>
          <Crosshair aria-hidden="true" />
          {t("Show in script")}
        </Button>
      )}
      {suggestion && open && (
        <>
          <Button
            size="sm"
            disabled={accept.isPending}
            onClick={() => accept.mutate({ threadId: thread.id, baseVersion: currentVersion })}
          >
            {accept.isPending ? <Spinner /> : <Check aria-hidden="true" />}
            {t("Accept")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={reject.isPending}
            onClick={() => reject.mutate({ threadId: thread.id })}
          >
            <X aria-hidden="true" />
            {t("Reject")}
          </Button>
        </>
      )}
      {!suggestion && (
        <Button
          size="sm"
          variant="outline"
          disabled={status.isPending}
          onClick={() => status.mutate({ threadId: thread.id, status: open ? "resolved" : "open" })}
        >
          {open ? <CircleCheck aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
          {open ? t("Resolve") : t("Reopen")}
        </Button>
      )}
    </>
  );

  return (
    <ThreadCard thread={thread} active={active} actions={actions}>
      {open && (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            replying.mutate(
              { threadId: thread.id, body: reply },
              { onSuccess: () => setReply(""), onError: fail(t("Could not reply")) },
            );
          }}
        >
          <MentionTextarea
            aria-label={t("Reply")}
            rows={1}
            value={reply}
            onValueChange={setReply}
            placeholder={t("Reply…")}
          />
          {reply.trim() !== "" && (
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              className="justify-self-start"
              disabled={replying.isPending}
            >
              {replying.isPending && <Spinner />}
              {t("Reply")}
            </Button>
          )}
        </form>
      )}
    </ThreadCard>
  );
}
