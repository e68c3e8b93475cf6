// A review notification in words: the bell's line and the mail's subject say the same.

export type ReviewNotificationKind =
  | "review_requested"
  | "review_comment"
  | "review_reply"
  | "review_mention"
  | "review_approved"
  | "review_changes_requested";

export function reviewNotificationLine(kind: ReviewNotificationKind, actor: string, title: string): string {
  switch (kind) {
    case "review_requested":
      return `${actor} asked you to review the script of “${title}”`;
    case "review_comment":
      return `${actor} commented on the script of “${title}”`;
    case "review_reply":
      return `${actor} replied on the script of “${title}”`;
    case "review_mention":
      return `${actor} mentioned you on the script of “${title}”`;
    case "review_approved":
      return `${actor} approved the script of “${title}”`;
    case "review_changes_requested":
      return `${actor} asked for changes to the script of “${title}”`;
  }
}
