import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useConnectYouTube } from "../api/connect-youtube.ts";
import { GOOGLE_CONNECT_ERROR } from "../google-connect-error.ts";

/**
 * Google sign-in returns to /content-library?connect=youtube (spec §2, §7): call the connect
 * operation once, then clear the query so a reload doesn't repeat it. A failed sign-in returns
 * with ?connect_error=<message>, shown as 'Error: Failed to connect with Google…' plus the message.
 */
export function useYouTubeConnectReturn() {
  const [params, setParams] = useSearchParams();
  const connect = useConnectYouTube();
  const handled = useRef(false);
  const connectParam = params.get("connect");
  const connectError = params.get("connect_error");

  useEffect(() => {
    if (handled.current || (connectParam === null && connectError === null)) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("connect");
        next.delete("connect_error");
        return next;
      },
      { replace: true },
    );
    if (connectError !== null) {
      toast.error("Error", { description: `${GOOGLE_CONNECT_ERROR} ${connectError}`.trim() });
      return;
    }
    if (connectParam !== "youtube") return;
    const pending = toast.loading("Connecting your YouTube channels...");
    connect.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.success) {
          toast.success(answer.message || "Channel connected successfully! Sync will begin shortly.", { id: pending });
        } else {
          toast.error(answer.message || "Failed to connect YouTube channel.", { id: pending });
        }
      },
      onError: (error) =>
        toast.error(errorMessage(error, "Failed to connect YouTube channel. Please try again."), { id: pending }),
    });
  }, [connectParam, connectError, setParams, connect]);

  return connect.isPending;
}
