import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { QuotaUsageAnswer } from "../../../../shared/schemas/sync.ts";
import { adminKeys } from "./query-keys.ts";

/** Today's YouTube Data API units across every instance (issue 14 §4). */
export const getYouTubeQuota = (): Promise<QuotaUsageAnswer> => unwrap(api.api.admin["youtube-quota"].$get());

export const getYouTubeQuotaQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.youtubeQuota(), queryFn: getYouTubeQuota, refetchInterval: 60_000 });

export const useYouTubeQuota = () => useQuery(getYouTubeQuotaQueryOptions());
