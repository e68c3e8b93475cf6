import { CircleCheck, FileSearch, MessageSquareWarning } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { useReviewSummary } from "../api/get-review-summaries.ts";

/** "2 of 3 approved", "Changes requested", "Needs approval" on a board card (decision 036). */
export function CardReviewState({ videoId }: { videoId: string }) {
  const { t } = useTranslation("production");
  const summary = useReviewSummary(videoId);
  if (!summary) return null;
  // src/shared's reviewStateLabel, in the interface's language.
  const label =
    summary.version === null
      ? t("No script")
      : summary.reviewers === 0 && summary.approvalRequired
        ? t("Needs approval")
        : summary.changesRequested > 0
          ? t("Changes requested")
          : summary.approved
            ? t("Approved")
            : summary.reviewers === 0
              ? t("Not reviewed")
              : t("{approvals} of {reviewers} approved", {
                  approvals: summary.approvals,
                  reviewers: summary.reviewers,
                });
  const Icon = summary.changesRequested > 0 ? MessageSquareWarning : summary.approved ? CircleCheck : FileSearch;
  return (
    <span
      data-testid="card-review"
      className={cn(
        "flex items-center gap-1",
        summary.changesRequested > 0
          ? "font-medium text-red-700 dark:text-red-400"
          : summary.approved
            ? "text-emerald-700 dark:text-emerald-400"
            : "text-muted-foreground",
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}
