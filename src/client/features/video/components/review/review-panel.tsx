import { MessageSquarePlus, PencilLine } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { usePresence } from "@/api/presence.ts";
import { PresenceBar } from "@/components/presence-bar.tsx";
import { ReviewableScript, type ScriptSelection, selectRange } from "@/components/review/reviewable-script.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { formatRelativeTime } from "@/lib/format-date.ts";
import { i18n } from "@/lib/i18n.ts";
import { useSessionUser } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import type { ReviewDecision, ReviewSummary, ReviewThread } from "../../../../../shared/schemas/review.ts";
import type { VideoDetail } from "../../../../../shared/schemas/video.ts";
import { useReview } from "../../api/get-review.ts";
import { addComment, addSuggestion, useReviewMutation } from "../../api/review-comments.ts";
import { decideReview, useReviewSettings, useUpdateReviewSettings } from "../../api/review-sign-off.ts";
import { CommentComposer } from "./comment-composer.tsx";
import { DecideButtons } from "./decide-buttons.tsx";
import { RequestReviewDialog } from "./request-review-dialog.tsx";
import { ShareDialog } from "./share-dialog.tsx";
import { MemberThread } from "./thread-actions.tsx";

/** Who decided: "You", a member by name, a guest by the name they gave marked "(guest)". */
function reviewerName(decision: ReviewDecision, userId: string | undefined): string {
  const reviewer = decision.reviewer;
  if (!reviewer) return i18n.t("Someone", { ns: "video" });
  if (reviewer.kind === "guest") return i18n.t("{name} (guest)", { ns: "video", name: reviewer.name });
  return reviewer.id === userId ? i18n.t("You", { ns: "video" }) : reviewer.name;
}

/** src/shared's reviewStateLabel, in the interface's language. */
function reviewState(summary: ReviewSummary): string {
  if (summary.version === null) return i18n.t("No script", { ns: "video" });
  if (summary.changesRequested > 0) return i18n.t("Changes requested", { ns: "video" });
  if (summary.approved) return i18n.t("Approved", { ns: "video" });
  if (summary.reviewers === 0) return i18n.t("Not reviewed", { ns: "video" });
  return i18n.t("{approvals} of {reviewers} approved", {
    ns: "video",
    approvals: summary.approvals,
    reviewers: summary.reviewers,
  });
}

/** One decision: who, what, on which version, their note, and when. */
function DecisionLine({ decision, userId }: { decision: ReviewDecision; userId: string | undefined }) {
  const { t } = useTranslation("video");
  const values = {
    reviewer: reviewerName(decision, userId),
    version: decision.version,
    note: decision.note ?? "",
    when: formatRelativeTime(decision.createdAt),
  };
  const components = {
    name: <span className="text-foreground" />,
    time: <time dateTime={decision.createdAt} />,
  };
  if (decision.decision === "approved") {
    return decision.note ? (
      <Trans
        t={t}
        i18nKey="<name>{reviewer}</name> approved version {version}: “{note}” · <time>{when}</time>"
        values={values}
        components={components}
      />
    ) : (
      <Trans
        t={t}
        i18nKey="<name>{reviewer}</name> approved version {version} · <time>{when}</time>"
        values={values}
        components={components}
      />
    );
  }
  return decision.note ? (
    <Trans
      t={t}
      i18nKey="<name>{reviewer}</name> asked for changes to version {version}: “{note}” · <time>{when}</time>"
      values={values}
      components={components}
    />
  ) : (
    <Trans
      t={t}
      i18nKey="<name>{reviewer}</name> asked for changes to version {version} · <time>{when}</time>"
      values={values}
      components={components}
    />
  );
}

/**
 * The Script tab's review (decision 036): who else is here, the review state and its actions, the
 * script with its comments highlighted, and the threads beside it.
 */
