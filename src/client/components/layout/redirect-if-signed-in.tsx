import { Navigate, Outlet } from "react-router";
import { useSessionUser } from "@/lib/auth-client.ts";
import { FullScreenLoader } from "./require-auth.tsx";

/** spec §2: a user who already has a session is sent from /auth to /. */
export function RedirectIfSignedIn() {
  const { user, isPending } = useSessionUser();
  if (isPending && !user) return <FullScreenLoader />;
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
