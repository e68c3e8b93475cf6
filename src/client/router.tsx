import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { createBrowserRouter } from "react-router";
import { RedirectIfSignedIn } from "@/components/layout/redirect-if-signed-in.tsx";
import { FullScreenLoader, RequireAuth } from "@/components/layout/require-auth.tsx";
import { RequireRole } from "@/components/layout/require-role.tsx";
import { lazyWhenOpen } from "@/components/lazy-when-open.tsx";
import { getAuthSettingsQueryOptions } from "@/features/auth/api/get-auth-settings.ts";
import { loadNamespaces } from "@/lib/i18n.ts";

/** The sign-in page's code: main.tsx asks for it before the first render when the address is /auth. */
export const loadAuthPage = async () =>
  (await Promise.all([import("@/features/auth/auth-page.tsx"), loadNamespaces("auth")]))[0];

// Shown on a dashboard's Outliers tab only: loaded with it.
const SaveFollowUpButton = lazy(async () => ({
  default: (
    await Promise.all([import("@/features/ideas/components/save-follow-up-button.tsx"), loadNamespaces("ideas")])
  )[0].SaveFollowUpButton,
}));

// Its form loads when the library's "Connect Channel" first opens it.
const ConnectChannelDialog = lazyWhenOpen(
  async () => (await import("@/features/youtube/components/connect-channel-dialog.tsx")).ConnectChannelDialog,
);

