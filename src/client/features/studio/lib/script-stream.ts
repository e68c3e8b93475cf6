import { type ScriptStreamEvent, scriptStreamEventSchema } from "../../../../shared/schemas/studio.ts";

// The script stream is NDJSON (src/shared/schemas/studio.ts): one event per line, each validated with
// the shared schema, so the client reads exactly what the server promised to write.

export class ScriptStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScriptStreamError";
  }
}

/** One line of the stream → its event. A line that is not valid JSON or not an event throws. */
export function parseScriptEvent(line: string): ScriptStreamEvent {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new ScriptStreamError("The script stream sent a line that is not JSON");
  }
  const parsed = scriptStreamEventSchema.safeParse(value);
  if (!parsed.success) throw new ScriptStreamError("The script stream sent an unknown event");
  return parsed.data;
}

/** Splits buffered text into complete lines and the unfinished rest. Blank lines are skipped. */
export function splitLines(buffer: string): { lines: string[]; rest: string } {
  const parts = buffer.split("\n");
  const rest = parts.pop() ?? "";
  return { lines: parts.map((line) => line.trim()).filter((line) => line.length > 0), rest };
}

/** The events of an NDJSON byte stream, in order, as they arrive (chunks may split lines and characters). */
export async function* readScriptEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ScriptStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    while (true) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const { lines, rest } = splitLines(done ? `${buffer}\n` : buffer);
      buffer = rest;
      for (const line of lines) yield parseScriptEvent(line);
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
