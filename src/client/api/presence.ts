// Who has a video's script open (decision 036): the Script tab and the studio bound to the video
// both say "I am here" (viewing, or editing once there are unsaved changes) every 15 s, read who else
// is, and say goodbye when they close. Live events refresh the list at once.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "@/lib/api.ts";
import { PRESENCE_TTL_SECONDS, type PresenceState } from "../../shared/schemas/review.ts";
import { libraryKeys } from "./query-keys.ts";

const RENEW_MS = (PRESENCE_TTL_SECONDS * 1000) / 3;
const presence = api.api.videos[":id"].presence;
const param = (videoId: string) => ({ id: encodeURIComponent(videoId) });

export function usePresence(videoId: string, state: PresenceState) {
  useEffect(() => {
    const say = () => unwrap(presence.$put({ param: param(videoId), json: { state } })).catch(() => {});
    void say();
    const timer = setInterval(say, RENEW_MS);
    return () => clearInterval(timer);
  }, [videoId, state]);
  useEffect(
    () => () => {
      // keepalive: the goodbye still leaves when the tab is closing.
      void presence.$delete({ param: param(videoId) }, { init: { keepalive: true } }).catch(() => {});
    },
    [videoId],
  );
  return useQuery({
    queryKey: libraryKeys.presence(videoId),
    queryFn: () => unwrap(presence.$get({ param: param(videoId) })),
    refetchInterval: RENEW_MS,
  });
}
