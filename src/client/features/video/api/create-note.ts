import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { Note } from "../../../../shared/schemas/video.ts";

export const createNote = ({
  videoId,
  content,
}: {
  videoId: string;
  content: string;
}): Promise<{ message: string; note: Note }> =>
  unwrap(api.api.videos[":id"].notes.$post({ param: { id: encodeURIComponent(videoId) }, json: { content } }));

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    // The note is also a line of the video's activity log (issue 13).
    onSuccess: (_answer, { videoId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.notes(videoId) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.activity(videoId) }),
      ]),
  });
}
