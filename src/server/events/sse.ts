// One member's server-sent-event stream (GET /api/events). Built by hand on a ReadableStream rather
// than hono's streamSSE: a write never waits for a slow reader (one slow browser must not hold the
// fan-out back), and a reader too far behind is cut off, then reconnects and reads everything again.
import { LIVE_EVENT_NAME, LIVE_RETRY_MS } from "../../shared/live-event-stream.ts";
import type { LiveEvents } from "./live-events.ts";

export const KEEP_ALIVE_MS = 25_000;
/** Chunks a reader may leave unread before its stream is closed. */
const MAX_BACKLOG = 1_000;

export interface LiveStreamOptions {
  live: LiveEvents;
  userId: string;
  /** Asked at each keep-alive: a member signed out or deleted meanwhile stops hearing changes. */
  stillSignedIn: () => Promise<boolean>;
  keepAliveMs?: number;
}

const encoder = new TextEncoder();

export function liveEventStream({ live, userId, stillSignedIn, keepAliveMs = KEEP_ALIVE_MS }: LiveStreamOptions) {
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      let timer: NodeJS.Timeout | undefined;
      let unsubscribe = () => {};
      const enqueue = (text: string) => {
        if (!open) return;
        if ((controller.desiredSize ?? 0) < -MAX_BACKLOG) {
          finish();
          return;
        }
        controller.enqueue(encoder.encode(text));
      };
      finish = () => {
        if (!open) return;
        open = false;
        clearInterval(timer);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already cancelled by the reader
        }
      };
      // The browser waits this long before reconnecting by itself; a comment opens the stream at once
      // (some proxies hold the headers back until the first bytes).
      enqueue(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
      unsubscribe = live.subscribe({
        userId,
        send: (json) => enqueue(`event: ${LIVE_EVENT_NAME}\ndata: ${json}\n\n`),
        close: () => finish(),
      });
      timer = setInterval(() => {
        enqueue(": keep-alive\n\n");
        stillSignedIn().then(
          (yes) => {
            if (!yes) finish();
          },
          () => {}, // the database is away: the stream stays, the next tick asks again
        );
      }, keepAliveMs);
      timer.unref();
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // Never compressed nor buffered (decision 008): each event must reach the browser as it comes.
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
