import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { CreateAccessTokenInput } from "../../../../shared/schemas/access-tokens.ts";
import { settingsKeys } from "./query-keys.ts";

/** The member's personal access tokens (decision 044), newest first. */
export const useAccessTokens = () =>
  useQuery({
    queryKey: settingsKeys.accessTokens(),
    queryFn: () => unwrap(api.api.me.tokens.$get()),
  });

/** Makes a token; the answer holds its text, which the card shows once. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAccessTokenInput) => unwrap(api.api.me.tokens.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.accessTokens() }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.api.me.tokens[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.accessTokens() }),
  });
}
