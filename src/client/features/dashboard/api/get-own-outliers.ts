import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { OwnOutliers } from "../../../../shared/schemas/dashboard.ts";

type Kind = OwnOutliers["kind"];

/** The Outliers tab (decision 035): the channel's own uploads of one kind, scored, 24 a page. */
export const getOwnOutliers = (channelId: string, kind: Kind, page: number): Promise<OwnOutliers> =>
  unwrap(
    api.api.channels[":id"].outliers.$get({
      param: { id: encodeURIComponent(channelId) },
      query: { kind, page: `${page}` },
    }),
  );

export const getOwnOutliersQueryOptions = (channelId: string, kind: Kind, page: number) =>
  queryOptions({
    // Under the channel's key: a sync or a metrics edit (live, or by this member) refreshes it too.
    queryKey: [...libraryKeys.channel(channelId), "outliers", kind, page] as const,
    queryFn: () => getOwnOutliers(channelId, kind, page),
    placeholderData: keepPreviousData,
  });

export const useOwnOutliers = (channelId: string, kind: Kind, page: number) =>
  useQuery(getOwnOutliersQueryOptions(channelId, kind, page));
