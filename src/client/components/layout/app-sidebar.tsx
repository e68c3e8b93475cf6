import { useQueryClient } from "@tanstack/react-query";
import {
  Clapperboard,
  KanbanSquare,
  LayoutGrid,
  LibraryBig,
  Lightbulb,
  LogOut,
  PenLine,
  Settings,
  ShieldCheck,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "@/components/ui/sidebar.tsx";
import { ROLE_LABELS } from "@/lib/role-badge.ts";
import type { SessionUser } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import { msg } from "../../../shared/message.ts";

const PLATFORM_ITEMS = [
  { title: msg("Applications"), to: "/", icon: LayoutGrid },
  { title: msg("Content Studio"), to: "/content-studio", icon: PenLine },
  { title: msg("Content Library"), to: "/content-library", icon: LibraryBig },
  // Issue 13: the production board and "Mine".
  { title: msg("Production"), to: "/production", icon: KanbanSquare },
  // Where a video starts: the idea bank and the outliers of watched channels.
  { title: msg("Ideas"), to: "/ideas", icon: Lightbulb },
] as const;

/** spec §2 global navigation: Platform group, Admin group for admins, footer with the account. */
export function AppSidebar({ user }: { user: SessionUser }) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };
  const isActive = (to: string) => (to === "/" ? pathname === "/" : pathname.startsWith(to));

  return (
    <Sidebar collapsible="icon" expandOnHover>
      {/* The navigation landmark: everything in the sidebar belongs to one. */}
      <nav aria-label={t("Main")} className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild size="lg">
                <Link to="/" onClick={closeOnMobile}>
                  <span className="flex aspect-square size-8 items-center justify-center rounded-lg bg-sidebar-primary text-sidebar-primary-foreground">
                    <Clapperboard className="size-4" aria-hidden="true" />
                  </span>
                  <span className="flex flex-col gap-0.5 leading-none">
                    <span className="font-semibold">Scriptloom</span>
                    <span className="text-sidebar-foreground/70 text-xs">{t("Creator workspace")}</span>
                  </span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>{t("Platform")}</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                {PLATFORM_ITEMS.map((item) => (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton asChild isActive={isActive(item.to)}>
                      <Link to={item.to} onClick={closeOnMobile} aria-current={isActive(item.to) ? "page" : undefined}>
                        <item.icon aria-hidden="true" />
                        <span>{t(item.title)}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
          {user.role === "admin" && (
            <SidebarGroup>
              <SidebarGroupLabel>{t("Admin")}</SidebarGroupLabel>
              <SidebarGroupContent>
                <SidebarMenu>
                  <SidebarMenuItem>
                    <SidebarMenuButton asChild isActive={isActive("/admin")}>
                      <Link to="/admin" onClick={closeOnMobile} aria-current={isActive("/admin") ? "page" : undefined}>
                        <ShieldCheck aria-hidden="true" />
                        <span>{t("Admin Panel")}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                </SidebarMenu>
              </SidebarGroupContent>
            </SidebarGroup>
          )}
        </SidebarContent>
        <SidebarFooter className="border-sidebar-border border-t">
          <SidebarAccount user={user} onNavigate={closeOnMobile} isActive={isActive("/settings")} />
        </SidebarFooter>
      </nav>
    </Sidebar>
  );
}

function SidebarAccount({
  user,
  onNavigate,
  isActive,
}: {
  user: SessionUser;
  onNavigate: () => void;
  isActive: boolean;
}) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    const error = await import("@/lib/auth-client.ts").then(
      async ({ authClient }) => (await authClient.signOut()).error,
      (failure: unknown) => ({ message: failure instanceof Error ? failure.message : undefined }),
    );
    setSigningOut(false);
    if (error) {
      toast.error(t("Sign out failed"), { description: error.message || t("Please try again.") });
      return;
    }
    onNavigate();
    // The next account must not see this one's cached data.
    queryClient.clear();
    navigate("/auth", { replace: true });
  };

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <div className="flex min-w-0 flex-col gap-0.5 px-2 py-1.5 group-data-[collapsible=icon]:hidden">
          <span className="truncate font-medium text-sm" title={user.email}>
            {user.email}
          </span>
          <span className="text-sidebar-foreground/70 text-xs capitalize">{t(ROLE_LABELS[user.role])}</span>
        </div>
      </SidebarMenuItem>
      <SidebarMenuItem>
        <SidebarMenuButton asChild isActive={isActive}>
          <Link to="/settings" onClick={onNavigate} aria-current={isActive ? "page" : undefined}>
            <Settings aria-hidden="true" />
            <span>{t("Settings")}</span>
          </Link>
        </SidebarMenuButton>
      </SidebarMenuItem>
      <SidebarMenuItem>
        <SidebarMenuButton onClick={signOut} disabled={signingOut}>
          <LogOut aria-hidden="true" />
          <span>{signingOut ? t("Signing out...") : t("Sign Out")}</span>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
