import { CircleAlert, Info } from "lucide-react";
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
import type { ShortFileCheck } from "../hooks/use-short-file-problem.ts";

/**
 * "Upload video", with what the file's header says when the video is meant as a Short: a landscape or
 * too long file is a regular video on YouTube, so the member is told before anything is sent and
 * confirms before it is; a file whose size could not be read is only noted.
 */
export function UploadStartButton({ check, onStart }: { check: ShortFileCheck; onStart: () => void }) {
  const { t } = useTranslation("publishing");
  const problem = check.status === "checked" ? check.problem : null;
  // The rule's text is a "server" catalogue key (msg() in src/shared), found through fallbackNS.
  const text = problem ? t(problem.text, { ...problem.values }) : null;
  const warns = check.status === "checked" && text !== null && !check.unreadable;
  const button = (
    <Button className="w-full sm:w-fit" disabled={check.status === "checking"} onClick={warns ? undefined : onStart}>
      {t("Upload video")}
    </Button>
  );
  return (
    <>
      {text && warns && (
        <p
          role="alert"
          data-testid="short-file-warning"
          className="flex gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
          <span>{text}</span>
        </p>
      )}
      {text && !warns && (
        <p role="note" data-testid="short-file-unread" className="flex gap-2 text-muted-foreground text-sm">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{text}</span>
        </p>
      )}
      {warns ? (
        <AlertDialog>
          <AlertDialogTrigger asChild>{button}</AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("Upload as a regular video?")}</AlertDialogTitle>
              <AlertDialogDescription>{text}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("Cancel")}</AlertDialogCancel>
              <AlertDialogAction onClick={onStart}>{t("Upload anyway")}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      ) : (
        button
      )}
    </>
  );
}
