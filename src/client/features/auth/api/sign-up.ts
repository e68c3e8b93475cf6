import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";
import { i18n } from "@/lib/i18n.ts";
import { refreshSession } from "@/lib/session.ts";
import type { SignUpForm } from "../../../../shared/schemas/auth.ts";

/** Creates the account; `signedIn` is false when the server waits for e-mail confirmation first. */
export async function signUp(input: SignUpForm): Promise<{ signedIn: boolean }> {
  const { data, error } = await authClient.signUp.email({
    email: input.email,
    password: input.password,
    name: input.fullName.trim(),
    callbackURL: "/",
  });
  if (error) throw new Error(authErrorMessage(error, i18n.t("Sign up failed. Please try again.", { ns: "auth" })));
  return { signedIn: Boolean(data?.token) };
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: () => refreshSession(queryClient) });
}
