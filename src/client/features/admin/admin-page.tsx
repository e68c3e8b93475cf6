import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { useSessionUser } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import { useUsers } from "./api/get-users.ts";
import { AiModelCard } from "./components/ai-model-card.tsx";
import { InviteUserForm } from "./components/invite-user-form.tsx";
import { UsersList } from "./components/users-list.tsx";
import { WebhooksCard } from "./components/webhooks-card.tsx";
import { YouTubeQuotaCard } from "./components/youtube-quota-card.tsx";

/**
 * spec §2 admin panel. The Channel Management tab shows another feature's panel, composed in
 * router.tsx; while that feature has none (`null`) the tab is not shown.
 */
export function AdminPage({ channelPanel }: { channelPanel: ReactNode }) {
  const { t } = useTranslation("admin");
  const { user } = useSessionUser();
  const users = useUsers();

  useEffect(() => {
    if (users.isError) toast.error(t("Error"), { description: t("Failed to fetch users") });
  }, [users.isError, t]);

  if (users.isPending) return <PageLoader label={t("Loading admin panel...")} />;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("Admin Panel")}</h1>
        <p className="text-muted-foreground">{t("Invite people, manage roles and keep channels in order.")}</p>
      </div>
      <Tabs defaultValue="users" className="gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="users">{t("User Management")}</TabsTrigger>
          {channelPanel != null && <TabsTrigger value="channels">{t("Channel Management")}</TabsTrigger>}
          <TabsTrigger value="webhooks">{t("Webhooks")}</TabsTrigger>
        </TabsList>
        <TabsContent value="users" className="grid gap-6">
          <div className="grid gap-6 md:grid-cols-2">
            <AiModelCard />
            <YouTubeQuotaCard />
          </div>
          <InviteUserForm />
          <UsersList
            users={users.data?.users ?? []}
            currentUserId={user?.id}
            error={users.isError ? users.error : null}
            onRetry={() => users.refetch()}
          />
        </TabsContent>
        {channelPanel != null && <TabsContent value="channels">{channelPanel}</TabsContent>}
        <TabsContent value="webhooks">
          <WebhooksCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}