/**
 * spec §2 route table. Each screen is its own chunk (route `lazy`), so the first page only loads
 * the shell and the screen it shows. Features are composed here and never import each other. A
 * route's `lazy` loads its features' catalogues with their code (`loadNamespaces`, decision 040).
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      hydrateFallbackElement: <FullScreenLoader />,
      children: [
        {
          // A review link (decision 036): for people outside the workspace, no session, no app shell.
          path: "/review/:token",
          lazy: async () => {
            const [{ GuestReviewPage }] = await Promise.all([
              import("@/features/review/guest-review-page.tsx"),
              loadNamespaces("review", "server"),
            ]);
            return { Component: GuestReviewPage };
          },
        },
        {
          element: <RedirectIfSignedIn />,
          // Ask whether sign-up is open while the session is still being read.
          loader: () => {
            void queryClient.prefetchQuery(getAuthSettingsQueryOptions());
            return null;
          },
          children: [
            {
              path: "/auth",
              lazy: async () => ({ Component: (await loadAuthPage()).AuthPage }),
            },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              // The shell (sidebar, header) is a chunk of its own: the sign-in page doesn't need it.
              lazy: async () => ({ Component: (await import("@/components/layout/app-layout.tsx")).AppLayout }),
              children: [
                {
                  index: true,
                  lazy: async () => {
                    const [{ HomePage }] = await Promise.all([
                      import("@/features/home/home-page.tsx"),
                      loadNamespaces("home"),
                    ]);
                    return { Component: HomePage };
                  },
                },
                {
                  path: "content-studio",
                  lazy: async () => {
                    const [{ StudioPage }, { StudioPackagePanel }] = await Promise.all([
                      import("@/features/studio/studio-page.tsx"),
                      import("@/features/packaging/components/studio-package-panel.tsx"),
                      // "server" holds the packaging rules' messages (src/shared/packaging-rules.ts).
                      loadNamespaces("studio", "packaging", "video", "server"),
                    ]);
                    return {
                      Component: () => <StudioPage renderPackagePanel={(props) => <StudioPackagePanel {...props} />} />,
                    };
                  },
                },
                {
                  path: "content-library",
                  lazy: async () => {
                    const [
                      { LibraryPage },
                      { ChannelDashboard },
                      { SyncChannelButton },
                      { ChannelSyncPanel },
                      { useYouTubeConnectReturn },
                      { LazyChannelBoard },
                    ] = await Promise.all([
                      import("@/features/library/library-page.tsx"),
                      import("@/features/dashboard/components/channel-dashboard.tsx"),
                      import("@/features/youtube/components/sync-channel-button.tsx"),
                      import("@/features/youtube/components/channel-sync-panel.tsx"),
                      import("@/features/youtube/hooks/use-youtube-connect-return.ts"),
                      import("@/features/production/components/lazy-channel-board.tsx"),
                      loadNamespaces("dashboard", "library", "youtube", "server"),
                    ]);
                    function ContentLibrary() {
                      // Google sign-in returns here with ?connect=youtube (spec §7).
                      useYouTubeConnectReturn();
                      return (
                        <LibraryPage
                          renderConnectDialog={(props) => <ConnectChannelDialog {...props} />}
                          renderDashboard={(props) => (
                            <ChannelDashboard
                              {...props}
                              actions={<SyncChannelButton channelId={props.channelId} />}
                              syncStatus={<ChannelSyncPanel channelId={props.channelId} />}
                              renderSaveAsIdea={(outlier) => (
                                <Suspense fallback={null}>
                                  <SaveFollowUpButton outlier={outlier} channelId={props.channelId} />
                                </Suspense>
                              )}
                            />
                          )}
                          renderBoard={(props) => <LazyChannelBoard {...props} />}
                        />
                      );
                    }
                    return { Component: ContentLibrary };
                  },
                },
                {
                  path: "ideas",
                  lazy: async () => {
                    const [{ IdeasPage }] = await Promise.all([
                      import("@/features/ideas/ideas-page.tsx"),
                      loadNamespaces("ideas"),
                    ]);
                    return { Component: IdeasPage };
                  },
                },
                {
                  path: "ideas/outliers",
                  lazy: async () => {
                    const [{ OutliersPage }] = await Promise.all([
                      import("@/features/ideas/outliers-page.tsx"),
                      loadNamespaces("ideas"),
                    ]);
                    return { Component: OutliersPage };
                  },
                },
                {
                  path: "production",
                  lazy: async () => ({
                    Component: (await import("@/features/production/production-page.tsx")).ProductionPage,
                  }),
                },
                {
                  path: "video/:videoId",
                  lazy: async () => {
                    const [{ VideoPage }, { PackagingTab }, { PublishTab }] = await Promise.all([
                      import("@/features/video/video-page.tsx"),
                      import("@/features/packaging/components/packaging-tab.tsx"),
                      import("@/features/publishing/components/publish-tab.tsx"),
                      // "server" holds the packaging rules' messages (src/shared/packaging-rules.ts).
                      loadNamespaces("video", "packaging", "publishing", "server"),
                    ]);
                    return {
                      Component: () => (
                        <VideoPage
                          renderPackaging={(video) => <PackagingTab video={video} />}
                          renderPublish={(video) => <PublishTab video={video} />}
                        />
                      ),
                    };
                  },
                },
                {
                  path: "settings",
                  lazy: async () => {
                    const [{ SettingsPage }, { InviteUserForm }] = await Promise.all([
                      import("@/features/settings/settings-page.tsx"),
                      import("@/features/admin/components/invite-user-form.tsx"),
                      loadNamespaces("settings", "admin"),
                    ]);
                    return { Component: () => <SettingsPage inviteForm={<InviteUserForm />} /> };
                  },
                },
                {
                  path: "admin",
                  element: <RequireRole required="admin" />,
                  children: [
                    {
                      index: true,
                      lazy: async () => {
                        const [{ AdminPage }, { ChannelManagementPanel }] = await Promise.all([
                          import("@/features/admin/admin-page.tsx"),
                          import("@/features/library/components/channel-management-panel.tsx"),
                          loadNamespaces("admin", "library", "youtube", "server"),
                        ]);
                        const channelPanel = (
                          <ChannelManagementPanel
                            renderConnectDialog={(props) => <ConnectChannelDialog {...props} />}
                          />
                        );
                        return { Component: () => <AdminPage channelPanel={channelPanel} /> };
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          path: "*",
          lazy: async () => {
            const [{ NotFoundPage }] = await Promise.all([
              import("@/features/not-found/not-found-page.tsx"),
              loadNamespaces("not-found"),
            ]);
            return { Component: NotFoundPage };
          },
        },
      ],
    },
  ]);
}
