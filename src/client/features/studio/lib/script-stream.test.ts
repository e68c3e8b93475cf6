import { describe, expect, it } from "vitest";
import { parseScriptEvent, readScriptEvents, ScriptStreamError, splitLines } from "./script-stream.ts";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(bytes.encode(chunk));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readScriptEvents(stream)) events.push(event);
  return events;
}

describe("script stream parsing", () => {
  it("splits complete lines from the unfinished rest", () => {
    expect(splitLines('{"a":1}\n\n{"b":')).toEqual({ lines: ['{"a":1}'], rest: '{"b":' });
  });

  it("reads events split across chunks, including a split multi-byte character", async () => {
    const line = JSON.stringify({ type: "delta", text: "Olá — ✓" });
    const bytes = new TextEncoder().encode(`${line}\n{"type":"done","wordCount":3}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    expect(await collect(stream)).toEqual([
      { type: "delta", text: "Olá — ✓" },
      { type: "done", wordCount: 3 },
    ]);
  });

  it("reads an error event", async () => {
    const events = await collect(
      streamOf([
        '{"type":"delta","text":"Hi"}\n',
        '{"type":"error","error":"Failed to generate script. Please try again."}\n',
      ]),
    );
    expect(events[1]).toEqual({ type: "error", error: "Failed to generate script. Please try again." });
  });

  it("reads a planned script's plan and section events", async () => {
    const plan = { type: "plan", sections: [{ title: "Intro", role: "intro", words: 120, topics: [] }] };
    const events = await collect(
      streamOf([`${JSON.stringify(plan)}\n`, '{"type":"section","index":0}\n{"type":"delta","text":"Hi"}\n']),
    );
    expect(events).toEqual([plan, { type: "section", index: 0 }, { type: "delta", text: "Hi" }]);
    expect(() => parseScriptEvent('{"type":"section","index":-1}')).toThrow(ScriptStreamError);
    expect(() =>
      parseScriptEvent('{"type":"plan","sections":[{"title":"X","role":"outro","words":1,"topics":[]}]}'),
    ).toThrow(ScriptStreamError);
  });

  it("refuses a line that is not JSON or not an event", () => {
    expect(() => parseScriptEvent("not json")).toThrow(ScriptStreamError);
    expect(() => parseScriptEvent('{"type":"progress","value":3}')).toThrow(ScriptStreamError);
    expect(() => parseScriptEvent('{"type":"delta"}')).toThrow(ScriptStreamError);
  });
});
