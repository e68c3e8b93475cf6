// A review notification in words: the bell's line and the mail's subject say the same. The lines are
// catalogue messages (decision 040) with the actor and the video's title as ICU values.
import { msg } from "./message.ts";

export type ReviewNotificationKind =
  | "review_requested"
  | "review_comment"
  | "review_reply"
  | "review_mention"
  | "review_approved"
  | "review_changes_requested";

const LINES: Record<ReviewNotificationKind, string> = {
  review_requested: msg("{actor} asked you to review the script of “{title}”"),
  review_comment: msg("{actor} commented on the script of “{title}”"),
  review_reply: msg("{actor} replied on the script of “{title}”"),
  review_mention: msg("{actor} mentioned you on the script of “{title}”"),
  review_approved: msg("{actor} approved the script of “{title}”"),
  review_changes_requested: msg("{actor} asked for changes to the script of “{title}”"),
};

/** The notification's line as a catalogue message, its values `actor` and `title`. */
export const reviewNotificationMessage = (kind: ReviewNotificationKind): string => LINES[kind];