export function ReviewPanel({ video, script }: { video: VideoDetail; script: NonNullable<VideoDetail["script"]> }) {
  const { t } = useTranslation("video");
  const presence = usePresence(video.id, "viewing");
  const review = useReview(video.id);
  const settings = useReviewSettings(video.channel.id);
  const updateSettings = useUpdateReviewSettings(video.channel.id, video.id);
  const { user } = useSessionUser();
  const [selection, setSelection] = useState<ScriptSelection | null>(null);
  const [composer, setComposer] = useState<{ mode: "comment" | "suggest"; selection: ScriptSelection } | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [showClosed, setShowClosed] = useState(false);
  const textRef = useRef<HTMLDivElement | null>(null);
  const comment = useReviewMutation(video.id, addComment);
  const suggest = useReviewMutation(video.id, addSuggestion);
  const onSelection = useCallback((next: ScriptSelection | null) => setSelection(next), []);

  const data = review.data;
  // Threads are located in the version the answer was read for: shown once it is the script's own.
  const threads = data && data.version === script.version ? data.threads : [];
  const open = threads.filter((t) => t.status === "open");
  const closed = threads.filter((t) => t.status !== "open");
  const summary = data?.summary;

  const show = (thread: ReviewThread) => {
    setActiveId(thread.id);
    if (textRef.current && thread.location) {
      textRef.current.focus();
      selectRange(textRef.current, thread.location.start, thread.location.end);
    }
  };
  const submit = (input: { body: string; replacement?: string }) => {
    if (!composer) return;
    const base = { videoId: video.id, version: script.version, ...composer.selection };
    const done = {
      onSuccess: (answer: { message: string }) => {
        toast.success(answer.message);
        setComposer(null);
      },
      onError: (error: unknown) => showFailure(t("Could not add it"), error),
    };
    if (input.replacement === undefined) comment.mutate({ ...base, body: input.body }, done);
    else suggest.mutate({ ...base, body: input.body, replacement: input.replacement }, done);
  };
  // Open and closed threads show alike: the closed ones only on demand.
  const threadCard = (thread: ReviewThread) => (
    <MemberThread
      key={thread.id}
      videoId={video.id}
      thread={thread}
      active={activeId === thread.id}
      currentVersion={script.version}
      onShow={show}
    />
  );

  return (
    <div className="grid gap-4">
      <PresenceBar presence={presence.data} />
      <section aria-label={t("Review")} className="grid gap-3 rounded-lg border p-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-sm">{t("Review")}</span>
          {summary && (
            <Badge
              variant={summary.changesRequested > 0 ? "destructive" : summary.approved ? "default" : "secondary"}
              data-testid="review-state"
            >
              {reviewState(summary)}
            </Badge>
          )}
          {data && data.requests.length > 0 && (
            <span className="text-muted-foreground text-sm">
              {t("Asked: {names}", { names: data.requests.map((r) => r.reviewer.name).join(", ") })}
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RequestReviewDialog videoId={video.id} version={script.version} />
          <DecideButtons
            version={script.version}
            decide={(input) => decideReview({ videoId: video.id, ...input }).finally(() => review.refetch())}
          />
          <ShareDialog videoId={video.id} />
        </div>
        {data && data.decisions.length > 0 && (
          <ul aria-label={t("Decisions")} className="grid gap-1 text-sm" data-testid="review-decisions">
            {data.decisions.map((decision) => (
              <li key={decision.id} className="text-muted-foreground">
                <DecisionLine decision={decision} userId={user?.id} />
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-center gap-2">
          <Switch
            id="require-approval"
            checked={settings.data?.requireScriptApproval ?? false}
            disabled={settings.isPending || updateSettings.isPending}
            onCheckedChange={(checked) =>
              updateSettings.mutate(
                { requireScriptApproval: checked },
                { onError: (error) => showFailure(t("Could not save"), error) },
              )
            }
          />
          <Label htmlFor="require-approval" className="font-normal text-sm">
            {t("Scripts need approval in {channel} (a video leaves Scripting once its script is approved)", {
              channel: video.channel.name,
            })}
          </Label>
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-3">
          <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t("Selected words")}>
            <Button
              size="sm"
              variant="secondary"
              disabled={!selection}
              onClick={() => selection && setComposer({ mode: "comment", selection })}
            >
              <MessageSquarePlus aria-hidden="true" />
              {t("Comment")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!selection}
              onClick={() => selection && setComposer({ mode: "suggest", selection })}
            >
              <PencilLine aria-hidden="true" />
              {t("Suggest")}
            </Button>
            <span className="text-muted-foreground text-xs">
              {selection
                ? t("{n} characters selected", { n: selection.quote.length })
                : t("Select words in the script (Shift+arrows work too)")}
            </span>
          </div>
          {composer && (
            <CommentComposer
              key={`${composer.mode}-${composer.selection.start}-${composer.selection.end}`}
              mode={composer.mode}
              selection={composer.selection}
              busy={comment.isPending || suggest.isPending}
              onSubmit={submit}
              onCancel={() => setComposer(null)}
            />
          )}
          <ReviewableScript
            text={script.content}
            threads={threads}
            activeThreadId={activeId}
            onSelection={onSelection}
            onThreadClick={(id) => {
              setActiveId(id);
              document.querySelector(`article[data-thread-id="${id}"]`)?.scrollIntoView({ block: "nearest" });
            }}
            containerRef={textRef}
          />
        </div>
        <section aria-label={t("Comments")} className="grid content-start gap-3">
          <h3 className="font-medium text-sm">
            {closed.length > 0
              ? t("Comments ({open} open, {closed} closed)", { open: open.length, closed: closed.length })
              : t("Comments ({open} open)", { open: open.length })}
          </h3>
          {threads.length === 0 && (
            <p className="text-muted-foreground text-sm">
              {t("No comments yet. Select words in the script to comment.")}
            </p>
          )}
          {open.map(threadCard)}
          {closed.length > 0 && (
            <Button size="sm" variant="ghost" className="justify-self-start" onClick={() => setShowClosed((v) => !v)}>
              {showClosed ? t("Hide closed") : t("Show {n} closed", { n: closed.length })}
            </Button>
          )}
          {showClosed && closed.map(threadCard)}
        </section>
      </div>
    </div>
  );
}
