import { adminClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { normalizeRole, type Role } from "../../shared/roles.ts";

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: "/api/auth",
  plugins: [adminClient()],
});

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: Date | null;
}

let sessionSettled = false;

/**
 * spec §4: the session is loading until better-auth answers, then signed out (no user) or signed in
 * (user plus role). The role lives on the session user; a missing or unknown one reads as `user`.
 */
export function useSessionUser(): { user: SessionUser | null; isPending: boolean } {
  const session = authClient.useSession();
  // better-auth reports isPending again on every refetch while signed out (after a sign-up, on
  // window focus); only the first read is "loading", or the sign-in page would unmount mid-flow.
  if (!session.isPending) sessionSettled = true;
  const isPending = session.isPending && !sessionSettled;
  const data = session.data;
  if (!data?.user) return { user: null, isPending };
  const { user } = data;
  return {
    isPending,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: normalizeRole((user as { role?: unknown }).role),
      createdAt: user.createdAt ? new Date(user.createdAt) : null,
    },
  };
}

/** better-auth answers `{ data, error }`; this turns an error into a thrown Error with its message. */
export function authErrorMessage(error: { message?: string; statusText?: string } | null, fallback: string): string {
  return error?.message || error?.statusText || fallback;
}
