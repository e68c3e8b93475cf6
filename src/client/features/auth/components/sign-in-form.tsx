import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FormField } from "@/components/form/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api.ts";
import { type SignInForm as SignInValues, signInFormSchema } from "../../../../shared/schemas/auth.ts";
import { useSignIn } from "../api/sign-in.ts";
import { PasswordInput } from "./password-input.tsx";

export function SignInForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutateAsync(values).then(
      () => {
        toast.success("Signed in successfully!");
        navigate("/", { replace: true });
      },
      (error: unknown) => {
        toast.error("Sign in failed", { description: errorMessage(error) });
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="signin-email" label="Email" error={errors.email?.message}>
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
      <FormField id="signin-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          placeholder="Your password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? "signin-password-error" : undefined}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="mt-2 w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner aria-hidden="true" role="presentation" />}
        {signIn.isPending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
