import { CalendarClock } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { type PublishingState, setReleaseSchema } from "../../../../shared/schemas/publishing.ts";
import { useCancelRelease, useSetRelease } from "../api/release.ts";

/** An ISO time as the value of a datetime-local input: the member's own time zone, to the minute. */
function localInputValue(iso: string): string {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
const local = (date: Date) => date.toLocaleString(undefined, { dateStyle: "full", timeStyle: "short" });

/**
 * "Release time" for a video already on YouTube: private until then, made public by YouTube itself.
 * Setting, moving or cancelling it is one videos.update, its cost shown first.
 */
export function ReleaseSection({ videoId, state }: { videoId: string; state: PublishingState }) {
  const set = useSetRelease();
  const cancel = useCancelRelease();
  const inputId = useId();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const scheduled = state.release;
  const scheduledAt = scheduled?.publishAt ?? null;
  const [value, setValue] = useState(scheduledAt ? localInputValue(scheduledAt) : "");
  const [invalid, setInvalid] = useState<string | null>(null);
  // Follows the release YouTube holds when it changes (not on every refetch, which would undo typing).
  useEffect(() => {
    setValue(scheduledAt ? localInputValue(scheduledAt) : "");
  }, [scheduledAt]);

  const at = value ? new Date(value) : null;
  const valid = at !== null && !Number.isNaN(at.getTime());
  const refused = set.isError ? errorMessage(set.error) : null;
  const problem = invalid ?? refused;
  const busy = set.isPending || cancel.isPending;
  const cost = `This uses ${state.costs.release} of today's ${state.quota.remaining} remaining YouTube quota units (of ${state.quota.dailyQuota}).`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule (a date and time, in the future), checked here first.
    const checked = setReleaseSchema.safeParse({ publishAt: valid ? at.toISOString() : value });
    if (!valid || !checked.success) {
      setInvalid(valid ? (checked.error?.issues[0]?.message ?? "Enter a release time") : "Enter a release time");
      return;
    }
    setInvalid(null);
    set.mutate({ videoId, publishAt: checked.data.publishAt }, { onSuccess: ({ message }) => toast.success(message) });
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="grid gap-3 border-t pt-4">
      <h3 id={`${inputId}-heading`} className="flex items-center gap-2 font-medium">
        <CalendarClock className="size-4 text-primary" aria-hidden="true" />
        Release on YouTube
      </h3>
      <p className="text-sm" data-testid="release-status">
        {scheduled
          ? `Scheduled: YouTube makes it public on ${local(new Date(scheduled.publishAt))} (${utc(new Date(scheduled.publishAt))}).`
          : "No release is scheduled. A release can be set while the video is private on YouTube."}
      </p>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <div className="grid max-w-sm gap-1.5">
          <Label htmlFor={inputId}>Release time (your time zone: {zone})</Label>
          <Input
            id={inputId}
            type="datetime-local"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(null);
              set.reset();
            }}
            aria-invalid={problem !== null || undefined}
            aria-describedby={`${inputId}-utc${problem ? ` ${inputId}-error` : ""}`}
          />
          <p id={`${inputId}-utc`} className="text-muted-foreground text-xs">
            {valid ? `YouTube makes it public at ${utc(at)}, even if this server is down.` : cost}
          </p>
          {problem && (
            <p id={`${inputId}-error`} role="alert" className="text-destructive text-sm">
              {problem}
            </p>
          )}
        </div>
        {valid && <p className="text-muted-foreground text-sm">{cost}</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy} className="w-full sm:w-fit">
            {set.isPending && <Spinner aria-hidden="true" role="presentation" />}
            {scheduled ? "Change release" : "Schedule release"}
          </Button>
          {scheduled && (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button type="button" variant="outline" disabled={busy} className="w-full sm:w-fit">
                  Cancel release
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Cancel the release?</AlertDialogTitle>
                  <AlertDialogDescription>
                    The video stays private on YouTube, with no release time. {cost}
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Keep it</AlertDialogCancel>
                  <AlertDialogAction
                    onClick={() =>
                      cancel.mutate(videoId, {
                        onSuccess: ({ message }) => toast.success(message),
                        onError: (error) =>
                          toast.error("Cancelling the release failed", { description: errorMessage(error) }),
                      })
                    }
                  >
                    Cancel release
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          )}
        </div>
      </form>
    </section>
  );
}
