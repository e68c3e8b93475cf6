import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ScriptSelection } from "@/components/review/reviewable-script.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { MentionTextarea } from "../mention-textarea.tsx";

/** "Comment" or "Suggest" on the selected words: the quote, then the comment or the new words. */
export function CommentComposer({
  mode,
  selection,
  busy,
  onSubmit,
  onCancel,
}: {
  mode: "comment" | "suggest";
  selection: ScriptSelection;
  busy: boolean;
  onSubmit: (input: { body: string; replacement?: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("video");
  const [body, setBody] = useState("");
  const [replacement, setReplacement] = useState(selection.quote);
  const preview = selection.quote.length > 120 ? `${selection.quote.slice(0, 120)}…` : selection.quote;
  return (
    <form
      className="grid gap-3 rounded-lg border bg-card p-3"
      aria-label={mode === "comment" ? t("New comment") : t("New suggestion")}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(mode === "comment" ? { body } : { body, replacement });
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
    >
      <blockquote className="border-l-2 pl-2 text-muted-foreground text-sm italic">“{preview}”</blockquote>
      {mode === "suggest" && (
        <div className="grid gap-1.5">
          <Label htmlFor="suggestion-words">{t("New words (empty deletes them)")}</Label>
          <Input
            id="suggestion-words"
            value={replacement}
            onChange={(event) => setReplacement(event.target.value)}
            autoFocus
          />
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="comment-body">{mode === "comment" ? t("Comment") : t("Why (optional)")}</Label>
        <MentionTextarea
          id="comment-body"
          rows={3}
          value={body}
          onValueChange={setBody}
          placeholder={t("Type @ to mention a member")}
          autoFocus={mode === "comment"}
        />
      </div>
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={busy || (mode === "comment" ? body.trim() === "" : replacement === selection.quote)}
        >
          {busy && <Spinner />}
          {mode === "comment" ? t("Add comment") : t("Add suggestion")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}
