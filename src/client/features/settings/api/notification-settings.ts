import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { NotificationSettings, UpdateNotificationSettingsInput } from "../../../../shared/schemas/production.ts";
import { settingsKeys } from "./query-keys.ts";

/** The member's mail switches (issue 13 item 7). */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: settingsKeys.notificationSettings(),
    queryFn: () => unwrap(api.api.me["notification-settings"].$get()),
  });

/** Flips a switch; the card shows the new value at once and the server's answer after. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const key = settingsKeys.notificationSettings();
  return useMutation({
    mutationFn: (input: UpdateNotificationSettingsInput) =>
      unwrap(api.api.me["notification-settings"].$patch({ json: input })),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, ...input });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
