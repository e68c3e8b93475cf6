import { queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { ScriptRetentionView } from "../../../../shared/schemas/script-retention.ts";

/** The published script's sections over the video's retention curve. */
export const getScriptRetention = (videoId: string): Promise<ScriptRetentionView> =>
  unwrap(api.api.videos[":id"]["script-retention"].$get({ param: { id: encodeURIComponent(videoId) } }));

export const useScriptRetention = (videoId: string) =>
  useQuery(
    queryOptions({
      // Under the video's key: a new script version or a sync refreshes it with the video.
      queryKey: [...libraryKeys.video(videoId), "script-retention"] as const,
      queryFn: () => getScriptRetention(videoId),
      staleTime: 60_000,
    }),
  );
