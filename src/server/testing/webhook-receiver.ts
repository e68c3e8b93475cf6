// A webhook receiver for tests (decision 045): a plain node:http server on 127.0.0.1 that records each
// request, as n8n's or a script's endpoint would, and checks nothing itself: the tests verify the
// signatures with the `standardwebhooks` package. The app reaches it under WEBHOOK_ALLOWED_HOSTS=127.0.0.1.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
}

/** A webhook receiver on 127.0.0.1: records what it gets, answers `answer(request)` (200 by default). */
export async function startReceiver(port = 0) {
  const received: Received[] = [];
  let answer: (r: Received) => { status: number; headers?: Record<string, string> } | "hang" = () => ({
    status: 200,
  });
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const r = { headers: req.headers, body, path: req.url ?? "/" };
      received.push(r);
      const a = answer(r);
      if (a === "hang") return;
      res.writeHead(a.status, a.headers).end("ok");
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    received,
    port: (server.address() as AddressInfo).port,
    answer(fn: typeof answer) {
      answer = fn;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function waitFor<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An event as the receiver got it, its signature checked with the endpoint's secret. */
export interface ReceivedEvent {
  type: string;
  data: Record<string, unknown>;
}

/** The events the receiver got so far, each verified with `secret` (a bad signature throws). */
export function verifiedEvents(received: readonly Received[], secret: string): ReceivedEvent[] {
  const webhook = new Webhook(secret);
  return received.map((r) => webhook.verify(r.body, r.headers as Record<string, string>) as ReceivedEvent);
}
