import { MessageSquareText, PencilLine } from "lucide-react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge.tsx";
import { cn } from "@/lib/cn.ts";
import { formatRelativeTime } from "@/lib/format-date.ts";
import { i18n } from "@/lib/i18n.ts";
import { noteSegments } from "../../../shared/mentions.ts";
import { msg } from "../../../shared/message.ts";
import type { ReviewAuthor, ReviewThread } from "../../../shared/schemas/review.ts";

/** A comment's text with @mentions shown as names (never HTML). */
export function CommentText({ body }: { body: string }) {
  return (
    <p dir="auto" className="whitespace-pre-wrap break-words text-sm">
      {noteSegments(body).map((segment, i) =>
        "text" in segment ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <span key={i} className="font-medium text-primary">
            @{segment.mention.name}
          </span>
        ),
      )}
    </p>
  );
}

// Marked with msg() for the catalogue ("common"), shown through t().
const STATUS_LABEL: Record<ReviewThread["status"], string> = {
  open: msg("Open"),
  resolved: msg("Resolved"),
  accepted: msg("Accepted"),
  rejected: msg("Rejected"),
};

/** src/shared's reviewAuthorName in the interface's language: "Olga (guest)", "A former member". */
function authorName(author: ReviewAuthor): string {
  if (!author) return i18n.t("A former member", { ns: "common" });
  return author.kind === "guest" ? i18n.t("{name} (guest)", { ns: "common", name: author.name }) : author.name;
}

/** One thread beside the script: its words (or "on text that has changed"), its text and replies. */
export function ThreadCard({
  thread,
  active,
  actions,
  children,
}: {
  thread: ReviewThread;
  active: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation("common");
  const changed = thread.location === null;
  const suggestion = thread.kind === "suggestion";
  return (
    <article
      aria-label={
        suggestion
          ? t("Suggestion by {name}", { name: authorName(thread.author) })
          : t("Comment by {name}", { name: authorName(thread.author) })
      }
      data-testid="review-thread"
      data-thread-id={thread.id}
      className={cn(
        "grid gap-2 rounded-lg border bg-card p-3 text-card-foreground",
        active && "border-primary ring-2 ring-primary/30",
        thread.status !== "open" && "opacity-80",
      )}
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        {suggestion ? (
          <PencilLine className="size-4 text-primary" aria-hidden="true" />
        ) : (
          <MessageSquareText className="size-4 text-primary" aria-hidden="true" />
        )}
        <span className="font-medium">{authorName(thread.author)}</span>
        <span className="text-muted-foreground text-xs">{formatRelativeTime(thread.createdAt)}</span>
        {thread.status !== "open" && <Badge variant="secondary">{t(STATUS_LABEL[thread.status])}</Badge>}
        {changed && <Badge variant="outline">{t("On text that has changed")}</Badge>}
        {!changed && thread.location?.exact === false && <Badge variant="outline">{t("Words edited since")}</Badge>}
      </header>
      {suggestion ? (
        <p className="text-sm">
          {thread.replacement === "" ? (
            <Trans
              t={t}
              i18nKey="Delete <del>{quote}</del>"
              values={{ quote: thread.quote.exact }}
              components={{ del: <del className="rounded-sm bg-rose-100 px-0.5 dark:bg-rose-950" /> }}
            />
          ) : (
            <Trans
              t={t}
              i18nKey="Replace <del>{quote}</del> with <ins>{replacement}</ins>"
              values={{ quote: thread.quote.exact, replacement: thread.replacement }}
              components={{
                del: <del className="rounded-sm bg-rose-100 px-0.5 dark:bg-rose-950" />,
                ins: <ins className="rounded-sm bg-emerald-100 px-0.5 no-underline dark:bg-emerald-950" />,
              }}
            />
          )}
        </p>
      ) : (
        <blockquote className="border-l-2 pl-2 text-muted-foreground text-sm italic">“{thread.quote.exact}”</blockquote>
      )}
      {thread.body && <CommentText body={thread.body} />}
      {thread.replies.length > 0 && (
        <ol className="grid gap-2 border-l pl-3" aria-label={t("Replies")}>
          {thread.replies.map((reply) => (
            <li key={reply.id} className="grid gap-0.5">
              <span className="text-xs">
                <span className="font-medium">{authorName(reply.author)}</span>{" "}
                <span className="text-muted-foreground">{formatRelativeTime(reply.createdAt)}</span>
              </span>
              <CommentText body={reply.body} />
            </li>
          ))}
        </ol>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      {children}
    </article>
  );
}
