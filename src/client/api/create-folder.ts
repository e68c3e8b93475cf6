import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { CreateFolderInput, Folder } from "../../shared/schemas/library.ts";
import { libraryKeys } from "./query-keys.ts";

/** Month/Year may be 'January 2024', 'Jan 2024' or '2024-01'; the server stores 'YYYY-MM'. */
export const createFolder = ({
  channelId,
  ...input
}: CreateFolderInput & { channelId: string }): Promise<{ message: string; folder: Folder }> =>
  unwrap(api.api.channels[":id"].folders.$post({ param: { id: encodeURIComponent(channelId) }, json: input }));

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: (_result, { channelId }) => queryClient.invalidateQueries({ queryKey: libraryKeys.channel(channelId) }),
  });
}
