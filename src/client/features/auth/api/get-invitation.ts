import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { InvitationLookup } from "../../../../shared/schemas/admin.ts";
import { authKeys } from "./query-keys.ts";

export const getInvitation = (token: string): Promise<InvitationLookup> =>
  unwrap(api.api.invitations[":token"].$get({ param: { token: encodeURIComponent(token) } }));

export const getInvitationQueryOptions = (token: string) =>
  // An expired, used or unknown token is a final answer: no retries.
  queryOptions({ queryKey: authKeys.invitation(token), queryFn: () => getInvitation(token), retry: false });

export const useInvitation = (token: string) => useQuery(getInvitationQueryOptions(token));
