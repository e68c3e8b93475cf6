import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";
import { i18n } from "@/lib/i18n.ts";
import { refreshSession } from "@/lib/session.ts";
import type { SignInForm } from "../../../../shared/schemas/auth.ts";

export async function signIn(input: SignInForm): Promise<void> {
  const { error } = await authClient.signIn.email({ email: input.email, password: input.password });
  if (error) throw new Error(authErrorMessage(error, i18n.t("Sign in failed. Please try again.", { ns: "auth" })));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: () => refreshSession(queryClient) });
}
