import { Navigate, Outlet } from "react-router";
import { useSessionUser } from "@/lib/session.ts";
import { PageLoader } from "./page-loader.tsx";

/** spec §2: without a signed-in user, protected pages redirect to /auth, replacing history. */
export function RequireAuth() {
  const { user, isPending } = useSessionUser();
  if (isPending && !user) return <FullScreenLoader />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}

export function FullScreenLoader() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <PageLoader />
    </div>
  );
}
