import { queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { AudienceLessons } from "../../shared/schemas/audience-lessons.ts";

/** A channel's lessons from its audience: the dashboard's panel and the studio's configure step. */
export const getChannelLessons = (channelId: string): Promise<AudienceLessons> =>
  unwrap(api.api.channels[":id"]["audience-lessons"].$get({ param: { id: encodeURIComponent(channelId) } }));

export const getChannelLessonsQueryOptions = (channelId: string) =>
  queryOptions({
    // Under the channel's key: a sync or a metrics edit that changes the lessons refreshes them too.
    queryKey: [...libraryKeys.channel(channelId), "audience-lessons"] as const,
    queryFn: () => getChannelLessons(channelId),
  });

/** Asked for once a channel is picked. */
export const useChannelLessons = (channelId: string | undefined) =>
  useQuery({ ...getChannelLessonsQueryOptions(channelId ?? ""), enabled: Boolean(channelId) });
