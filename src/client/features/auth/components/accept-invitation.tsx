import { CircleAlert, MailCheck } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { ROLE_LABELS } from "@/lib/role-badge.ts";
import { toast } from "@/lib/toast.ts";
import { useAcceptInvitation } from "../api/accept-invitation.ts";
import { useInvitation } from "../api/get-invitation.ts";
import { SignUpForm } from "./sign-up-form.tsx";

/**
 * /auth?invite=TOKEN&email=E (issue 2 item 4): the invitation is looked up first, so an expired,
 * used or unknown link says so before anyone types a password.
 */
export function AcceptInvitation({ token, email }: { token: string; email: string | null }) {
  const { t, i18n } = useTranslation("auth");
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();

  if (invitation.isPending) {
    return (
      <div className="flex items-center justify-center gap-2 py-10 text-muted-foreground text-sm" role="status">
        <Spinner aria-hidden="true" role="presentation" /> {t("Checking your invitation...")}
      </div>
    );
  }

  if (invitation.isError) {
    return (
      <div className="grid gap-4">
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm dark:border-destructive/50"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-medium text-destructive">{t("This invitation can't be used")}</p>
            <p className="text-foreground/90">{errorMessage(invitation.error)}</p>
          </div>
        </div>
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth" replace>
            {t("Go to Sign In")}
          </Link>
        </Button>
      </div>
    );
  }

  const { role } = invitation.data;
  // The invitation names its address; the link's ?email= is only a hint for the prefill.
  const lockedEmail = invitation.data.email || email || "";

  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3 rounded-lg border bg-muted/50 p-3 text-sm">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>
          <Trans
            t={t}
            i18nKey="You have been invited to join Scriptloom as <strong>{role}</strong>. Choose a password to create your account."
            values={{ role: t(ROLE_LABELS[role]).toLocaleLowerCase(i18n.language) }}
            components={{ strong: <span className="font-medium" /> }}
          />
        </p>
      </div>
      <SignUpForm
        lockedEmail={lockedEmail}
        submitLabel={t("Accept Invitation")}
        busyLabel={t("Creating account...")}
        busy={accept.isPending}
        onSubmit={(values) =>
          accept.mutateAsync({ token, email: values.email, password: values.password, fullName: values.fullName }).then(
            () => {
              toast.success(t("Account created successfully!"), { description: t("Welcome to Scriptloom.") });
              navigate("/", { replace: true });
            },
            (error: unknown) => {
              showFailure(t("Failed to accept invitation"), error);
            },
          )
        }
      />
    </div>
  );
}
