import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { ProviderInfo } from "../../../../shared/schemas/studio.ts";
import { studioKeys } from "./query-keys.ts";

export const getProvider = (): Promise<ProviderInfo> => unwrap(api.api.studio.provider.$get());

// The provider is chosen at start-up: it can't change while the page is open.
export const getProviderQueryOptions = () =>
  queryOptions({ queryKey: studioKeys.provider(), queryFn: getProvider, staleTime: Number.POSITIVE_INFINITY });

export const useProvider = () => useQuery(getProviderQueryOptions());
