import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import { authClient, authErrorMessage } from "@/lib/auth-client.ts";
import { refreshSession } from "@/lib/session.ts";
import type { AcceptInvitationInput } from "../../../../shared/schemas/auth.ts";
import type { Profile } from "../../../../shared/schemas/profile.ts";

export const acceptInvitation = (input: AcceptInvitationInput): Promise<Profile> =>
  unwrap(api.api.invitations.accept.$post({ json: input }));

/** Creates the invited account, then signs in with the same e-mail and password. */
export async function acceptInvitationAndSignIn(input: AcceptInvitationInput): Promise<Profile> {
  const profile = await acceptInvitation(input);
  const { error } = await authClient.signIn.email({ email: input.email, password: input.password });
  if (error) throw new Error(authErrorMessage(error, "Your account was created, but signing in failed."));
  return profile;
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitationAndSignIn, onSuccess: () => refreshSession(queryClient) });
}
