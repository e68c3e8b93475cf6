import { Copy } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
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
  /** The script's language: its words, and the unit changes are counted in. */
  language?: string;
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
  language,
  baseVersion,
  saving,
  onSaveMine,
  onClose,
}: ScriptConflictDialogProps) {
  const { t } = useTranslation("studio");
  const copyTheirs = async () => {
    if (!newest) return;
    try {
      await navigator.clipboard.writeText(newest.content);
      toast.success(t("Copied their version"), {
        description: t("Version {number} is on the clipboard.", { number: newest.number }),
      });
    } catch {
      toast.error(t("Failed to copy"), { description: t("Could not copy their version to the clipboard") });
    }
  };

  return (
    <VersionConflictDialog
      title={t("Someone saved a newer version")}
      wide
      message={
        newest ? (
          <Trans
            t={t}
            i18nKey={
              baseVersion === null
                ? "{author} saved version {number} <when>{relative}</when> ({date}), while you were writing: this video had no script when you started. Your text was not saved, and it is still in the editor."
                : "{author} saved version {number} <when>{relative}</when> ({date}), after version {base}, which you started from. Your text was not saved, and it is still in the editor."
            }
            values={{
              author: newest.author?.name ?? t("A deleted account"),
              number: newest.number,
              relative: formatRelativeTime(newest.createdAt),
              date: formatDateTime(newest.createdAt),
              base: baseVersion ?? 0,
            }}
            components={{ when: <time dateTime={newest.createdAt} title={formatDateTime(newest.createdAt)} /> }}
          />
        ) : (
          t("Another version was saved while you were writing. Your text was not saved, and it is still in the editor.")
        )
      }
      otherAction={
        <Button variant="outline" onClick={copyTheirs} disabled={!newest}>
          <Copy aria-hidden="true" />
          {t("Copy their text")}
        </Button>
      }
      saveLabel={t("Save mine as the newest version")}
      saving={saving}
      canSave={newest !== null}
      onSaveMine={() => newest && onSaveMine(newest.number)}
      onClose={onClose}
    >
      {newest && (
        <WordDiffView
          before={newest.content}
          after={yours}
          beforeLabel={t("Their version {number}", { number: newest.number })}
          afterLabel={t("Your text")}
          language={language}
        />
      )}
    </VersionConflictDialog>
  );
}
