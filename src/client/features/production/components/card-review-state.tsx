import { CircleCheck, FileSearch, MessageSquareWarning } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { reviewStateLabel } from "../../../../shared/review-words.ts";
import { useReviewSummary } from "../api/get-review-summaries.ts";

/** "2 of 3 approved", "Changes requested", "Needs approval" on a board card (decision 036). */
export function CardReviewState({ videoId }: { videoId: string }) {
  const summary = useReviewSummary(videoId);
  if (!summary) return null;
  const label =
    summary.reviewers === 0 && summary.approvalRequired && summary.version !== null
      ? "Needs approval"
      : reviewStateLabel(summary);
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
