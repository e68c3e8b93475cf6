import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { apiRequest } from "@/lib/api.ts";
import type { Note } from "../../../../shared/schemas/video.ts";

export const createNote = ({
  videoId,
  content,
}: {
  videoId: string;
  content: string;
}): Promise<{ message: string; note: Note }> =>
  apiRequest(`/api/videos/${encodeURIComponent(videoId)}/notes`, { method: "POST", body: { content } });

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: (_answer, { videoId }) => queryClient.invalidateQueries({ queryKey: libraryKeys.notes(videoId) }),
  });
}
