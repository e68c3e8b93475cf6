import { Navigate, Outlet } from "react-router";
import { useSessionUser } from "@/lib/session.ts";

/**
 * spec §2: a user who already has a session is sent from /auth to /. The sign-in form shows at once
 * rather than behind a spinner while the session is read (most visitors here have none, and the
 * form is the page's first paint); a session that turns out to exist redirects as soon as it's known.
 */
export function RedirectIfSignedIn() {
  const { user } = useSessionUser();
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
