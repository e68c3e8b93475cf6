import { zodResolver } from "@hookform/resolvers/zod";
import { Link2, Send, UserPlus } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { InvitationCreated } from "../../../../shared/schemas/admin.ts";
import { invitationInputSchema } from "../../../../shared/schemas/auth.ts";
import { useSendInvitation } from "../api/send-invitation.ts";
import { CopyLink } from "./copy-link.tsx";
import { ROLE_OPTIONS } from "./role-options.ts";

type InviteValues = z.input<typeof invitationInputSchema>;
type InviteOutput = z.output<typeof invitationInputSchema>;

/** spec §2/§5: invite an e-mail (required, e-mail type) with a role (default user). */
export function InviteUserForm() {
  const { t } = useTranslation("admin");
  const send = useSendInvitation();
  const [created, setCreated] = useState<InvitationCreated | null>(null);
  const form = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { email: "", role: "user" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      (result) => {
        setCreated(result);
        if (result.mailSent) toast.success(t("Invitation sent to {email}", { email: result.email }));
        else toast.warning(result.message);
        form.reset({ email: "", role: values.role });
      },
      (error: unknown) => {
        showFailure(t("Failed to send invitation"), error);
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Invite New User")}</h2>
        </CardTitle>
        <CardDescription>
          {t("They receive an e-mail with a link to create their account (valid for 7 days).")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
          <div className="grid gap-2">
            <Label htmlFor="invite-email">{t("Email")}</Label>
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              placeholder={t("colleague@example.com")}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? "invite-email-error" : undefined}
              {...form.register("email")}
            />
            {errors.email && (
              <p id="invite-email-error" role="alert" className="text-destructive text-sm">
                {errors.email.message && t(errors.email.message)}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="invite-role">{t("Role")}</Label>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="invite-role" className="w-full" onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ROLE_OPTIONS.map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {t(option.label)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <Button type="submit" disabled={send.isPending} className="sm:mt-[1.375rem]">
            {send.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Send aria-hidden="true" />}
            {send.isPending ? t("Sending...") : t("Send Invitation")}
          </Button>
        </form>
        {created && (
          <div className="grid gap-2 rounded-lg border bg-muted/40 p-3">
            <p className="flex items-center gap-2 font-medium text-sm">
              <Link2 className="size-4 text-primary" aria-hidden="true" />
              {t("Invitation link for {email}", { email: created.email })}
            </p>
            <CopyLink link={created.link} label={t("Invitation link for {email}", { email: created.email })} />
            <p className="text-muted-foreground text-xs">
              {created.mailSent
                ? t("The link was e-mailed. You can also share it yourself; it works once.")
                : t("The e-mail could not be sent. Share this link yourself; it works once.")}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
