import { Save } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { useUpdateVideo } from "@/api/update-video.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ApiError, conflictOf, errorMessage } from "@/lib/api.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { packagingSchema, ruleOfIssue } from "../../../../shared/packaging-rules.ts";
import {
  type PackagingContent,
  type PackagingVersion,
  packagingConflictSchema,
} from "../../../../shared/schemas/packaging.ts";
import { usePackaging } from "../api/get-packaging.ts";
import { useSavePackaging } from "../api/save-packaging.ts";
import { useRuleText } from "../lib/rule-text.ts";
import { PackagingConflictDialog } from "./packaging-conflict-dialog.tsx";
import { type PackagingBrief, PackagingEditor } from "./packaging-editor.tsx";
import { PackagingHistory } from "./packaging-history.tsx";

export interface VideoPackagingProps {
  video: { id: string; title: string; channelId: string; folderId: string };
  brief: PackagingBrief;
}

const same = (a: PackagingContent | null, b: PackagingContent | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A video's saved packaging (the video page's Packaging tab, and the studio's Package panel when it
 * writes for a video): edits stay here until Save, which stores a new version on top of the one they
 * started from (409 when someone saved meanwhile).
 */
export function VideoPackaging({ video, brief }: VideoPackagingProps) {
  const { t } = useTranslation("packaging");
  const ruleText = useRuleText();
  const query = usePackaging(video.id);
  const save = useSavePackaging();
  const rename = useUpdateVideo();
  const saved = query.data?.packaging ?? null;
  const [draft, setDraft] = useState<PackagingContent | null>(null);
  const [base, setBase] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; latest: PackagingVersion | null } | null>(null);

  useEffect(() => {
    if (loaded || !query.isSuccess) return;
    setDraft(query.data.packaging?.content ?? null);
    setBase(query.data.packaging?.number ?? null);
    setLoaded(true);
  }, [loaded, query.isSuccess, query.data]);

  const unsaved = loaded && draft !== null && !same(draft, saved?.content ?? null);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  // Leaving for another screen with unsaved edits asks first (the video page's tabs keep them).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  if (query.isPending || !loaded) return <Spinner aria-label={t("Loading the packaging")} />;
  if (query.isError)
    return (
      <p className="text-destructive text-sm">
        {t("Failed to load the packaging: {error}", { error: errorMessage(query.error) })}
      </p>
    );

  const store = async (content: PackagingContent, baseVersion: number | null, restoredFrom?: number) => {
    const checked = packagingSchema.safeParse(content);
    if (!checked.success) {
      const first = checked.error.issues[0];
      const rule = ruleOfIssue(first);
      toast.error(t("Not saved: fix the packaging first"), { description: rule ? ruleText(rule) : first?.message });
      return false;
    }
    try {
      const { packaging } = await save.mutateAsync({
        videoId: video.id,
        content: checked.data,
        baseVersion,
        restoredFrom,
      });
      setDraft(packaging.content);
      setBase(packaging.number);
      setConflict(null);
      toast.success(restoredFrom ? t("Version {n} restored", { n: restoredFrom }) : t("Packaging saved"), {
        description: t("Saved as version {n}.", { n: packaging.number }),
      });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The refused save's answer carries the other save: nothing is read again.
        setConflict({ message: error.message, latest: conflictOf(error, packagingConflictSchema)?.latest ?? null });
        return false;
      }
      showFailure(t("Failed to save the packaging"), error);
      return false;
    }
  };

  const applyTitle = (title: string) =>
    rename.mutate(
      { videoId: video.id, title, channelId: video.channelId },
      {
        onSuccess: () => toast.success(t("Video title updated"), { description: title }),
        onError: (error) => showFailure(t("Failed to update the title"), error),
      },
    );

  const footer = (
    <div className="flex flex-wrap items-center gap-2 border-t pt-4">
      <Button type="button" onClick={() => draft && store(draft, base)} disabled={!unsaved || save.isPending}>
        {save.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Save aria-hidden="true" />}
        {save.isPending ? t("Saving...") : t("Save packaging")}
      </Button>
      {saved && (
        <PackagingHistory
          videoId={video.id}
          newest={saved.number}
          unsaved={unsaved}
          restoring={save.isPending}
          onRestore={(version) => store(version.content, base, version.number)}
        />
      )}
      <span className="text-muted-foreground text-sm" aria-live="polite" data-testid="packaging-save-state">
        {unsaved ? t("Unsaved changes") : saved ? t("Saved · version {n}", { n: saved.number }) : t("Not saved yet")}
      </span>
    </div>
  );

  return (
    <>
      <PackagingEditor
        content={draft}
        onChange={setDraft}
        brief={brief}
        wordsPerMinute={query.data.wordsPerMinute}
        applyTitle={{ current: video.title, onApply: applyTitle, applying: rename.isPending }}
        footer={footer}
        disabled={save.isPending}
      />
      <AlertDialog open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("Leave without saving the packaging?")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("Your edits to the packaging are not saved and will be lost.")}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("Stay")}</AlertDialogCancel>
            <AlertDialogAction onClick={() => blocker.proceed?.()}>{t("Leave")}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {conflict && draft && (
        <PackagingConflictDialog
          message={conflict.message}
          latest={conflict.latest}
          mine={draft}
          saving={save.isPending}
          onClose={() => setConflict(null)}
          onLoadTheirs={() => {
            setDraft(conflict.latest?.content ?? null);
            setBase(conflict.latest?.number ?? null);
            setConflict(null);
          }}
          onSaveMine={() => store(draft, conflict.latest?.number ?? null)}
        />
      )}
    </>
  );
}
