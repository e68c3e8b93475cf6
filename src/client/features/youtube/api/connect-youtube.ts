import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { ConnectAnswer } from "../../../../shared/schemas/youtube.ts";

export type ConnectYouTubeAnswer = ConnectAnswer;

/** After Google sign-in: adds the signed-in account's own channels (spec's fetch-youtube-channel). */
export const connectYouTube = (): Promise<ConnectYouTubeAnswer> => unwrap(api.api.youtube.connect.$post({ json: {} }));

export function useConnectYouTube() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectYouTube,
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.channels(), exact: true }),
  });
}
