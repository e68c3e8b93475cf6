// How `GET /api/events` frames its events, apart from their schemas (schemas/live-events.ts): the
// app shell opens the stream on every signed-in page, and zod loads only when the first event comes.

/** The SSE event name every change is sent under (`event: change`); its data is one LiveEvent as JSON. */
export const LIVE_EVENT_NAME = "change";
/** How long a browser waits before reconnecting by itself (the `retry:` field), in milliseconds. */
export const LIVE_RETRY_MS = 3_000;
