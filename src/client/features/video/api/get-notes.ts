import { queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { Note } from "../../../../shared/schemas/video.ts";

/** spec §7: a video's notes, newest first, each with its author. */
export const getNotes = (videoId: string): Promise<{ notes: Note[]; count: number }> =>
  unwrap(api.api.videos[":id"].notes.$get({ param: { id: encodeURIComponent(videoId) } }));

export const getNotesQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: libraryKeys.notes(videoId), queryFn: () => getNotes(videoId) });

export const useNotes = (videoId: string) => useQuery(getNotesQueryOptions(videoId));
