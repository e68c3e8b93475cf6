import { Lock } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { lazyResolver } from "@/lib/lazy-resolver.ts";
import type { SignUpForm as SignUpValues } from "../../../../shared/schemas/auth.ts";
import { PasswordInput } from "./password-input.tsx";

// On the first page: zod and its schema load when the user reaches the form, not with the page.
const signUpResolver = lazyResolver<SignUpValues>(async () => {
  const [{ zodResolver }, { signUpFormSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("../../../../shared/schemas/auth.ts"),
  ]);
  return zodResolver(signUpFormSchema);
});

interface SignUpFormProps {
  /** spec §2: with ?email= the address is prefilled and locked. */
  lockedEmail?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (values: SignUpValues) => Promise<unknown>;
}

/** spec §2/§5: e-mail, password, confirm password and full name, all required. */
export function SignUpForm({ lockedEmail, submitLabel, busyLabel, busy, onSubmit }: SignUpFormProps) {
  const { t } = useTranslation("auth");
  const form = useForm<SignUpValues>({
    resolver: signUpResolver,
    defaultValues: { email: lockedEmail ?? "", password: "", confirmPassword: "", fullName: "" },
  });
  const { errors } = form.formState;
  const describedBy = (field: keyof SignUpValues) => (errors[field] ? `signup-${field}-error` : undefined);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} onFocus={signUpResolver.preload} noValidate className="grid gap-4">
      <FormField
        id="signup-email"
        label={t("Email")}
        error={errors.email?.message}
        hint={lockedEmail ? t("This invitation is for this address.") : undefined}
      >
        <div className="relative">
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            readOnly={Boolean(lockedEmail)}
            aria-readonly={Boolean(lockedEmail)}
            className={lockedEmail ? "bg-muted pr-10 text-muted-foreground" : undefined}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy("email") ?? (lockedEmail ? "signup-email-hint" : undefined)}
            {...form.register("email")}
          />
          {lockedEmail && (
            <Lock
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
          )}
        </div>
      </FormField>
      <FormField id="signup-fullName" label={t("Full Name")} error={errors.fullName?.message}>
        <Input
          id="signup-fullName"
          autoComplete="name"
          placeholder={t("Jane Doe")}
          aria-invalid={Boolean(errors.fullName)}
          aria-describedby={describedBy("fullName")}
          {...form.register("fullName")}
        />
      </FormField>
      <FormField id="signup-password" label={t("Password")} error={errors.password?.message}>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          placeholder={t("At least 6 characters")}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={describedBy("password")}
          {...form.register("password")}
        />
      </FormField>
      <FormField id="signup-confirmPassword" label={t("Confirm Password")} error={errors.confirmPassword?.message}>
        <PasswordInput
          id="signup-confirmPassword"
          autoComplete="new-password"
          placeholder={t("Repeat your password")}
          aria-invalid={Boolean(errors.confirmPassword)}
          aria-describedby={describedBy("confirmPassword")}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" className="mt-2 w-full" disabled={busy}>
        {busy && <Spinner aria-hidden="true" role="presentation" />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
