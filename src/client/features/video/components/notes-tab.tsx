import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquarePlus, StickyNote } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { formatDateTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";
import { noteSegments } from "../../../../shared/mentions.ts";
import { type CreateNoteInput, createNoteSchema, type Note } from "../../../../shared/schemas/video.ts";
import { useCreateNote } from "../api/create-note.ts";
import { useNotes } from "../api/get-notes.ts";
import { MentionTextarea } from "./mention-textarea.tsx";

/** spec §2 Notes: a 4-row textarea (non-blank) and 'Notes (count)', newest first, with author and date-time. */
export function NotesTab({ videoId }: { videoId: string }) {
  const { t } = useTranslation("video");
  const notes = useNotes(videoId);
  const create = useCreateNote();
  const form = useForm<CreateNoteInput>({ resolver: zodResolver(createNoteSchema), defaultValues: { content: "" } });
  const { errors } = form.formState;
  const content = form.watch("content");
  const blank = content.trim() === "";
  const field = form.register("content");

  const onSubmit = form.handleSubmit(({ content }) =>
    create.mutateAsync({ videoId, content }).then(
      ({ message }) => {
        toast.success(message || t("Note added successfully"));
        form.reset({ content: "" });
      },
      (error: unknown) => showFailure(t("Failed to add note"), error),
    ),
  );

  return (
    <div className="grid gap-4">
      <Card>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            <Label htmlFor="note-content">{t("Add a note")}</Label>
            <MentionTextarea
              id="note-content"
              rows={4}
              placeholder={t("Ideas, feedback, things to fix before publishing... Type @ to mention a member.")}
              className="field-sizing-fixed resize-y"
              aria-invalid={Boolean(errors.content)}
              aria-describedby={errors.content ? "note-content-error" : undefined}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={content}
              onValueChange={(next) =>
                form.setValue("content", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
              }
            />
            {errors.content && (
              <p id="note-content-error" role="alert" className="text-destructive text-sm">
                {errors.content.message && t(errors.content.message)}
              </p>
            )}
            <div>
              <Button type="submit" disabled={blank || create.isPending}>
                {create.isPending ? (
                  <Spinner aria-hidden="true" role="presentation" />
                ) : (
                  <MessageSquarePlus aria-hidden="true" />
                )}
                {create.isPending ? t("Adding...") : t("Add Note")}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <StickyNote className="size-5 text-primary" aria-hidden="true" />
            <h2>{t("Notes ({n})", { n: notes.data?.count ?? 0 })}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {notes.isPending ? (
            <div className="grid gap-3" role="status" aria-label={t("Loading notes")}>
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : notes.isError ? (
            <LoadError title={t("Failed to load notes")} error={notes.error} onRetry={() => notes.refetch()} />
          ) : notes.data.notes.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground text-sm">{t("No notes yet")}</p>
          ) : (
            <ol className="grid gap-3" aria-label={t("Notes")}>
              {notes.data.notes.map((note) => (
                <NoteItem key={note.id} note={note} />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function NoteItem({ note }: { note: Note }) {
  const { t } = useTranslation("video");
  const author = note.author ? note.author.name || note.author.email : t("Deleted user");
  return (
    <li className="grid gap-2 rounded-lg border bg-muted/30 p-3" data-testid="note">
      {/* Text and mentions as text nodes: a note never becomes markup. */}
      <p className="whitespace-pre-wrap break-words text-sm">
        {noteSegments(note.content).map((segment, index) =>
          "mention" in segment ? (
            <span
              key={index}
              data-testid="mention"
              className="rounded bg-accent px-0.5 font-semibold text-accent-foreground"
            >
              @{segment.mention.name}
            </span>
          ) : (
            segment.text
          ),
        )}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground text-xs">
        <span className="font-medium text-foreground/80">{author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
      </p>
    </li>
  );
}
