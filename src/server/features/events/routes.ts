import { z } from "@hono/zod-openapi";
import { msg } from "../../../shared/message.ts";
import type { LiveEvents } from "../../events/live-events.ts";
import { liveEventStream } from "../../events/sse.ts";
import { createRouter, errorResponses, memberRoutes, type SessionUser, say, sessionUser } from "../../router.ts";

const memberRoute = memberRoutes("events");

const eventsRoute = memberRoute({
  method: "get",
  path: "/events",
  summary: "Live updates: a server-sent-event stream of what members change",
  description:
    "`text/event-stream`. Each change to the library (channels, folders, videos, scripts, notes, metrics), made " +
    "by any member on any instance, arrives as `event: change` whose `data` is one JSON object of the " +
    "LiveEvent union (src/shared/schemas/live-events.ts), within about a second of its commit. A comment every " +
    "25 s keeps the connection open; `retry:` says how long to wait before reconnecting. A `resync` event, or " +
    "a reconnect, means changes may have been missed: read again what is shown. The stream ends when the " +
    "instance shuts down or the session ends.",
  responses: {
    200: {
      description: "The event stream (never compressed)",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...errorResponses(401, 503),
  },
});

export function eventsRoutes({
  live,
  sessionOf,
}: {
  live: LiveEvents;
  /** Reads the session again from the request's headers (the stream lasts longer than the session may). */
  sessionOf: (headers: Headers) => Promise<SessionUser | null>;
}) {
  return createRouter().openapi(eventsRoute, (c) => {
    const user = sessionUser(c);
    if (live.hub.closed) {
      // Shutting down: the browser tries again later (elsewhere, behind a load balancer), and this
      // connection closes instead of being kept alive for it.
      c.header("connection", "close");
      return c.json({ error: say(c, msg("The server is shutting down. Please try again shortly.")) }, 503) as never;
    }
    const headers = c.req.raw.headers;
    return liveEventStream({
      live,
      userId: user.id,
      stillSignedIn: async () => (await sessionOf(headers))?.id === user.id,
    }) as never;
  });
}
