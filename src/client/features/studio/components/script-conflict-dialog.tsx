import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { VersionConflictDialog } from "@/components/version-conflict-dialog.tsx";
import { WordDiffView } from "@/components/word-diff-view.tsx";
import { formatDateTime, formatRelativeTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";
import type { ScriptVersion } from "../../../../shared/schemas/script-versions.ts";

interface ScriptConflictDialogProps {
  /** The newest version, as the save's 409 carried it (null: the video has no script after all). */
  newest: ScriptVersion | null;
  /** The editor's text: never discarded here. */
  yours: string;
  baseVersion: number | null;
  saving: boolean;
  /** Saves the editor's text on top of `newest`, the version someone else saved meanwhile. */
  onSaveMine: (newest: number) => void;
  onClose: () => void;
}

/**
 * issue 10 item 4, two editors: someone saved a newer version since this editor opened. Says who and
 * when, shows the difference between their text and this one, and lets the member save theirs as the
 * newest version or copy the other text. Closing keeps the editor as it is. Their version is the one
 * the refused save's answer carried: nothing is read again.
 */
export function ScriptConflictDialog({
  newest,
  yours,
  baseVersion,
  saving,
  onSaveMine,
  onClose,
}: ScriptConflictDialogProps) {
  const copyTheirs = async () => {
    if (!newest) return;
    try {
      await navigator.clipboard.writeText(newest.content);
      toast.success("Copied their version", { description: `Version ${newest.number} is on the clipboard.` });
    } catch {
      toast.error("Failed to copy", { description: "Could not copy their version to the clipboard" });
    }
  };

  return (
    <VersionConflictDialog
      title="Someone saved a newer version"
      wide
      message={
        newest ? (
          <>
            {newest.author?.name ?? "A deleted account"} saved version {newest.number}{" "}
            <time dateTime={newest.createdAt} title={formatDateTime(newest.createdAt)}>
              {formatRelativeTime(newest.createdAt)}
            </time>{" "}
            ({formatDateTime(newest.createdAt)}),{" "}
            {baseVersion === null
              ? "while you were writing: this video had no script when you started."
              : `after version ${baseVersion}, which you started from.`}{" "}
            Your text was not saved, and it is still in the editor.
          </>
        ) : (
          "Another version was saved while you were writing. Your text was not saved, and it is still in the editor."
        )
      }
      otherAction={
        <Button variant="outline" onClick={copyTheirs} disabled={!newest}>
          <Copy aria-hidden="true" />
          Copy their text
        </Button>
      }
      saveLabel="Save mine as the newest version"
      saving={saving}
      canSave={newest !== null}
      onSaveMine={() => newest && onSaveMine(newest.number)}
      onClose={onClose}
    >
      {newest && (
        <WordDiffView
          before={newest.content}
          after={yours}
          beforeLabel={`Their version ${newest.number}`}
          afterLabel="Your text"
        />
      )}
    </VersionConflictDialog>
  );
}
