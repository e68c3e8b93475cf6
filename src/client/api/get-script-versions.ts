import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { ScriptVersionList } from "../../shared/schemas/script-versions.ts";
import { libraryKeys } from "./query-keys.ts";

/** A video's script versions, newest first, without their text (issue 10). */
export const getScriptVersions = (videoId: string): Promise<ScriptVersionList> =>
  unwrap(api.api.videos[":id"].script.versions.$get({ param: { id: encodeURIComponent(videoId) } }));

export const getScriptVersionsQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: libraryKeys.scriptVersions(videoId), queryFn: () => getScriptVersions(videoId) });

export const useScriptVersions = (videoId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getScriptVersionsQueryOptions(videoId), ...options });
