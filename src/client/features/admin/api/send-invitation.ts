import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { InvitationCreated } from "../../../../shared/schemas/admin.ts";
import type { InvitationInput } from "../../../../shared/schemas/auth.ts";

export const sendInvitation = (input: InvitationInput): Promise<InvitationCreated> =>
  apiRequest<InvitationCreated>("/api/admin/invitations", { method: "POST", body: input });

export const useSendInvitation = () => useMutation({ mutationFn: sendInvitation });
