import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { count } from "drizzle-orm";
import { msg } from "../../shared/message.ts";
import { MIN_PASSWORD_LENGTH } from "../../shared/schemas/auth.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import { requestLanguage } from "../i18n.ts";
import type { Logger } from "../logger.ts";
import { confirmationMail } from "../mail/mail-texts.ts";
import type { Mailer } from "../mail/mailer.ts";

const ac = createAccessControl(defaultStatements);
const roles = {
  admin: ac.newRole(adminAc.statements),
  moderator: ac.newRole(userAc.statements),
  user: ac.newRole(userAc.statements),
};

// Role changes and deletions go through /api/admin, where the last-admin and self-deletion rules
// live; the admin plugin's own endpoints would bypass them (docs/decisions/003-user-deletion.md).
const ADMIN_PLUGIN_PATHS = [
  "ban-user",
  "create-user",
  "get-user",
  "has-permission",
  "impersonate-user",
  "list-user-sessions",
  "list-users",
  "remove-user",
  "revoke-user-session",
  "revoke-user-sessions",
  "set-role",
  "set-user-password",
  "stop-impersonating",
  "unban-user",
  "update-user",
].map((p) => `/admin/${p}`);

/** The browser origins allowed to call the API with cookies: APP_URL, and its loopback twin. */
export function trustedOrigins(appUrl: string): string[] {
  const origin = new URL(appUrl).origin;
  const twins = [origin];
  if (origin.includes("//localhost")) twins.push(origin.replace("//localhost", "//127.0.0.1"));
  if (origin.includes("//127.0.0.1")) twins.push(origin.replace("//127.0.0.1", "//localhost"));
  return twins;
}

export function createAuth(deps: { db: Db; config: Config; mailer: Mailer; logger: Logger }) {
  const { db, config, mailer, logger } = deps;
  return betterAuth({
    appName: "Scriptloom",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config.appUrl),
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true }),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    // Sign-in throttling is stored in the database by our own middleware; better-auth's limiter
    // keeps counters in process memory, which several instances can't share.
    rateLimit: { enabled: false },
    disabledPaths: [...ADMIN_PLUGIN_PATHS, "/delete-user", "/change-email"],
    advanced: {
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => crypto.randomUUID() },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        // In the member's language: their Settings choice, else the language they signed up in.
        const language = requestLanguage(
          (user as { language?: string | null }).language,
          request?.headers.get("accept-language"),
        );
        try {
          await mailer.send(confirmationMail(language, { email: user.email, name: user.name }, url));
        } catch (error) {
          // The account exists either way; the user can ask for a new mail from the sign-in page.
          logger.error({ err: error, to: user.email }, "confirmation mail failed");
        }
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // The interface language (decision 040) rides on the session's user, so the client starts in it on
    // any device; it is set through PATCH /api/me, never at sign-up.
    user: { additionalFields: { language: { type: "string", required: false, input: false } } },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email" || config.allowSignup) return;
        // Invitation-only, except for the very first account, which has to exist to invite anyone.
        if ((await countUsers(db)) > 0) {
          // `code` lets the client show the message in the reader's language (decision 040).
          throw new APIError("FORBIDDEN", { message: SIGNUP_CLOSED_MESSAGE, code: "SIGNUP_CLOSED" });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // ARCHITECTURE §1: the first account on an empty database becomes admin.
          before: async (user) => {
            return { data: { ...user, role: (await countUsers(db)) === 0 ? "admin" : "user" } };
          },
        },
      },
    },
    plugins: [admin({ ac, roles, defaultRole: "user", adminRoles: ["admin"] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

export const SIGNUP_CLOSED_MESSAGE = msg("Sign-up is by invitation only. Ask an admin for an invitation.");

export async function countUsers(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(schema.users);
  return total;
}

/** Whether the sign-in page offers open sign-up: ALLOW_SIGNUP, or an empty workspace's first account. */
export async function signUpOpen(db: Db, config: Config): Promise<boolean> {
  return config.allowSignup || (await countUsers(db)) === 0;
}
