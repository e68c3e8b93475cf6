import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { NotificationList } from "../../shared/schemas/production.ts";
import { libraryKeys } from "./query-keys.ts";

/** Issue 13: my notifications, newest first, and how many are unread (due reminders computed then). */
export const getNotifications = (): Promise<NotificationList> => unwrap(api.api.notifications.$get());

// Others assign work and dates pass: asked again every minute and whenever the window is focused.
export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: libraryKeys.notifications(), queryFn: getNotifications, refetchInterval: 60_000 });

export const useNotifications = () => useQuery(getNotificationsQueryOptions());
