import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LIVE_EVENT_NAME } from "../../shared/live-event-stream.ts";
import type { LiveEvent } from "../../shared/schemas/live-events.ts";
import { invalidateForLiveEvents } from "./invalidate-live-events.ts";

/**
 * Live updates (decision 025): one EventSource per signed-in tab on GET /api/events. What other
 * members change makes the matching queries stale at once (invalidate-live-events.ts), the board's,
 * the calendar's and the bell's included.
 */

/** Events arriving this close together are handled as one batch (a sync's burst, a script's two rows). */
const BATCH_MS = 100;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/**
 * A tab hidden this long lets its stream go: over HTTP/1.1 a browser opens at most 6 connections per
 * host, and every open tab's stream holds one. Shown again, it reconnects and reads again what it shows.
 */
export const HIDDEN_TAB_GRACE_MS = 15_000;

// The events' schemas (and zod with them) load with the first event, not with every page's shell.
let schemas: Promise<typeof import("../../shared/schemas/live-events.ts")> | undefined;
const loadSchemas = () => {
  schemas ??= import("../../shared/schemas/live-events.ts").catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
};

/**
 * Opens the stream; mounted once, in the signed-in app shell. Reconnects with back-off (1 s doubling
 * to 30 s, with jitter, so a restarted fleet is not hit by every tab at once) and, once back, reads
 * again everything shown: changes made meanwhile were not heard. A tab hidden for
 * HIDDEN_TAB_GRACE_MS closes its stream until it is shown again.
 */
export function useLiveUpdates(url = "/api/events") {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | null = null;
    let stopped = false;
    let attempt = 0;
    let connectedBefore = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let pending: LiveEvent[] = [];

    const flush = () => {
      flushTimer = undefined;
      const batch = pending;
      pending = [];
      void invalidateForLiveEvents(queryClient, batch);
    };
    const receive = (event: LiveEvent) => {
      pending.push(event);
      flushTimer ??= setTimeout(flush, BATCH_MS);
    };

    const connect = () => {
      if (stopped) return;
      const current = new EventSource(url, { withCredentials: true });
      source = current;
      current.addEventListener("open", () => {
        if (connectedBefore) receive({ type: "resync" });
        connectedBefore = true;
        attempt = 0;
      });
      current.addEventListener(LIVE_EVENT_NAME, (message) => {
        let data: unknown;
        try {
          data = JSON.parse((message as MessageEvent<string>).data);
        } catch {
          return;
        }
        // Kinds this client does not know yet (a newer server) are left alone. Events keep their
        // order: each waits for the same (usually already settled) download.
        void loadSchemas().then(
          ({ liveEventSchema }) => {
            const parsed = liveEventSchema.safeParse(data);
            if (parsed.success && !stopped) receive(parsed.data);
          },
          () => receive({ type: "resync" }),
        );
      });
      current.addEventListener("error", () => {
        // The browser would retry at a fixed pace, and not at all after an error answer: we do it.
        current.close();
        if (source !== current || stopped) return;
        source = null;
        const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
        attempt++;
        retryTimer = setTimeout(connect, delay);
      });
    };

    const disconnect = () => {
      clearTimeout(retryTimer);
      source?.close();
      source = null;
    };
    const onVisibility = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === "hidden") {
        hiddenTimer = setTimeout(disconnect, HIDDEN_TAB_GRACE_MS);
      } else if (!source) {
        // Shown again after its stream went (or while it waits to retry): at once, from the start.
        clearTimeout(retryTimer);
        attempt = 0;
        connect();
      }
    };

    connect();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      clearTimeout(hiddenTimer);
      clearTimeout(flushTimer);
      disconnect();
    };
  }, [queryClient, url]);
}
