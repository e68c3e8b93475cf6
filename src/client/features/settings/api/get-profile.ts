import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Profile } from "../../../../shared/schemas/profile.ts";
import { settingsKeys } from "./query-keys.ts";

export const getProfile = (): Promise<Profile> => unwrap(api.api.me.$get());

export const getProfileQueryOptions = () => queryOptions({ queryKey: settingsKeys.profile(), queryFn: getProfile });

export const useProfile = () => useQuery(getProfileQueryOptions());
