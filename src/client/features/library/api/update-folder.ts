import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Folder, UpdateFolderInput } from "../../../../shared/schemas/library.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

export const updateFolder = ({
  folderId,
  ...input
}: UpdateFolderInput & { folderId: string }): Promise<{ message: string; folder: Folder }> =>
  unwrap(api.api.folders[":id"].$patch({ param: { id: encodeURIComponent(folderId) }, json: input }));

export function useUpdateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFolder,
    onSuccess: ({ folder }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.folder(folder.id) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.channel(folder.channelId) }),
        // A video's page shows its folder's name and month.
        queryClient.invalidateQueries({ queryKey: libraryKeys.allVideos() }),
      ]),
  });
}
