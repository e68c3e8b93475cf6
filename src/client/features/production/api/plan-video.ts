import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateVideoViews } from "@/api/invalidate-video-views.ts";
import { libraryKeys } from "@/api/query-keys.ts";
import { useUpdateVideoProduction } from "@/api/update-video-production.ts";
import { api, unwrap } from "@/lib/api.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { i18n } from "@/lib/i18n.ts";
import type { Video } from "../../../../shared/schemas/library.ts";
import type { Calendar, PlanVideoInput } from "../../../../shared/schemas/production-calendar.ts";

/** 'Plan a video' on a day: a new Idea in the channel's folder of that month (made if missing). */
export const planVideo = ({
  channelId,
  ...input
}: PlanVideoInput & { channelId: string }): Promise<{ message: string; video: Video }> =>
  unwrap(
    api.api.channels[":id"]["planned-videos"].$post({ param: { id: encodeURIComponent(channelId) }, json: input }),
  );

export function usePlanVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: planVideo,
    // Its folder (perhaps new) and channel, every board and every calendar.
    onSuccess: ({ video }, { channelId }) =>
      Promise.all([
        invalidateVideoViews(queryClient, { folderId: video.folderId, channelId }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.folders(channelId) }),
      ]),
  });
}

/** Shows a video on its new day in every cached calendar month at once, before the server answers. */
export function applyReschedule(queryClient: QueryClient, videoId: string, date: string) {
  for (const [key, calendar] of queryClient.getQueriesData<Calendar>({ queryKey: libraryKeys.calendars() })) {
    if (!calendar) continue;
    const entry = calendar.entries.find((e) => e.id === videoId);
    if (!entry) continue;
    const moved = { ...entry, plannedPublishDate: date, date };
    const others = calendar.entries.filter((e) => e.id !== videoId);
    const entries = date.startsWith(calendar.month)
      ? [...others, moved].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
      : others;
    queryClient.setQueryData<Calendar>(key, { ...calendar, entries, count: entries.length });
  }
}

/** A card dropped on another day, or "Move to date": the video's planned publish date changes. */
export function useReschedule() {
  const queryClient = useQueryClient();
  const update = useUpdateVideoProduction();
  return {
    isPending: update.isPending,
    reschedule: (videoId: string, date: string) => {
      applyReschedule(queryClient, videoId, date);
      return update.mutateAsync({ videoId, plannedPublishDate: date }).catch((error) => {
        showFailure(i18n.t("Failed to reschedule the video", { ns: "production" }), error);
        return queryClient.invalidateQueries({ queryKey: libraryKeys.calendars() });
      });
    },
  };
}
