import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, FileVideo, Pause, Play } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { libraryKeys } from "@/api/query-keys.ts";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Progress } from "@/components/ui/progress.tsx";
import { ApiError, errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import type { UploadState } from "../../../../shared/schemas/publishing.ts";
import { publishingKeys } from "../api/publishing.ts";
import { getUpload, sendChunk, startUpload } from "../api/upload.ts";
import { useShortFileProblem } from "../hooks/use-short-file-problem.ts";
import { UploadStartButton } from "./upload-start-button.tsx";

type Phase = "idle" | "uploading" | "paused" | "interrupted" | "done";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const RETRIES = 5;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A failure worth retrying: the network (status 0) or the server/YouTube (5xx), not a refusal. */
const retryable = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * "Upload video": the file goes to the server in chunks, each relayed on to YouTube as it arrives.
 * Pause stops between (or aborts) chunks; after a dropped connection the upload asks YouTube what
 * it has and goes on from there, by itself a few times, then with "Resume".
 */
export function UploadSection({
  videoId,
  meantAsShort,
  onDone,
}: {
  videoId: string;
  /** The packaging marks the video as a Short: a chosen file is checked against YouTube's Shorts rule first. */
  meantAsShort: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation("publishing");
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const shortCheck = useShortFileProblem(file, meantAsShort);
  const [releaseAt, setReleaseAt] = useState("");
  const releaseId = useId();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // datetime-local is the member's own time zone; YouTube takes UTC.
  const releaseUtc = releaseAt ? new Date(releaseAt) : null;

  const run = async (current: UploadState, chosen: File) => {
    const controller = new AbortController();
    running.current = controller;
    setPhase("uploading");
    setError(null);
    let state = current;
    let failures = 0;
    while (!state.done) {
      if (controller.signal.aborted) return;
      const end = Math.min(state.received + state.chunkBytes, chosen.size);
      try {
        const answer = await sendChunk(state.id, state.received, chosen.slice(state.received, end), controller.signal);
        state = answer;
        setNote(answer.lost ? t("{lost} Resumed at {size}.", { lost: answer.lost, size: mb(answer.received) }) : null);
        failures = 0;
      } catch (failure) {
        if (controller.signal.aborted) return;
        if (!retryable(failure) && !(failure instanceof ApiError && failure.status === 409)) {
          setError(errorMessage(failure));
          setPhase("interrupted");
          return;
        }
        failures += 1;
        if (failures > RETRIES) {
          setError(t("The connection dropped: {error}", { error: errorMessage(failure) }));
          setPhase("interrupted");
          return;
        }
        setNote(
          t("The connection dropped; asking YouTube how much arrived (try {n} of {max})...", {
            n: failures,
            max: RETRIES,
          }),
        );
        await wait(500 * failures);
        try {
          state = await getUpload(state.id);
        } catch {
          // Still unreachable: the next round tries again.
        }
      }
      setUpload(state);
    }
    running.current = null;
    onDone();
    setPhase("done");
    setNote(null);
    if (state.auditLocked) toast.error(t("YouTube locked the upload to private"), { description: state.auditLocked });
    else toast.success(t("Uploaded to YouTube as a private video ({id})", { id: state.youtubeVideoId }));
    await queryClient.invalidateQueries({ queryKey: publishingKeys.state(videoId) });
    // A release time YouTube kept is on the production calendars now.
    if (state.publishAt && !state.auditLocked)
      await queryClient.invalidateQueries({ queryKey: libraryKeys.calendars() });
  };

  const begin = async () => {
    if (!file) return;
    setError(null);
    try {
      const started = await startUpload(videoId, {
        size: file.size,
        contentType: file.type || "application/octet-stream",
        publishAt: releaseUtc ? releaseUtc.toISOString() : null,
      });
      setUpload(started);
      await run(started, file);
    } catch (failure) {
      setError(errorMessage(failure));
      setPhase("idle");
    }
  };

  const pause = () => {
    running.current?.abort();
    running.current = null;
    setPhase("paused");
  };

  const resume = async () => {
    if (!upload || !file) return;
    setError(null);
    try {
      const now = await getUpload(upload.id);
      setUpload(now);
      await run(now, file);
    } catch (failure) {
      setError(errorMessage(failure));
      setPhase("interrupted");
    }
  };

  const percent = upload ? Math.floor((upload.received / upload.size) * 100) : 0;
  const progress = upload ? { received: mb(upload.received), size: mb(upload.size), percent } : {};

  return (
    <section aria-labelledby="upload-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="upload-heading" className="font-semibold">
          {t("Upload video")}
        </h3>
        <p className="text-muted-foreground text-sm">
          {t(
            "The file goes to YouTube as a private video, with the title, description and tags of the packaging. It uses one of the project's daily uploads (YouTube counts uploads on their own, 100 a day by default).",
          )}
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept="video/*"
        aria-label={t("Video file")}
        tabIndex={-1}
        className="hidden"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setUpload(null);
          setPhase("idle");
          setError(null);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={phase === "uploading" || phase === "paused"}
        >
          <FileVideo aria-hidden="true" />
          {file ? t("Choose another file") : t("Choose video file")}
        </Button>
        {file && (
          <span className="text-sm" data-testid="upload-file">
            {file.name} · {mb(file.size)}
          </span>
        )}
      </div>
      {file && phase === "idle" && (
        <div className="grid gap-3">
          <div className="grid max-w-sm gap-1.5">
            <Label htmlFor={releaseId}>{t("Release time (optional, your time zone: {zone})", { zone })}</Label>
            <Input
              id={releaseId}
              type="datetime-local"
              value={releaseAt}
              onChange={(event) => setReleaseAt(event.target.value)}
              aria-describedby={`${releaseId}-utc`}
            />
            <p id={`${releaseId}-utc`} className="text-muted-foreground text-xs">
              {releaseUtc && !Number.isNaN(releaseUtc.getTime())
                ? t("YouTube makes it public at {utc}, even if this server is down.", {
                    utc: `${releaseUtc.toISOString().slice(0, 16).replace("T", " ")} UTC`,
                  })
                : t("Without a release time the video stays private until you publish it.")}
            </p>
          </div>
          <UploadStartButton check={shortCheck} onStart={() => void begin()} />
        </div>
      )}
      {upload && (
        <div className="grid gap-2">
          <Progress value={percent} aria-label={t("Upload progress")} aria-valuetext={`${percent}%`} />
          <p className="text-muted-foreground text-sm" role="status" data-testid="upload-progress">
            {phase === "done"
              ? upload.publishAt
                ? t("Uploaded to YouTube as a private video ({id}), released at {utc}.", {
                    id: upload.youtubeVideoId,
                    utc: `${upload.publishAt.slice(0, 16).replace("T", " ")} UTC`,
                  })
                : t("Uploaded to YouTube as a private video ({id}).", { id: upload.youtubeVideoId })
              : phase === "paused"
                ? t("{received} of {size} ({percent}%) · paused", progress)
                : t("{received} of {size} ({percent}%)", progress)}
          </p>
          {note && <p className="text-muted-foreground text-xs">{note}</p>}
          <div className="flex flex-wrap gap-2">
            {phase === "uploading" && (
              <Button variant="outline" onClick={pause}>
                <Pause aria-hidden="true" />
                {t("Pause")}
              </Button>
            )}
            {(phase === "paused" || phase === "interrupted") && (
              <Button onClick={() => void resume()}>
                <Play aria-hidden="true" />
                {t("Resume")}
              </Button>
            )}
          </div>
        </div>
      )}
      {phase === "done" && upload?.auditLocked && (
        <p
          role="alert"
          data-testid="upload-audit-locked"
          className="flex gap-2 rounded-lg border border-destructive/40 p-3 text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          {upload.auditLocked}
        </p>
      )}
      {error && (
        <p role="alert" className="flex gap-2 text-destructive text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </section>
  );
}
