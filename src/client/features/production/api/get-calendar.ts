import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { libraryKeys } from "@/api/query-keys.ts";
import { api, unwrap } from "@/lib/api.ts";
import type { Calendar } from "../../../../shared/schemas/production-calendar.ts";

/** Issue 13 item 3: a month ('YYYY-MM') of the production calendar; of one channel when given. */
export const getCalendar = (channelId: string | null, month: string): Promise<Calendar> =>
  unwrap(api.api.production.calendar.$get({ query: channelId ? { month, channelId } : { month } }));

// Other members plan and reschedule too: read again whenever the calendar is shown. The previous
// month stays on screen while the next one loads.
export const getCalendarQueryOptions = (channelId: string | null, month: string) =>
  queryOptions({
    queryKey: libraryKeys.calendar(channelId, month),
    queryFn: () => getCalendar(channelId, month),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useCalendar = (channelId: string | null, month: string) =>
  useQuery(getCalendarQueryOptions(channelId, month));
