import { Scissors } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMakeShorts, useProposeShorts } from "@/api/make-shorts.ts";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import type { MadeShorts, ShortProposal } from "../../shared/schemas/shorts.ts";
import { SHORT_SECONDS } from "../../shared/shorts-rules.ts";

interface Choice {
  proposal: ShortProposal;
  chosen: boolean;
  /** As typed: a Short's length is checked (15–180 s) before Accept is offered. */
  seconds: string;
}

const secondsOf = (typed: string) => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed) : Number.NaN);
const validSeconds = (typed: string) => {
  const seconds = secondsOf(typed);
  return seconds >= SHORT_SECONDS.min && seconds <= SHORT_SECONDS.max;
};

/**
 * "Make Shorts" (decision 046): the model (or the offline writer) proposes Shorts built on moments of this
 * script, each quoting the passage it comes from; the member picks some, may change their length, and
 * Accept makes each a video in the same folder, linked to this one, its script written to that length.
 */
export function MakeShortsDialog({ videoId, unsavedEdits = false }: { videoId: string; unsavedEdits?: boolean }) {
  const { t } = useTranslation("video");
  const id = useId();
  const propose = useProposeShorts();
  const make = useMakeShorts();
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [made, setMade] = useState<MadeShorts["shorts"] | null>(null);

  const start = () => {
    setChoices([]);
    setMade(null);
    propose.mutateAsync(videoId).then(
      ({ proposals }) =>
        setChoices(proposals.map((proposal) => ({ proposal, chosen: false, seconds: String(proposal.targetSeconds) }))),
      (error: unknown) => showFailure(t("Failed to propose Shorts"), error),
    );
  };
  const change = (index: number, patch: Partial<Choice>) =>
    setChoices((all) => all.map((choice, i) => (i === index ? { ...choice, ...patch } : choice)));
  const chosen = choices.filter((choice) => choice.chosen);
  const canAccept = chosen.length > 0 && chosen.every((choice) => validSeconds(choice.seconds)) && !make.isPending;

  const accept = () =>
    make
      .mutateAsync({
        videoId,
        proposals: chosen.map((choice) => ({ ...choice.proposal, targetSeconds: secondsOf(choice.seconds) })),
      })
      .then(
        (answer) => setMade(answer.shorts),
        (error: unknown) => showFailure(t("Failed to make the Shorts"), error),
      );

  const busy = propose.isPending || make.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) start();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="make-shorts">
          <Scissors aria-hidden="true" />
          {t("Make Shorts")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("Make Shorts")}</DialogTitle>
          <DialogDescription>
            {t(
              "Shorts built on moments of this script, each quoting the passage it comes from. Choose the ones to make: each becomes a video in the same folder, linked to this one, with its script written to its length.",
            )}
            {unsavedEdits && <> {t("They are made from the saved script: save first to include your latest edits.")}</>}
          </DialogDescription>
        </DialogHeader>
        {propose.isPending && (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner aria-hidden="true" role="presentation" />
            {t("Proposing Shorts…")}
          </p>
        )}
        {propose.isSuccess && choices.length === 0 && !made && (
          <p role="status" className="text-muted-foreground text-sm">
            {t("The script has no passage a Short could be built on yet.")}
          </p>
        )}
        {made ? (
          <div className="grid gap-2" data-testid="made-shorts">
            <p role="status" className="font-medium text-sm">
              {t("{n, plural, one {Made one Short:} other {Made # Shorts:}}", { n: made.length })}
            </p>
            <ul className="grid gap-1 text-sm">
              {made.map((short) => (
                <li key={short.id}>
                  <Link className="font-medium underline" to={`/video/${short.id}?tab=script`}>
                    {short.title}
                  </Link>{" "}
                  <span className="text-muted-foreground">{t("about {seconds} s", { seconds: short.seconds })}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          choices.length > 0 && (
            <fieldset className="grid gap-3" disabled={make.isPending}>
              <legend className="mb-1 font-medium text-sm">{t("Proposed Shorts")}</legend>
              {choices.map((choice, index) => {
                const key = `${id}-${index}`;
                const secondsValid = validSeconds(choice.seconds);
                return (
                  <div key={key} className="grid gap-2 rounded-md border p-3" data-testid="short-proposal">
                    <div className="flex items-start gap-2">
                      <Checkbox
                        id={`${key}-choose`}
                        checked={choice.chosen}
                        onCheckedChange={(on) => change(index, { chosen: on === true })}
                        className="mt-0.5"
                      />
                      <Label htmlFor={`${key}-choose`} className="font-medium" dir="auto">
                        {choice.proposal.title}
                      </Label>
                    </div>
                    <blockquote className="border-l-2 pl-3 text-muted-foreground text-sm italic" dir="auto">
                      {choice.proposal.quote}
                    </blockquote>
                    <p className="text-sm">
                      <span className="font-medium">{t("Hook:")}</span> <span dir="auto">{choice.proposal.hook}</span>
                    </p>
                    <p className="text-sm">
                      <span className="font-medium">{t("Ends with:")}</span>{" "}
                      <span dir="auto">{choice.proposal.callback}</span>
                    </p>
                    <div className="flex flex-wrap items-center gap-2">
                      <Label htmlFor={`${key}-seconds`} className="font-normal text-sm">
                        {t("Length (seconds)")}
                      </Label>
                      <Input
                        id={`${key}-seconds`}
                        className="h-8 w-20"
                        inputMode="numeric"
                        type="number"
                        min={SHORT_SECONDS.min}
                        max={SHORT_SECONDS.max}
                        value={choice.seconds}
                        aria-invalid={!secondsValid}
                        aria-describedby={secondsValid ? undefined : `${key}-seconds-error`}
                        onChange={(event) => change(index, { seconds: event.target.value })}
                      />
                      {!secondsValid && (
                        <span id={`${key}-seconds-error`} className="text-destructive text-sm">
                          {t("From {min} to {max} seconds", { min: SHORT_SECONDS.min, max: SHORT_SECONDS.max })}
                        </span>
                      )}
                    </div>
                  </div>
                );
              })}
            </fieldset>
          )
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            {made ? t("Done") : t("Cancel")}
          </Button>
          {!made && (
            <Button onClick={accept} disabled={!canAccept}>
              {make.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {make.isPending
                ? t("Writing the Shorts…")
                : t("{n, plural, =0 {Accept} one {Accept one Short} other {Accept # Shorts}}", { n: chosen.length })}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
