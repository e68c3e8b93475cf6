import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Deleted } from "../../../../shared/schemas/library.ts";
import { libraryKeys } from "../../../api/query-keys.ts";

/** Deletes the folder with its videos; the answer says how many videos went. */
export const deleteFolder = ({ folderId }: { folderId: string; channelId: string }): Promise<Deleted> =>
  unwrap(api.api.folders[":id"].$delete({ param: { id: encodeURIComponent(folderId) } }));

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: (_result, { folderId, channelId }) => {
      queryClient.removeQueries({ queryKey: libraryKeys.folder(folderId) });
      return queryClient.invalidateQueries({ queryKey: libraryKeys.channel(channelId) });
    },
  });
}
