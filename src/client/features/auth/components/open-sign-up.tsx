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
  const navigate = useNavigate();
  const signUp = useSignUp();
  return (
    <SignUpForm
      lockedEmail={lockedEmail}
      submitLabel="Sign Up"
      busyLabel="Creating account..."
      busy={signUp.isPending}
      onSubmit={(values) =>
        signUp.mutateAsync(values).then(
          ({ signedIn }) => {
            toast.success("Account created successfully! Please check your email to confirm your account.");
            if (signedIn) navigate("/", { replace: true });
            else onNeedsSignIn(values.email);
          },
          (error: unknown) => {
            showFailure("Sign up failed", error);
          },
        )
      }
    />
  );
}
