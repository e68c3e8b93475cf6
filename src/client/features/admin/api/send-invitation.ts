import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { InvitationCreated } from "../../../../shared/schemas/admin.ts";
import type { InvitationInput } from "../../../../shared/schemas/auth.ts";

export const sendInvitation = (input: InvitationInput): Promise<InvitationCreated> =>
  unwrap(api.api.admin.invitations.$post({ json: input }));

export const useSendInvitation = () => useMutation({ mutationFn: sendInvitation });
