import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useSessionUser } from "@/lib/session.ts";
import { hasRole, type Role } from "../../../shared/roles.ts";
import { PageLoader } from "./page-loader.tsx";

/** spec §5: a role-gated page opens for that role or for admin; anyone else sees Access Denied. */
export function RequireRole({ required }: { required: Role }) {
  const { user, isPending } = useSessionUser();
  if (isPending && !user) return <PageLoader />;
  if (!user || !hasRole(user.role, required)) return <AccessDenied />;
  return <Outlet />;
}

function AccessDenied() {
  const { t } = useTranslation("common");
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </div>
      <h1 className="font-semibold text-2xl tracking-tight">{t("Access Denied")}</h1>
      <p className="max-w-sm text-muted-foreground">{t("You don't have permission to access this page.")}</p>
    </div>
  );
}
