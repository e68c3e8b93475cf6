import { eq } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type { UpdateProfileInput } from "../../../shared/schemas/auth.ts";
import type { NotificationSettings, UpdateNotificationSettingsInput } from "../../../shared/schemas/production.ts";
import type { Profile } from "../../../shared/schemas/profile.ts";
import { toProfile } from "../../auth/profile.ts";
import type { Db } from "../../db/client.ts";
import { notificationSettings, users } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";

export { getProfile } from "../../auth/profile.ts";

/** Settings' profile: the full name and the interface language, those given; one statement. */
export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput): Promise<Profile> {
  const set = {
    ...(input.fullName !== undefined && { name: input.fullName.trim() }),
    ...(input.language !== undefined && { language: input.language }),
  };
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  if (!row) throw notFound(msg("Profile not found"));
  return toProfile(row);
}

/** The member's mail switches (issue 13 item 7); both on until changed. */
export async function getNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      mailAssigned: notificationSettings.mailAssigned,
      mailMentioned: notificationSettings.mailMentioned,
      mailReview: notificationSettings.mailReview,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? { mailAssigned: true, mailMentioned: true, mailReview: true };
}

/** Sets the switches given; the others keep their values. One statement. */
export async function updateNotificationSettings(
  db: Db,
  userId: string,
  input: UpdateNotificationSettingsInput,
): Promise<NotificationSettings> {
  const set = {
    ...(input.mailAssigned !== undefined && { mailAssigned: input.mailAssigned }),
    ...(input.mailMentioned !== undefined && { mailMentioned: input.mailMentioned }),
    ...(input.mailReview !== undefined && { mailReview: input.mailReview }),
  };
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set })
    .returning({
      mailAssigned: notificationSettings.mailAssigned,
      mailMentioned: notificationSettings.mailMentioned,
      mailReview: notificationSettings.mailReview,
    });
  return row;
}
