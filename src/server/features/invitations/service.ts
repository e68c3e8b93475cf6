import { createHash, randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from "../../../shared/interface-language.ts";
import { msg } from "../../../shared/message.ts";
import { normalizeRole, type Role } from "../../../shared/roles.ts";
import type { InvitationCreated, InvitationLookup } from "../../../shared/schemas/admin.ts";
import type { AcceptInvitationInput } from "../../../shared/schemas/auth.ts";
import type { Profile } from "../../../shared/schemas/profile.ts";
import { toProfile } from "../../auth/profile.ts";
import type { Db, Tx } from "../../db/client.ts";
import { accounts, invitations, users } from "../../db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../../errors.ts";
import { translate } from "../../i18n.ts";
import type { Logger } from "../../logger.ts";
import { invitationMail } from "../../mail/mail-texts.ts";
import type { Mailer } from "../../mail/mailer.ts";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const normalizeEmail = (email: string) => email.trim().toLowerCase();

async function userExists(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  return Boolean(row);
}

export function invitationLink(appUrl: string, token: string, email: string): string {
  return `${appUrl}/auth?invite=${token}&email=${encodeURIComponent(email)}`;
}

export async function createInvitation(
  deps: { db: Db; mailer: Mailer; logger: Logger; appUrl: string },
  /** `language`: the inviting admin's, which the mail and the answer are written in (decision 040). */
  input: { email: string; role: Role; invitedBy: string; language?: InterfaceLanguage; now?: Date },
): Promise<InvitationCreated> {
  const { db, mailer, logger, appUrl } = deps;
  const email = normalizeEmail(input.email);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date((input.now ?? new Date()).getTime() + INVITATION_TTL_MS);
  await db.transaction(async (tx) => {
    if (await userExists(tx, email)) throw conflict(msg("A user with the email {email} already exists"), { email });
    // A new invitation replaces any earlier pending one for the same address.
    await tx.delete(invitations).where(and(eq(invitations.email, email), isNull(invitations.acceptedAt)));
    await tx
      .insert(invitations)
      .values({ email, role: input.role, tokenHash: hashToken(token), invitedBy: input.invitedBy, expiresAt });
  });
  const link = invitationLink(appUrl, token, email);
  const language = input.language ?? DEFAULT_INTERFACE_LANGUAGE;
  let mailSent = true;
  try {
    await mailer.send(invitationMail(language, email, input.role, link));
  } catch (error) {
    // The invitation stays valid: the admin can copy the link from the answer and share it.
    logger.error({ err: error, to: email }, "invitation mail failed");
    mailSent = false;
  }
  return {
    email,
    role: input.role,
    link,
    expiresAt: expiresAt.toISOString(),
    mailSent,
    message: mailSent
      ? translate(language, msg("Invitation sent to {email}"), { email })
      : translate(
          language,
          msg("The invitation for {email} was created, but the email could not be sent. Copy the link and share it."),
          { email },
        ),
  };
}

type InvitationRow = typeof invitations.$inferSelect;

function assertUsable(row: InvitationRow | undefined, now: Date): InvitationRow {
  if (!row) throw notFound(msg("This invitation link is not valid. Ask an admin for a new invitation."));
  if (row.acceptedAt) throw new AppError(410, msg("This invitation has already been used. Sign in instead."));
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(410, msg("This invitation has expired. Ask an admin for a new invitation."));
  }
  return row;
}

export async function lookupInvitation(db: Db, token: string, now = new Date()): Promise<InvitationLookup> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  const invitation = assertUsable(row, now);
  return {
    email: invitation.email,
    role: normalizeRole(invitation.role),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Creates the invited account (user + credential) with the invited role and spends the token, all
 * in one transaction. The client signs in afterwards with the same e-mail and password.
 */
export async function acceptInvitation(db: Db, input: AcceptInvitationInput, now = new Date()): Promise<Profile> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(input.token)))
      .for("update");
    const invitation = assertUsable(row, now);
    const email = normalizeEmail(input.email);
    if (email !== invitation.email) throw badRequest(msg("This invitation was sent to another email address"));
    if (await userExists(tx, email)) throw conflict(msg("A user with the email {email} already exists"), { email });
    const userId = crypto.randomUUID();
    const [user] = await tx
      .insert(users)
      .values({
        id: userId,
        email,
        name: input.fullName.trim(),
        role: normalizeRole(invitation.role),
        emailVerified: true,
      })
      .returning();
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: passwordHash,
    });
    await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id));
    return toProfile(user);
  });
}
