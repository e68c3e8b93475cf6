import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { ScriptVersion } from "../../shared/schemas/script-versions.ts";
import { libraryKeys } from "./query-keys.ts";

/** One version of a video's script with its text. A stored version never changes but for its label. */
export const getScriptVersion = (videoId: string, number: number): Promise<ScriptVersion> =>
  unwrap(
    api.api.videos[":id"].script.versions[":number"].$get({
      param: { id: encodeURIComponent(videoId), number: String(number) },
    }),
  );

export const getScriptVersionQueryOptions = (videoId: string, number: number) =>
  queryOptions({
    queryKey: libraryKeys.scriptVersion(videoId, number),
    queryFn: () => getScriptVersion(videoId, number),
  });

export const useScriptVersion = (videoId: string, number: number | null) =>
  useQuery({ ...getScriptVersionQueryOptions(videoId, number ?? 0), enabled: number !== null });
