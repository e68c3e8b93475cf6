import { Suspense } from "react";
import { Outlet } from "react-router";
import { useLiveUpdates } from "@/api/live-events.ts";
import { SidebarInset, SidebarProvider } from "@/components/ui/sidebar.tsx";
import { useSessionUser } from "@/lib/session.ts";
import { AppHeader } from "./app-header.tsx";
import { AppSidebar } from "./app-sidebar.tsx";
import { PageLoader } from "./page-loader.tsx";

/** The shadcn sidebar keeps its open state in this cookie for 7 days (spec §2). */
function sidebarOpenFromCookie(): boolean {
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  // Collapsed to icons by default: the menu expands while hovered.
  return match ? match[1] === "true" : false;
}

/** What other members change shows here without a reload (decision 025): one stream per tab. */
function LiveUpdates() {
  useLiveUpdates();
  return null;
}

/** The signed-in app shell: sidebar, header and the current page. Rendered under RequireAuth. */
export function AppLayout() {
  const { user } = useSessionUser();
  if (!user) return null;
  return (
    <SidebarProvider defaultOpen={sidebarOpenFromCookie()}>
      <LiveUpdates />
      <AppSidebar user={user} />
      <SidebarInset>
        <AppHeader user={user} />
        <div className="flex flex-1 flex-col">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}
