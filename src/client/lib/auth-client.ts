// better-auth's client, for signing in, up and out: imported by the sign-in page and, when used, by
// the sidebar's "Sign out". Who is signed in is read by lib/session.ts.
import { adminClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { msg } from "../../shared/message.ts";
import { i18n } from "./i18n.ts";

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: "/api/auth",
  plugins: [adminClient()],
});

/**
 * better-auth's messages by their stable `code` (@better-auth/core's error codes, the admin plugin's, and
 * our sign-up hook's), in English as catalogue keys: shown in the reader's language (decision 040).
 */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: msg("Invalid email or password"),
  INVALID_EMAIL: msg("Invalid email"),
  EMAIL_NOT_VERIFIED: msg("Email not verified"),
  PASSWORD_TOO_SHORT: msg("Password too short"),
  PASSWORD_TOO_LONG: msg("Password too long"),
  USER_ALREADY_EXISTS: msg("User already exists."),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: msg("User already exists. Use another email."),
  FAILED_TO_CREATE_USER: msg("Failed to create user"),
  BANNED_USER: msg("You have been banned from this application"),
  SIGNUP_CLOSED: msg("Sign-up is by invitation only. Ask an admin for an invitation."),
};

/** better-auth answers `{ data, error }`; this turns an error into a thrown Error with its message. */
export function authErrorMessage(
  error: { message?: string; statusText?: string; code?: string } | null,
  fallback: string,
): string {
  const known = error?.code ? AUTH_MESSAGES[error.code] : undefined;
  if (known) return i18n.t(known, { ns: "common" });
  // Our own answers (the sign-in throttle's) come in the reader's language already.
  return error?.message || error?.statusText || fallback;
}
