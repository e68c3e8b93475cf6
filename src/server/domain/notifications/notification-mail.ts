// Issue 13 item 7: mail for "assigned to you" and "mentioned you in a note", each switchable per
// member (notification_settings, both on by default). The request that caused a notification only
// queues its id once its transaction has committed; the mail goes out from the job queue (decision
// 023), so a slow or broken mail server neither slows nor fails that request. Each mail is tried a
// few times; a mail that still fails is logged and the in-app notification stays. A notification
// is mailed once (`mailed_at`), also when pg-boss runs the job again after a crash.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { plainNote } from "../../../shared/mentions.ts";
import type { ReviewNotificationKind } from "../../../shared/review-notification-line.ts";
import type { Db } from "../../db/client.ts";
import { notificationSettings, notifications, users, videoNotes, videos } from "../../db/schema.ts";
import { requestLanguage } from "../../i18n.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { Logger } from "../../logger.ts";
import { actorName, assignedMail, mentionedMail, reviewMail } from "../../mail/mail-texts.ts";
import type { Mail, Mailer } from "../../mail/mailer.ts";
import { sleep } from "../../sleep.ts";

export const NOTIFICATION_MAIL_JOB = "notification-mail";

/** Review notifications that are mailed (decision 036); a mention follows the mention switch. */
const REVIEW_MAIL_KINDS = [
  "review_requested",
  "review_comment",
  "review_reply",
  "review_mention",
  "review_approved",
  "review_changes_requested",
];

/** The pauses between a mail's tries (three tries in all). */
const RETRY_DELAYS_MS = [2_000, 10_000];

export interface NotificationMailDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** Pauses between tries (tests shorten them). */
  retryDelaysMs?: number[];
}

/** Registers the mail job on the queue (server.ts, before the queue starts). */
export function defineNotificationMail(deps: NotificationMailDeps & { jobs: JobQueue }): void {
  deps.jobs.define<{ ids: string[] }>(NOTIFICATION_MAIL_JOB, (data, context) =>
    sendNotificationMails(deps, Array.isArray(data.ids) ? data.ids : [], context.signal),
  );
}

/** Queues the mails of notifications just committed; never throws (the request has succeeded). */
export async function queueNotificationMail(jobs: JobQueue, logger: Logger, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    // A key of its own: pg-boss's queues hold one job per key (an empty key included) at a time.
    await jobs.send(NOTIFICATION_MAIL_JOB, { ids }, { singletonKey: `mail:${ids[0]}` });
  } catch (error) {
    logger.warn({ err: error, ids }, "notification mail not queued");
  }
}

const actors = alias(users, "actors");

/** Sends the mails of these notifications that their members want and that have not gone out yet. */
export async function sendNotificationMails(
  deps: NotificationMailDeps,
  ids: string[],
  signal?: AbortSignal,
): Promise<void> {
  const { db, logger } = deps;
  const wanted = ids.filter((id) => typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id));
  if (wanted.length === 0) return;
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      key: notifications.key,
      to: users.email,
      language: users.language,
      videoId: videos.id,
      videoTitle: videos.title,
      actorName: actors.name,
      mailAssigned: sql<boolean>`coalesce(${notificationSettings.mailAssigned}, true)`,
      mailMentioned: sql<boolean>`coalesce(${notificationSettings.mailMentioned}, true)`,
      mailReview: sql<boolean>`coalesce(${notificationSettings.mailReview}, true)`,
      guestName: notifications.guestName,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(videos, eq(videos.id, notifications.videoId))
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(
      and(
        inArray(notifications.id, wanted),
        isNull(notifications.mailedAt),
        inArray(notifications.kind, ["assigned", "mentioned", ...REVIEW_MAIL_KINDS]),
      ),
    );
  for (const row of rows) {
    if (signal?.aborted) return;
    const wanted =
      row.kind === "assigned"
        ? row.mailAssigned
        : row.kind === "mentioned" || row.kind === "review_mention"
          ? row.mailMentioned
          : row.mailReview;
    if (!wanted) continue;
    // In the member's interface language (decision 040); English when they chose none.
    const language = requestLanguage(row.language, null);
    const actor = actorName(language, { guestName: row.guestName, name: row.actorName });
    if (row.kind !== "assigned" && row.kind !== "mentioned") {
      const link = `${deps.appUrl}/video/${encodeURIComponent(row.videoId)}?tab=script`;
      const kind = row.kind as ReviewNotificationKind;
      const mail = reviewMail(language, row.to, kind, { actor, title: row.videoTitle }, link);
      if (await sendWithRetries(deps, mail, signal)) {
        await db.update(notifications).set({ mailedAt: sql`now()` }).where(eq(notifications.id, row.id));
      }
      continue;
    }
    const link = `${deps.appUrl}/video/${encodeURIComponent(row.videoId)}${row.kind === "mentioned" ? "?tab=notes" : "?tab=activity"}`;
    let mail: Mail;
    if (row.kind === "assigned") {
      mail = assignedMail(language, row.to, { actor, title: row.videoTitle }, link);
    } else {
      const noteId = row.key.slice("mentioned:".length);
      const [note] = /^[0-9a-f-]{36}$/i.test(noteId)
        ? await db.select({ content: videoNotes.content }).from(videoNotes).where(eq(videoNotes.id, noteId))
        : [];
      const quote = note ? `\n\n${plainNote(note.content).slice(0, 1000)}` : "";
      mail = mentionedMail(language, row.to, { actor, title: row.videoTitle, quote }, link);
    }
    if (await sendWithRetries(deps, mail, signal)) {
      await db.update(notifications).set({ mailedAt: sql`now()` }).where(eq(notifications.id, row.id));
    } else if (!signal?.aborted) {
      logger.warn({ notificationId: row.id, to: row.to }, "notification mail failed; the in-app notification stays");
    }
  }
}

async function sendWithRetries(deps: NotificationMailDeps, mail: Mail, signal?: AbortSignal): Promise<boolean> {
  const delays = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      await deps.mailer.send(mail);
      return true;
    } catch (error) {
      deps.logger.warn({ err: error, to: mail.to, attempt: attempt + 1 }, "notification mail not sent");
      if (attempt >= delays.length || signal?.aborted) return false;
      // Shutting down ends the wait at once; the mail is then given up, not sent late.
      const waited = await sleep(delays[attempt], signal).then(
        () => true,
        () => false,
      );
      if (!waited) return false;
    }
  }
}
