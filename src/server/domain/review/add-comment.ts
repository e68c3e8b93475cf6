// A comment or a suggested edit on a script's selected words (decision 036): anchored by the quoted
// words with their context and offsets in the version they were selected in, so it follows the text.

import { mentionedUserIds } from "../../../shared/mentions.ts";
import { msg } from "../../../shared/message.ts";
import { anchorOf } from "../../../shared/review-anchor.ts";
import type { Db } from "../../db/client.ts";
import { reviewComments } from "../../db/schema.ts";
import { conflict } from "../../errors.ts";
import { recordReviewActivity } from "../activity/record-activity.ts";
import { notifyReview } from "../notifications/notifications.ts";
import {
  announceReview,
  authorColumns,
  guestNameOf,
  memberIdOf,
  type ReviewActor,
  scriptPeople,
  versionText,
} from "./review-actor.ts";

export interface NewComment {
  version: number;
  start: number;
  end: number;
  quote: string;
  body: string;
  /** Set for a suggested edit: the new words ("" deletes the quote). */
  replacement?: string;
}

export const SELECTION_CHANGED_MESSAGE = msg(
  "Those words are not at that place in this version any more: select them again and retry",
);

/** Stores the thread; answers its id and the notifications it made (for their mail). */
export async function addComment(
  db: Db,
  actor: ReviewActor,
  videoId: string,
  input: NewComment,
): Promise<{ id: string; notified: string[] }> {
  return db.transaction(async (tx) => {
    const text = await versionText(tx, videoId, input.version);
    // The selection is checked against the stored version, so an anchor always quotes real text.
    if (text.slice(input.start, input.end) !== input.quote) throw conflict(SELECTION_CHANGED_MESSAGE);
    const anchor = anchorOf(text, input.start, input.end);
    const suggestion = input.replacement !== undefined;
    const [row] = await tx
      .insert(reviewComments)
      .values({
        videoId,
        kind: suggestion ? "suggestion" : "comment",
        versionNumber: input.version,
        quoteExact: anchor.exact,
        quotePrefix: anchor.prefix,
        quoteSuffix: anchor.suffix,
        positionStart: anchor.start,
        positionEnd: anchor.end,
        body: input.body,
        replacement: suggestion ? input.replacement : null,
        status: "open",
        ...authorColumns(actor),
      })
      .returning({ id: reviewComments.id });
    const base = { videoId, actorId: memberIdOf(actor), guestName: guestNameOf(actor) };
    const mentioned = mentionedUserIds(input.body);
    const notified = [
      ...(await notifyReview(tx, {
        ...base,
        kind: "review_mention",
        userIds: mentioned,
        key: `review_mention:${row.id}`,
      })),
      ...(await notifyReview(tx, {
        ...base,
        kind: "review_comment",
        userIds: (await scriptPeople(tx, videoId)).filter((id) => !mentioned.includes(id)),
        key: `review_comment:${row.id}`,
      })),
    ];
    await recordReviewActivity(
      tx,
      videoId,
      { userId: memberIdOf(actor), guestName: guestNameOf(actor) },
      { kind: "review_comment", version: input.version, ...(suggestion && { from: "suggestion" }) },
    );
    await announceReview(tx, videoId, actor);
    return { id: row.id, notified };
  });
}
