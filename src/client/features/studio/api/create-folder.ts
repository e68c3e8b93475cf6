import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { CreateFolderInput, Folder } from "../../../../shared/schemas/library.ts";
import { sortFolders } from "./get-folders.ts";
import { studioKeys } from "./query-keys.ts";

export interface CreateFolderVariables {
  channelId: string;
  input: CreateFolderInput;
}

export const createFolder = ({
  channelId,
  input,
}: CreateFolderVariables): Promise<{ message: string; folder: Folder }> =>
  apiRequest(`/api/channels/${encodeURIComponent(channelId)}/folders`, { method: "POST", body: input });

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: ({ folder }, { channelId }) => {
      queryClient.setQueryData<Folder[]>(studioKeys.folders(channelId), (old) => sortFolders([...(old ?? []), folder]));
      return queryClient.invalidateQueries({ queryKey: studioKeys.folders(channelId), exact: true });
    },
  });
}
