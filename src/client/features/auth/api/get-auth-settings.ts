import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import { authKeys } from "./query-keys.ts";

export interface AuthSettings {
  /** False when the app is invitation-only (ALLOW_SIGNUP=false): the Sign Up tab is hidden. */
  allowSignup: boolean;
}

export const getAuthSettings = (): Promise<AuthSettings> => unwrap(api.api["auth-settings"].$get());

export const getAuthSettingsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.settings(), queryFn: getAuthSettings, staleTime: Number.POSITIVE_INFINITY });

export const useAuthSettings = () => useQuery(getAuthSettingsQueryOptions());
