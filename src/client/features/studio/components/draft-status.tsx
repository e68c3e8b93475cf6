import { CloudOff, Save } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import type { StudioDraftState } from "../hooks/use-studio-work.ts";

// What the member sees of their work in progress living on the server (issue 10 item 5).

/** While the draft is read: the studio's shape, not an empty studio that fills in a moment later. */
export function StudioRestoring() {
  const { t } = useTranslation("studio");
  return (
    <div className="grid gap-4" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner aria-hidden="true" role="presentation" />
        {t("Restoring your work in progress…")}
      </p>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** The server could not be reached on opening: said plainly, once, above the studio. */
export function OfflineNotice() {
  const { t } = useTranslation("studio");
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-amber-900 text-sm dark:text-amber-200"
    >
      <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {t(
          "Could not reach the server, so this is the copy of your work kept in this browser. Keep working: it is saved here and sent to your account as soon as the server answers.",
        )}
      </p>
    </div>
  );
}

/**
 * The last save of the work in progress, in a few words. Only trouble is announced: "Saving…" and
 * "Saved" follow every pause in typing and would talk over the member.
 */
export function SaveStatus({ state }: { state: StudioDraftState["save"] }) {
  const { t } = useTranslation("studio");
  const text = {
    saved: t("Saved to your account"),
    saving: t("Saving…"),
    retrying: t("Not saved to your account yet: kept in this browser, trying again"),
    failed: t("Not saved to your account: kept in this browser"),
  }[state.status];
  const problem = state.status === "retrying" || state.status === "failed" ? state.message : null;
  const Icon = problem ? CloudOff : Save;
  return (
    <>
      <p
        className={problem ? "text-amber-800 text-xs dark:text-amber-300" : "text-muted-foreground text-xs"}
        data-testid="draft-save-status"
        title={problem ?? undefined}
      >
        <Icon className="mr-1 inline size-3" aria-hidden="true" />
        {text}
      </p>
      <p className="sr-only" aria-live="polite">
        {problem && t("{status} ({problem})", { status: text, problem })}
      </p>
    </>
  );
}
