// Who has a video's script open (decision 036): the Script tab and the studio bound to the video
// both say "I am here" (viewing, or editing once there are unsaved changes) every 15 s, read who else
// is, and say goodbye when they close. Live events refresh the list at once.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/lib/api.ts";
import { PRESENCE_TTL_SECONDS, type PresenceList, type PresenceState } from "../../shared/schemas/review.ts";
import { libraryKeys } from "./query-keys.ts";

const RENEW_MS = (PRESENCE_TTL_SECONDS * 1000) / 3;
const url = (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}/presence`;

export function usePresence(videoId: string, state: PresenceState) {
  useEffect(() => {
    const say = () => apiRequest(url(videoId), { method: "PUT", body: { state } }).catch(() => {});
    void say();
    const timer = setInterval(say, RENEW_MS);
    return () => clearInterval(timer);
  }, [videoId, state]);
  useEffect(
    () => () => {
      // keepalive: the goodbye still leaves when the tab is closing.
      void fetch(url(videoId), { method: "DELETE", credentials: "include", keepalive: true }).catch(() => {});
    },
    [videoId],
  );
  return useQuery({
    queryKey: libraryKeys.presence(videoId),
    queryFn: () => apiRequest<PresenceList>(url(videoId)),
    refetchInterval: RENEW_MS,
  });
}
