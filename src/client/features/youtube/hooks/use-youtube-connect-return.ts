import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useTakenSearchParams } from "@/hooks/use-taken-search-params.ts";
import { errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useConnectYouTube } from "../api/connect-youtube.ts";
import { googleConnectError } from "../google-connect-error.ts";

/**
 * Google sign-in returns to /content-library?connect=youtube (spec §2, §7): call the connect
 * operation once, then clear the query so a reload doesn't repeat it. A failed sign-in returns
 * with ?connect_error=<message>, shown as 'Error: Failed to connect with Google…' plus the message.
 */
export function useYouTubeConnectReturn() {
  const { t } = useTranslation("youtube");
  const taken = useTakenSearchParams("connect", "connect_error");
  const connect = useConnectYouTube();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (taken.connect === null && taken.connect_error === null)) return;
    handled.current = true;
    if (taken.connect_error !== null) {
      toast.error(t("Error"), { description: `${googleConnectError()} ${taken.connect_error}`.trim() });
      return;
    }
    if (taken.connect !== "youtube") return;
    const pending = toast.loading(t("Connecting your YouTube channels..."));
    connect.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.success) {
          toast.success(answer.message || t("Channel connected successfully! Sync will begin shortly."), {
            id: pending,
          });
        } else {
          toast.error(answer.message || t("Failed to connect YouTube channel."), { id: pending });
        }
      },
      onError: (error) =>
        toast.error(errorMessage(error, t("Failed to connect YouTube channel. Please try again.")), { id: pending }),
    });
  }, [taken, connect, t]);

  return connect.isPending;
}
