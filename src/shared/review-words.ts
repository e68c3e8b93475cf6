// A review's state and authors in words, apart from the review schemas (./schemas/review.ts): the
// board's cards show them without loading zod.
import type { ReviewAuthor, ReviewSummary } from "./schemas/review.ts";

/** "2 of 3 approved", "Changes requested", "Approved", "Not reviewed": the review state in words. */
export function reviewStateLabel(summary: ReviewSummary): string {
  if (summary.version === null) return "No script";
  if (summary.changesRequested > 0) return "Changes requested";
  if (summary.approved) return "Approved";
  if (summary.reviewers === 0) return "Not reviewed";
  return `${summary.approvals} of ${summary.reviewers} approved`;
}

/** How a review author is named: "Olga (guest)" for a guest of a review link. */
export function reviewAuthorName(author: ReviewAuthor): string {
  if (!author) return "A former member";
  return author.kind === "guest" ? `${author.name} (guest)` : author.name;
}
