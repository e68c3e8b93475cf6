import { CalendarClock } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
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
import { activeLanguage } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { type PublishingState, setReleaseSchema } from "../../../../shared/schemas/publishing.ts";
import { useCancelRelease, useSetRelease } from "../api/release.ts";
import { useCostLine } from "./apply-to-youtube.tsx";

/** An ISO time as the value of a datetime-local input: the member's own time zone, to the minute. */
function localInputValue(iso: string): string {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
const local = (date: Date) => date.toLocaleString(activeLanguage(), { dateStyle: "full", timeStyle: "short" });

/**
 * "Release time" for a video already on YouTube: private until then, made public by YouTube itself.
 * Setting, moving or cancelling it is one videos.update, its cost shown first.
 */
export function ReleaseSection({ videoId, state }: { videoId: string; state: PublishingState }) {
  const { t } = useTranslation("publishing");
  const costLine = useCostLine();
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
  const cost = costLine(state.costs.release, state);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule (a date and time, in the future), checked here first.
    const checked = setReleaseSchema.safeParse({ publishAt: valid ? at.toISOString() : value });
    if (!valid || !checked.success) {
      // The schema's message is a "server" catalogue key (msg() in src/shared), found through fallbackNS.
      const message = valid ? checked.error?.issues[0]?.message : undefined;
      setInvalid(message ? t(message) : t("Enter a release time"));
      return;
    }
    setInvalid(null);
    set.mutate({ videoId, publishAt: checked.data.publishAt }, { onSuccess: ({ message }) => toast.success(message) });
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="grid gap-3 border-t pt-4">
      <h3 id={`${inputId}-heading`} className="flex items-center gap-2 font-medium">
        <CalendarClock className="size-4 text-primary" aria-hidden="true" />
        {t("Release on YouTube")}
      </h3>
      <p className="text-sm" data-testid="release-status">
        {scheduled
          ? t("Scheduled: YouTube makes it public on {local} ({utc}).", {
              local: local(new Date(scheduled.publishAt)),
              utc: utc(new Date(scheduled.publishAt)),
            })
          : t("No release is scheduled. A release can be set while the video is private on YouTube.")}
      </p>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <div className="grid max-w-sm gap-1.5">
          <Label htmlFor={inputId}>{t("Release time (your time zone: {zone})", { zone })}</Label>
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
            {valid ? t("YouTube makes it public at {utc}, even if this server is down.", { utc: utc(at) }) : cost}
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
            {scheduled ? t("Change release") : t("Schedule release")}
          </Button>
          {scheduled && (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button type="button" variant="outline" disabled={busy} className="w-full sm:w-fit">
                  {t("Cancel release")}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{t("Cancel the release?")}</AlertDialogTitle>
                  <AlertDialogDescription>
                    {t("The video stays private on YouTube, with no release time. {cost}", { cost })}
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{t("Keep it")}</AlertDialogCancel>
                  <AlertDialogAction
                    onClick={() =>
                      cancel.mutate(videoId, {
                        onSuccess: ({ message }) => toast.success(message),
                        onError: (error) =>
                          toast.error(t("Cancelling the release failed"), { description: errorMessage(error) }),
                      })
                    }
                  >
                    {t("Cancel release")}
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
