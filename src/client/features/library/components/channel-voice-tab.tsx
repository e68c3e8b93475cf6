import { Mic, Pencil, RefreshCw } from "lucide-react";
import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error.tsx";
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
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useChannelVoice } from "@/features/library/api/get-channel-voice.ts";
import { useRebuildChannelVoice } from "@/features/library/api/rebuild-channel-voice.ts";
import { useUpdateChannelVoice } from "@/features/library/api/update-channel-voice.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { formatDateTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";
import type { ChannelVoice, ChannelVoiceAnswer } from "../../../../shared/schemas/channel-voice.ts";
import { useErrorToast } from "../hooks/use-error-toast.ts";
import { EmptyState } from "./empty-state.tsx";
import { VoiceForm } from "./voice-form.tsx";

/**
 * issue 11: the channel's voice — a short style guide the studio follows when this channel is picked.
 * Shown, edited, or rebuilt from the channel's saved scripts (asking first when that replaces an edit).
 */
export function ChannelVoiceTab({ channelId }: { channelId: string }) {
  const { t } = useTranslation("library");
  const voice = useChannelVoice(channelId);
  const update = useUpdateChannelVoice();
  const rebuild = useRebuildChannelVoice();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useErrorToast(voice.error, t("Failed to load the voice profile"));

  const runRebuild = () =>
    rebuild.mutate(channelId, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setConfirming(false);
        setEditing(false);
      },
      onError: (error) => {
        setConfirming(false);
        showFailure(t("Failed to rebuild the voice profile"), error);
      },
    });
  const askThenRebuild = () => (voice.data?.origin === "edited" ? setConfirming(true) : runRebuild());

  const save = (profile: ChannelVoice) =>
    update.mutate(
      { channelId, profile },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setEditing(false);
        },
        onError: (error) => showFailure(t("Failed to save the voice profile"), error),
      },
    );

  const rebuildButton = (
    <Button variant="outline" onClick={askThenRebuild} disabled={rebuild.isPending || update.isPending}>
      {rebuild.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <RefreshCw aria-hidden="true" />}
      {rebuild.isPending ? t("Rebuilding...") : t("Rebuild from my scripts")}
    </Button>
  );

  return (
    <section className="grid gap-4" aria-labelledby="voice-heading" aria-busy={rebuild.isPending}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="voice-heading" className="font-semibold text-lg">
            {t("Voice")}
          </h2>
          <p className="text-muted-foreground text-sm">
            {t("How this channel's scripts sound. The studio follows it when you pick this channel.")}
          </p>
        </div>
        {voice.data && !editing && (
          <div className="flex flex-wrap gap-2">
            {voice.data.profile && (
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t("Edit Voice")}
              </Button>
            )}
            {rebuildButton}
          </div>
        )}
      </div>
      {voice.isPending ? (
        <div className="grid gap-3" role="status" aria-label={t("Loading the voice profile")}>
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-24" />
        </div>
      ) : voice.isError ? (
        <LoadError title={t("Failed to load the voice profile")} error={voice.error} onRetry={() => voice.refetch()} />
      ) : editing ? (
        <VoiceForm
          profile={voice.data.profile}
          saving={update.isPending}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      ) : voice.data.profile ? (
        <VoiceProfile answer={voice.data} profile={voice.data.profile} />
      ) : (
        <EmptyState
          icon={Mic}
          title={t("No voice profile yet")}
          description={t("Build one from the scripts saved to this channel, or write it yourself.")}
          action={
            <Button variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t("Write it yourself")}
            </Button>
          }
        />
      )}
      <AlertDialog open={confirming} onOpenChange={(open) => !rebuild.isPending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("Replace your edited voice?")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t(
                "Rebuilding reads the channel's saved scripts again and replaces the profile that was edited by hand.",
              )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={rebuild.isPending}>{t("Keep My Edits")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={rebuild.isPending}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                runRebuild();
              }}
            >
              {rebuild.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {rebuild.isPending ? t("Rebuilding...") : t("Rebuild")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function VoiceProfile({ answer, profile }: { answer: ChannelVoiceAnswer; profile: ChannelVoice }) {
  const { t } = useTranslation("library");
  const when = answer.updatedAt ? formatDateTime(answer.updatedAt) : "";
  const source =
    answer.origin === "built" && answer.basis
      ? answer.basis.videoTitles
        ? t("Built from {scripts, plural, one {# script} other {# scripts}} and {titles, number} video titles", {
            scripts: answer.basis.scripts,
            titles: answer.basis.videoTitles,
          })
        : t("Built from {scripts, plural, one {# script} other {# scripts}}", { scripts: answer.basis.scripts })
      : t("Edited");
  const row = (label: string, value: string) =>
    value ? (
      <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-sm">{label}</dt>
        <dd className="whitespace-pre-line break-words text-sm">{value}</dd>
      </div>
    ) : null;
  const badges = (label: string, items: string[]) =>
    items.length > 0 ? (
      <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-sm">{label}</dt>
        <dd>
          <ul className="flex flex-wrap gap-1.5" aria-label={label}>
            {items.map((item) => (
              <li key={item}>
                <Badge variant="secondary" className="whitespace-normal text-left">
                  {item}
                </Badge>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    ) : null;

  return (
    <div className="grid gap-3 rounded-xl border p-4" data-testid="voice-profile">
      <p className="text-muted-foreground text-xs">
        {when
          ? t("{source} · {when} · Speaks at {rate, number} words a minute", {
              source,
              when,
              rate: answer.wordsPerMinute,
            })
          : t("{source} · Speaks at {rate, number} words a minute", { source, rate: answer.wordsPerMinute })}
      </p>
      <dl className="grid gap-3">
        {row(t("Tone"), profile.tone)}
        {row(t("Sentence length"), t("About {n, number} words", { n: profile.sentenceLength }))}
        {row(t("Vocabulary"), profile.vocabulary)}
        {badges(t("Signature phrases"), profile.signaturePhrases)}
        {row(t("How videos open"), profile.openings)}
        {row(t("How videos close"), profile.closings)}
        {badges(t("Words to avoid"), profile.avoidWords)}
      </dl>
    </div>
  );
}
