// The sending side of bench/upload.ts, on a thread of its own: generating and sending the bytes must
// not share an event loop with the receiver (the fake YouTube, on the bench's main thread), or the
// measurement is of one thread doing both jobs by turns rather than of the path between them. Both
// ways (straight to the session, through the server) are sent from here, so each pays the same.
import { parentPort, Worker, workerData } from "node:worker_threads";

export type Send =
  | { way: "direct"; size: number; chunkBytes: number; sessionUrl: string; token: string }
  | { way: "relay"; size: number; chunkBytes: number; chunkUrl: string; cookie: string; origin: string };

export interface Sent {
  seconds: number;
  chunks: number;
}

/** The bytes at `offset` of the generated file: every 4 bytes their own position (nothing repeats). */
function fill(buffer: Buffer, offset: number, length: number) {
  for (let i = 0; i < length; i += 4) buffer.writeUInt32LE((offset + i) >>> 0, i);
}

/** Where the next chunk starts, from the receiver's answer to the last one. */
async function nextOffset(send: Send, res: Response, offset: number): Promise<number> {
  if (send.way === "relay") {
    const answer = (await res.json()) as { received: number; error?: string };
    if (!res.ok) throw new Error(`chunk at ${offset} answered ${res.status}: ${answer.error}`);
    return answer.received;
  }
  await res.arrayBuffer();
  if (res.status === 201) return send.size;
  if (res.status !== 308) throw new Error(`a direct chunk at ${offset} answered ${res.status}`);
  const kept = /bytes=0-(\d+)/.exec(res.headers.get("range") ?? "")?.[1];
  return kept === undefined ? 0 : Number(kept) + 1;
}

async function sendAll(send: Send): Promise<Sent> {
  const chunk = Buffer.alloc(send.chunkBytes);
  const started = performance.now();
  let chunks = 0;
  for (let offset = 0; offset < send.size; chunks += 1) {
    const length = Math.min(send.chunkBytes, send.size - offset);
    fill(chunk, offset, length);
    const body = new Uint8Array(chunk.buffer, chunk.byteOffset, length);
    const res =
      send.way === "direct"
        ? await fetch(send.sessionUrl, {
            method: "PUT",
            headers: {
              authorization: `Bearer ${send.token}`,
              "content-range": `bytes ${offset}-${offset + length - 1}/${send.size}`,
            },
            body,
          })
        : await fetch(`${send.chunkUrl}?offset=${offset}`, {
            method: "PUT",
            headers: { cookie: send.cookie, origin: send.origin, "content-type": "application/octet-stream" },
            body,
          });
    offset = await nextOffset(send, res, offset);
  }
  return { seconds: (performance.now() - started) / 1000, chunks };
}

/** Sends the whole file from a new thread; resolves when the receiver has had the last chunk. */
export function sendFromThread(send: Send): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: send });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the sending thread exited (${code})`)));
  });
}

if (parentPort && workerData) parentPort.postMessage(await sendAll(workerData as Send));
