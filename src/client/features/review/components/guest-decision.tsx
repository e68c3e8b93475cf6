import { CircleCheck, MessageSquareWarning } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { DecideReviewInput, ReviewDecision } from "../../../../shared/schemas/review.ts";
import { decideAsGuest } from "../api/guest-review.ts";

/** A guest's "Approve" / "Request changes" for the shared version, and what they answered. */
export function GuestDecision({
  token,
  version,
  decisions,
  onDone,
}: {
  token: string;
  version: number;
  decisions: ReviewDecision[];
  onDone: () => unknown;
}) {
  const { t } = useTranslation("review");
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState("");
  const mine = decisions.find((d) => d.version === version);
  const send = async (input: DecideReviewInput) => {
    setBusy(true);
    try {
      toast.success((await decideAsGuest(token, input)).message);
      setAsking(false);
      setNote("");
      await onDone();
    } catch (error) {
      showFailure(t("Could not save your answer"), error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {mine && (
        <span className="text-sm" role="status">
          {mine.decision === "approved" ? t("You approved this version.") : t("You asked for changes to this version.")}
        </span>
      )}
      <Button size="sm" disabled={busy} onClick={() => send({ version, decision: "approved" })}>
        {busy ? <Spinner /> : <CircleCheck aria-hidden="true" />}
        {t("Approve")}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking((v) => !v)} aria-expanded={asking}>
        <MessageSquareWarning aria-hidden="true" />
        {t("Request changes")}
      </Button>
      {asking && (
        <form
          className="grid w-full gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send({ version, decision: "changes_requested", note });
          }}
        >
          <Label htmlFor="guest-changes">{t("What should change")}</Label>
          <Textarea id="guest-changes" rows={3} value={note} onChange={(e) => setNote(e.target.value)} autoFocus />
          <Button type="submit" size="sm" className="justify-self-start" disabled={busy || note.trim() === ""}>
            {t("Send")}
          </Button>
        </form>
      )}
    </div>
  );
}
