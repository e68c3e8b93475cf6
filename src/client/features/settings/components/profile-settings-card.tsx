import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { ROLE_LABELS, roleBadgeVariant } from "@/lib/role-badge.ts";
import { toast } from "@/lib/toast.ts";
import { type UpdateProfileInput, updateProfileSchema } from "../../../../shared/schemas/auth.ts";
import type { Profile } from "../../../../shared/schemas/profile.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

export function ProfileSettingsCard({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation("settings");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Profile Settings")}</h2>
        </CardTitle>
        <CardDescription>{t("Your name as others see it in Scriptloom.")}</CardDescription>
      </CardHeader>
      <CardContent>{profile ? <ProfileForm profile={profile} /> : <ProfileSkeleton />}</CardContent>
    </Card>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation("settings");
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { fullName: profile.fullName ?? "" },
  });
  const { errors } = form.formState;

  useEffect(() => {
    form.reset({ fullName: profile.fullName ?? "" });
  }, [profile.fullName, form]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => {
        toast.success(t("Profile updated successfully"));
      },
      (error: unknown) => {
        showFailure(t("Failed to update profile"), error);
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="profile-fullName">{t("Full Name")}</Label>
        <Input
          id="profile-fullName"
          autoComplete="name"
          placeholder={t("Your full name")}
          aria-invalid={Boolean(errors.fullName)}
          aria-describedby={errors.fullName ? "profile-fullName-error" : undefined}
          {...form.register("fullName")}
        />
        {errors.fullName && (
          <p id="profile-fullName-error" role="alert" className="text-destructive text-sm">
            {errors.fullName.message && t(errors.fullName.message)}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="profile-email">{t("Email")}</Label>
        <Input
          id="profile-email"
          type="email"
          value={profile.email}
          readOnly
          aria-readonly="true"
          aria-describedby="profile-email-note"
          className="bg-muted text-muted-foreground"
        />
        <p id="profile-email-note" className="text-muted-foreground text-xs">
          {t("Email cannot be changed from this panel")}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-medium text-sm">{t("Current Role")}</span>
        <Badge variant={roleBadgeVariant(profile.role)}>{t(ROLE_LABELS[profile.role])}</Badge>
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner aria-hidden="true" role="presentation" />}
          {update.isPending ? t("Saving...") : t("Save Profile")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The form's shape at the form's height (labels, fields, the e-mail's note, the role's badge), so the
 * cards below stay where they are when the profile arrives: a click aimed at them lands where it aimed.
 */
function ProfileSkeleton() {
  const { t } = useTranslation("settings");
  return (
    <div className="grid gap-5" role="status" aria-busy="true" aria-label={t("Loading profile")}>
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-3.5 w-20" />
          <Skeleton className="h-9 w-full" />
          {i === 1 && <Skeleton className="h-4 w-56" />}
        </div>
      ))}
      <Skeleton className="h-[22px] w-32" />
      <Skeleton className="h-9 w-28" />
    </div>
  );
}
