import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { MarkNotificationsReadInput } from "../../shared/schemas/production.ts";
import { libraryKeys } from "./query-keys.ts";

export const markNotificationsRead = (
  input: MarkNotificationsReadInput,
): Promise<{ message: string; updated: number; unread: number }> =>
  unwrap(api.api.notifications.read.$post({ json: input }));

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.notifications() }),
  });
}
