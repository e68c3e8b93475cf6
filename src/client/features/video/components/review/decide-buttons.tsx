import { CircleCheck, MessageSquareWarning } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { DecideReviewInput } from "../../../../../shared/schemas/review.ts";

/**
 * "Approve" and "Request changes" (with what to change) for one version. `decide` sends the answer;
 * the member's or the guest's, so the guest page uses the same buttons.
 */
export function DecideButtons({
  version,
  decide,
}: {
  version: number;
  decide: (input: DecideReviewInput) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation("video");
  const [busy, setBusy] = useState<"approved" | "changes_requested" | null>(null);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const send = async (input: DecideReviewInput) => {
    setBusy(input.decision);
    try {
      toast.success((await decide(input)).message);
      setOpen(false);
      setNote("");
    } catch (error) {
      showFailure(t("Could not save your answer"), error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button size="sm" disabled={busy !== null} onClick={() => send({ version, decision: "approved" })}>
        {busy === "approved" ? <Spinner /> : <CircleCheck aria-hidden="true" />}
        {t("Approve")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button size="sm" variant="outline" disabled={busy !== null}>
            <MessageSquareWarning aria-hidden="true" />
            {t("Request changes")}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("Request changes")}</DialogTitle>
            <DialogDescription>{t("Say what should change in version {version}.", { version })}</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void send({ version, decision: "changes_requested", note });
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor="changes-note">{t("What should change")}</Label>
              <Textarea id="changes-note" rows={4} value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
            <DialogFooter>
              <Button type="submit" disabled={note.trim() === "" || busy !== null}>
                {busy === "changes_requested" && <Spinner />}
                {t("Request changes")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
