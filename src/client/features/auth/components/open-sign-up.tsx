import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { useSignUp } from "../api/sign-up.ts";
import { SignUpForm } from "./sign-up-form.tsx";

/** Open sign-up through better-auth. Without a resulting session the user is sent to Sign In. */
export function OpenSignUp({
  lockedEmail,
  onNeedsSignIn,
}: {
  lockedEmail?: string;
  onNeedsSignIn: (email: string) => void;
}) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const signUp = useSignUp();
  return (
    <SignUpForm
      lockedEmail={lockedEmail}
      submitLabel={t("Sign Up")}
      busyLabel={t("Creating account...")}
      busy={signUp.isPending}
      onSubmit={(values) =>
        signUp.mutateAsync(values).then(
          ({ signedIn }) => {
            toast.success(t("Account created successfully! Please check your email to confirm your account."));
            if (signedIn) navigate("/", { replace: true });
            else onNeedsSignIn(values.email);
          },
          (error: unknown) => {
            showFailure(t("Sign up failed"), error);
          },
        )
      }
    />
  );
}
