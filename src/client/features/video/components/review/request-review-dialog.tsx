import { FileSearch } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMembers } from "@/api/get-members.ts";
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
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { useSessionUser } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import { useReviewMutation } from "../../api/review-comments.ts";
import { requestReview } from "../../api/review-sign-off.ts";

/** "Request review": pick members, add a message; they are asked to review the current version. */
export function RequestReviewDialog({ videoId, version }: { videoId: string; version: number }) {
  const { t } = useTranslation("video");
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [message, setMessage] = useState("");
  const members = useMembers();
  const { user } = useSessionUser();
  const ask = useReviewMutation(videoId, requestReview);
  const others = (members.data?.members ?? []).filter((m) => m.id !== user?.id);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setChosen([]);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <FileSearch aria-hidden="true" />
          {t("Request review")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Request review")}</DialogTitle>
          <DialogDescription>{t("Who should review version {version} of this script?", { version })}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            ask.mutate(
              { videoId, reviewerIds: chosen, message },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message);
                  setOpen(false);
                  setMessage("");
                },
                onError: (error) => showFailure(t("Could not request review"), error),
              },
            );
          }}
        >
          <fieldset className="grid max-h-60 gap-2 overflow-y-auto">
            <legend className="mb-2 font-medium text-sm">{t("Reviewers")}</legend>
            {others.length === 0 && <p className="text-muted-foreground text-sm">{t("No other members yet.")}</p>}
            {others.map((member) => (
              <div key={member.id} className="flex items-center gap-2">
                <Checkbox
                  id={`reviewer-${member.id}`}
                  checked={chosen.includes(member.id)}
                  onCheckedChange={(checked) =>
                    setChosen((ids) => (checked ? [...ids, member.id] : ids.filter((id) => id !== member.id)))
                  }
                />
                <Label htmlFor={`reviewer-${member.id}`}>{member.name}</Label>
              </div>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="review-message">{t("Message (optional)")}</Label>
            <Textarea id="review-message" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={chosen.length === 0 || ask.isPending}>
              {ask.isPending && <Spinner />}
              {t("Send request")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
