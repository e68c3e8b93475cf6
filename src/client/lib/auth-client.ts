// better-auth's client, for signing in, up and out: imported by the sign-in page and, when used, by
// the sidebar's "Sign out". Who is signed in is read by lib/session.ts.
import { adminClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: "/api/auth",
  plugins: [adminClient()],
});

/** better-auth answers `{ data, error }`; this turns an error into a thrown Error with its message. */
export function authErrorMessage(error: { message?: string; statusText?: string } | null, fallback: string): string {
  return error?.message || error?.statusText || fallback;
}
