import { Link2, Share2 } from "lucide-react";
import { useState } from "react";
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
import { Checkbox } from "@/components/ui/checkbox.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { formatDateTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";
import { REVIEW_LINK_DEFAULT_DAYS, type ReviewLink } from "../../../../../shared/schemas/review.ts";
import { createReviewLink, revokeReviewLink, useLinkMutation, useReviewLinks } from "../../api/review-sign-off.ts";

function LinkRow({ videoId, link }: { videoId: string; link: ReviewLink }) {
  const { t } = useTranslation("video");
  const revoke = useLinkMutation(videoId, revokeReviewLink);
  const state = { active: t("Active"), expired: t("Expired"), revoked: t("Revoked") }[link.state];
  return (
    <li className="grid gap-1 rounded-md border p-2 text-sm" data-testid="review-link">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {link.includePackaging ? t("{state} · script and packaging", { state }) : t("{state} · script", { state })}
        </span>
        {link.state === "active" && (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button size="sm" variant="outline">
                {t("Revoke")}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t("Revoke this link?")}</AlertDialogTitle>
                <AlertDialogDescription>
                  {t("Anyone who opens it afterwards is told it has expired. Their comments stay.")}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t("Cancel")}</AlertDialogCancel>
                <AlertDialogAction
                  onClick={() =>
                    revoke.mutate(
                      { linkId: link.id },
                      {
                        onSuccess: (answer) => toast.success(answer.message),
                        onError: (error) => showFailure(t("Could not revoke"), error),
                      },
                    )
                  }
                >
                  {t("Revoke link")}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </div>
      <span className="text-muted-foreground">
        {link.state === "active"
          ? t("Works until {date}", { date: formatDateTime(link.expiresAt) })
          : t("Made {date}", { date: formatDateTime(link.createdAt) })}
        {" · "}
        {link.lastOpenedAt
          ? link.lastOpenedBy
            ? t("Last opened {date} by {name}", { date: formatDateTime(link.lastOpenedAt), name: link.lastOpenedBy })
            : t("Last opened {date}", { date: formatDateTime(link.lastOpenedAt) })
          : t("Not opened yet")}
      </span>
    </li>
  );
}

/** "Share for review": a link for someone outside the workspace, and the video's links with "Revoke". */
export function ShareDialog({ videoId }: { videoId: string }) {
  const { t } = useTranslation("video");
  const [open, setOpen] = useState(false);
  const [includePackaging, setIncludePackaging] = useState(false);
  const [days, setDays] = useState(String(REVIEW_LINK_DEFAULT_DAYS));
  const [url, setUrl] = useState<string | null>(null);
  const links = useReviewLinks(videoId, open);
  const create = useLinkMutation(videoId, createReviewLink);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setUrl(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Share2 aria-hidden="true" />
          {t("Share for review")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("Share for review")}</DialogTitle>
          <DialogDescription>
            {t(
              "Whoever has the link reads this script (and its packaging, if you choose), comments on its words and approves or asks for changes. Nothing else of the workspace is shown.",
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate(
              { videoId, includePackaging, expiresInDays: Number(days) },
              {
                onSuccess: (answer) => setUrl(answer.url),
                onError: (error) => showFailure(t("Could not create the link"), error),
              },
            );
          }}
        >
          <div className="flex items-center gap-2">
            <Checkbox
              id="share-packaging"
              checked={includePackaging}
              onCheckedChange={(checked) => setIncludePackaging(checked === true)}
            />
            <Label htmlFor="share-packaging">{t("Include the packaging (title, description, tags)")}</Label>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="share-days">{t("Works for (days)")}</Label>
            <Input
              id="share-days"
              type="number"
              min={1}
              max={90}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              className="w-24"
            />
          </div>
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
            {t("Create link")}
          </Button>
        </form>
        {url && (
          <div className="grid gap-1.5 rounded-md border bg-muted/40 p-3">
            <Label htmlFor="share-url">{t("The link (shown once: copy it now)")}</Label>
            <div className="flex gap-2">
              <Input id="share-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <Button
                type="button"
                variant="secondary"
                onClick={() =>
                  navigator.clipboard.writeText(url).then(
                    () => toast.success(t("Copied to clipboard")),
                    () => toast.error(t("Failed to copy")),
                  )
                }
              >
                {t("Copy")}
              </Button>
            </div>
          </div>
        )}
        <section className="grid gap-2" aria-label={t("Links of this video")}>
          <h3 className="font-medium text-sm">{t("Links of this video")}</h3>
          {links.isPending && <Spinner />}
          {links.data?.links.length === 0 && <p className="text-muted-foreground text-sm">{t("No links yet.")}</p>}
          <ul className="grid gap-2">
            {links.data?.links.map((link) => (
              <LinkRow key={link.id} videoId={videoId} link={link} />
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
