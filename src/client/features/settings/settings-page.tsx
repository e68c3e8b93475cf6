import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { useSessionUser } from "@/lib/session.ts";
import { useProfile } from "./api/get-profile.ts";
import { AccessTokensCard } from "./components/access-tokens-card.tsx";
import { AccountInformationCard } from "./components/account-information-card.tsx";
import { AdminControlsCard } from "./components/admin-controls-card.tsx";
import { AppearanceCard } from "./components/appearance-card.tsx";
import { LanguageCard } from "./components/language-card.tsx";
import { MailNotificationsCard } from "./components/mail-notifications-card.tsx";
import { ProfileSettingsCard } from "./components/profile-settings-card.tsx";

/**
 * spec §2 settings. `inviteForm` is the admin feature's invitation form, composed in router.tsx
 * (features don't import each other); only admins see it.
 */
export function SettingsPage({ inviteForm }: { inviteForm?: ReactNode }) {
  const { t } = useTranslation("settings");
  const { user } = useSessionUser();
  const profile = useProfile();
  const isAdmin = user?.role === "admin";
  const role = profile.data?.role ?? user?.role ?? "user";
  const createdAt = profile.data ? profile.data.createdAt : (user?.createdAt ?? null);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:py-8">
      <div className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t("Back")}
          </Link>
        </Button>
        <div>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("Settings")}</h1>
          <p className="text-muted-foreground">{t("Manage your profile, appearance, mail and account.")}</p>
        </div>
      </div>
      {profile.isError && (
        <LoadError title={t("Failed to load your profile")} error={profile.error} onRetry={() => profile.refetch()} />
      )}
      <ProfileSettingsCard profile={profile.data} />
      <LanguageCard />
      <AppearanceCard />
      <MailNotificationsCard />
      <AccessTokensCard isAdmin={isAdmin} />
      <AccountInformationCard role={role} createdAt={createdAt} />
      {isAdmin && inviteForm}
      {isAdmin && <AdminControlsCard />}
    </div>
  );
}
