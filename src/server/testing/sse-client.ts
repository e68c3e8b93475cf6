// Reads a server-sent-event stream (GET /api/events) in tests: in process (app.request) or over HTTP.
export interface SseMessage {
  event: string;
  data: string;
}

export interface SseReader {
  /** Every message received so far (comments excluded). */
  messages: SseMessage[];
  /** The raw text received so far. */
  text(): string;
  /**
   * Resolves with the first message from index `from` on (received or to come) that `match` accepts,
   * else rejects after `ms`.
   */
  waitFor(
    match: (data: Record<string, unknown>) => boolean,
    ms?: number,
    from?: number,
  ): Promise<Record<string, unknown>>;
  /** Resolves once the server ends the stream. */
  ended: Promise<void>;
  close(): Promise<void>;
}

export function readSse(res: Response): SseReader {
  if (!res.body) throw new Error("no body to read");
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let raw = "";
  let buffer = "";
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        raw += chunk;
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n");
          const data = lines.filter((l) => l.startsWith("data: ")).map((l) => l.slice(6));
          if (data.length > 0) {
            const event = lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message";
            messages.push({ event, data: data.join("\n") });
          }
          end = buffer.indexOf("\n\n");
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // cancelled
    }
    for (const wake of waiters) wake();
  })();
  let finished = false;
  void ended.then(() => {
    finished = true;
  });
  return {
    messages,
    text: () => raw,
    ended,
    async waitFor(match, ms = 2_000, from = 0) {
      const deadline = Date.now() + ms;
      let seen = from;
      for (;;) {
        for (; seen < messages.length; seen++) {
          const data = JSON.parse(messages[seen].data) as Record<string, unknown>;
          if (match(data)) return data;
        }
        if (finished) throw new Error(`the stream ended without the event; got ${JSON.stringify(messages)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(messages)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    async close() {
      await reader.cancel().catch(() => {});
      await ended;
    },
  };
}
