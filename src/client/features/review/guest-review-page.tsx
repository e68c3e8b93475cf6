import { useQueryClient } from "@tanstack/react-query";
import { FileText, MessageSquarePlus } from "lucide-react";
import { useCallback, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ReviewableScript, type ScriptSelection } from "@/components/review/reviewable-script.tsx";
import { ThreadCard } from "@/components/review/thread-card.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { ApiError, errorMessage } from "@/lib/api.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { formatDateTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";
import { NOT_FOUND } from "../../../shared/not-found.ts";
import { addGuestComment, guestReviewKey, nameGuest, useGuestReview } from "./api/guest-review.ts";
import { GuestDecision } from "./components/guest-decision.tsx";

/** The page a review link opens (decision 036): one script, no app shell, no other data. */
export function GuestReviewPage() {
  const { t } = useTranslation("review");
  const { token = "" } = useParams();
  const review = useGuestReview(token);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: guestReviewKey(token) });
  const [name, setName] = useState("");
  const [naming, setNaming] = useState(false);
  const [selection, setSelection] = useState<ScriptSelection | null>(null);
  const [draft, setDraft] = useState<{ selection: ScriptSelection; body: string } | null>(null);
  const [sending, setSending] = useState(false);
  const onSelection = useCallback((next: ScriptSelection | null) => setSelection(next), []);

  if (review.isPending) {
    return (
      <main className="flex min-h-svh items-center justify-center">
        <Spinner />
        <span className="sr-only">{t("Loading the script…")}</span>
      </main>
    );
  }
  if (review.isError) {
    const gone = review.error instanceof ApiError && review.error.status === 410;
    return (
      <main className="mx-auto flex min-h-svh max-w-lg flex-col items-center justify-center gap-3 px-6 text-center">
        <h1 className="font-semibold text-2xl">
          {gone ? t("This review link has expired") : t(NOT_FOUND.reviewLink, { ns: "server" })}
        </h1>
        <p className="text-muted-foreground">
          {gone ? t("Ask whoever shared it with you for a new one.") : errorMessage(review.error)}
        </p>
      </main>
    );
  }
  const data = review.data;
  const script = data.script;

  const sendComment = async () => {
    if (!draft || !script) return;
    setSending(true);
    try {
      await addGuestComment(token, { version: script.version, ...draft.selection, body: draft.body });
      toast.success(t("Comment added"));
      setDraft(null);
      await refresh();
    } catch (error) {
      showFailure(t("Could not add your comment"), error);
    } finally {
      setSending(false);
    }
  };

  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <p className="text-muted-foreground text-sm">
          {t("{channel} · shared for review", { channel: data.video.channel })}
        </p>
        <h1 className="font-semibold text-2xl tracking-tight">{data.video.title}</h1>
        <p className="text-muted-foreground text-xs">
          {t("This link works until {date}.", { date: formatDateTime(data.expiresAt) })}
        </p>
      </header>

      {!data.guest ? (
        <form
          className="grid max-w-md gap-2 rounded-lg border p-4"
          onSubmit={async (event) => {
            event.preventDefault();
            setNaming(true);
            try {
              await nameGuest(token, name);
              await refresh();
            } catch (error) {
              showFailure(t("Could not save your name"), error);
            } finally {
              setNaming(false);
            }
          }}
        >
          <Label htmlFor="guest-name">{t("Your name (shown with your comments)")}</Label>
          <div className="flex gap-2">
            <Input id="guest-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
            <Button type="submit" disabled={name.trim() === "" || naming}>
              {naming && <Spinner />}
              {t("Continue")}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm">
          <Trans
            t={t}
            i18nKey="Reviewing as <name>{name}</name> <badge>guest</badge>"
            values={{ name: data.guest.name }}
            components={{ name: <span className="font-medium" />, badge: <Badge variant="outline" /> }}
          />
        </p>
      )}

      {!script ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <FileText className="size-5" aria-hidden="true" />
          {t("This video has no script yet.")}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-label={t("Script")} className="grid content-start gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-medium">{t("Script, version {version}", { version: script.version })}</h2>
              {data.guest && (
                <GuestDecision token={token} version={script.version} decisions={data.decisions} onDone={refresh} />
              )}
            </div>
            {data.guest && (
              <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t("Selected words")}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!selection}
                  onClick={() => selection && setDraft({ selection, body: "" })}
                >
                  <MessageSquarePlus aria-hidden="true" />
                  {t("Comment")}
                </Button>
                <span className="text-muted-foreground text-xs">
                  {selection
                    ? t("{n, plural, one {# character selected} other {# characters selected}}", {
                        n: selection.quote.length,
                      })
                    : t("Select words to comment on them")}
                </span>
              </div>
            )}
            {draft && (
              <form
                className="grid gap-2 rounded-lg border p-3"
                aria-label={t("New comment")}
                onSubmit={(event) => {
                  event.preventDefault();
                  void sendComment();
                }}
              >
                <blockquote className="border-l-2 pl-2 text-muted-foreground text-sm italic">
                  “{draft.selection.quote.slice(0, 120)}”
                </blockquote>
                <Label htmlFor="guest-comment">{t("Comment")}</Label>
                <Textarea
                  id="guest-comment"
                  rows={3}
                  autoFocus
                  value={draft.body}
                  onChange={(e) => setDraft({ ...draft, body: e.target.value })}
                />
                <div className="flex gap-2">
                  <Button type="submit" size="sm" disabled={draft.body.trim() === "" || sending}>
                    {sending && <Spinner />}
                    {t("Add comment")}
                  </Button>
                  <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)}>
                    {t("Cancel")}
                  </Button>
                </div>
              </form>
            )}
            <ReviewableScript
              text={script.content}
              threads={data.threads}
              activeThreadId={null}
              onSelection={onSelection}
              onThreadClick={() => {}}
            />
          </section>
          <section aria-label={t("Comments")} className="grid content-start gap-3">
            <h2 className="font-medium text-sm">{t("Comments ({n, number})", { n: data.threads.length })}</h2>
            {data.threads.length === 0 && <p className="text-muted-foreground text-sm">{t("No comments yet.")}</p>}
            {data.threads.map((thread) => (
              <ThreadCard key={thread.id} thread={thread} active={false} />
            ))}
          </section>
        </div>
      )}

      {data.packaging && (
        <section aria-label={t("Packaging")} className="grid gap-2 rounded-lg border p-4">
          <h2 className="font-medium">{t("Packaging")}</h2>
          {data.packaging.title && <p className="font-medium">{data.packaging.title}</p>}
          <p className="whitespace-pre-wrap text-sm">{data.packaging.description}</p>
          {data.packaging.tags.length > 0 && (
            <p className="text-muted-foreground text-sm">
              {t("Tags: {tags}", { tags: data.packaging.tags.join(", ") })}
            </p>
          )}
        </section>
      )}
    </main>
  );
}
