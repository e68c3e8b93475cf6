import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormField } from "@/components/form/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { lazyResolver } from "@/lib/lazy-resolver.ts";
import { toast } from "@/lib/toast.ts";
import type { SignInForm as SignInValues } from "../../../../shared/schemas/auth.ts";
import { useSignIn } from "../api/sign-in.ts";
import { PasswordInput } from "./password-input.tsx";

// The first page's form: zod and its schema load when the user reaches it, not with the page.
const signInResolver = lazyResolver<SignInValues>(async () => {
  const [{ zodResolver }, { signInFormSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("../../../../shared/schemas/auth.ts"),
  ]);
  return zodResolver(signInFormSchema);
});

export function SignInForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignInValues>({
    resolver: signInResolver,
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutateAsync(values).then(
      () => {
        toast.success(t("Signed in successfully!"));
        navigate("/", { replace: true });
      },
      (error: unknown) => {
        showFailure(t("Sign in failed"), error);
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} onFocus={signInResolver.preload} noValidate className="grid gap-4">
      <FormField id="signin-email" label={t("Email")} error={errors.email?.message}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? "signin-email-error" : undefined}
          {...form.register("email")}
        />
      </FormField>
      <FormField id="signin-password" label={t("Password")} error={errors.password?.message}>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          placeholder={t("Your password")}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? "signin-password-error" : undefined}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="mt-2 w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner aria-hidden="true" role="presentation" />}
        {signIn.isPending ? t("Signing in...") : t("Sign In")}
      </Button>
    </form>
  );
}
