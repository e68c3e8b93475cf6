// The fan-out of one instance: every change the database announced goes to each open stream of a
// member allowed to see it. Workspace model (issue 3): every member sees the whole library, so only
// events addressed to one member (`forUserId`, the bell's notifications to come) are filtered.
import type { Logger } from "../logger.ts";

export interface LiveSubscriber {
  userId: string;
  /** One event, as a single line of JSON. */
  send(json: string): void;
  /** The instance stops: the stream ends (the browser reconnects elsewhere). */
  close(): void;
}

export interface LiveHub {
  subscribe(subscriber: LiveSubscriber): () => void;
  /** A notification's payload as PostgreSQL delivered it; anything but a JSON object with a `type` is dropped. */
  dispatch(payload: string): void;
  /** Sends an event made here (a resync after the LISTEN connection came back) to every stream. */
  broadcast(event: { type: string }): void;
  closeAll(): void;
  /** Whether closeAll was called: the instance is stopping. */
  readonly closed: boolean;
  readonly size: number;
}

export function createLiveHub(logger: Logger): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  let closed = false;
  const deliver = (event: Record<string, unknown>) => {
    const json = JSON.stringify(event);
    const only = typeof event.forUserId === "string" ? event.forUserId : null;
    for (const subscriber of subscribers) {
      if (only === null || subscriber.userId === only) subscriber.send(json);
    }
  };
  return {
    subscribe(subscriber) {
      if (closed) {
        // The instance is stopping: the stream ends at once, the browser reconnects to another.
        queueMicrotask(() => subscriber.close());
        return () => {};
      }
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    dispatch(payload) {
      let event: unknown;
      try {
        event = JSON.parse(payload);
      } catch {
        logger.warn({ payload: payload.slice(0, 200) }, "live event: not JSON, dropped");
        return;
      }
      if (typeof event !== "object" || event === null || typeof (event as { type?: unknown }).type !== "string") {
        logger.warn({ payload: payload.slice(0, 200) }, "live event: no type, dropped");
        return;
      }
      deliver(event as Record<string, unknown>);
    },
    broadcast(event) {
      deliver(event);
    },
    closeAll() {
      closed = true;
      const all = [...subscribers];
      subscribers.clear();
      for (const subscriber of all) subscriber.close();
    },
    get closed() {
      return closed;
    },
    get size() {
      return subscribers.size;
    },
  };
}
