import { ApiError, reachServer, readApiError } from "@/lib/api.ts";
import type { ScriptInput, ScriptStreamEvent } from "../../../../shared/schemas/studio.ts";
import { readScriptEvents, ScriptStreamError } from "../lib/script-stream.ts";

export interface GeneratedScript {
  text: string;
  wordCount: number;
}

/**
 * The events that tell how the script is coming along: its plan, the lessons applied, the section under way, its text, and
 * what it waits for meanwhile.
 */
export type ScriptProgressEvent = Extract<
  ScriptStreamEvent,
  { type: "plan" | "lessons" | "section" | "delta" | "status" }
>;

/**
 * spec §7 generate-script, streamed: POST /api/studio/script answers NDJSON events; `onEvent` gets
 * each plan, section, delta and status event as it arrives. Rejects with ApiError (refused request or an
 * `error` event), ScriptStreamError (a broken stream) or the AbortError of `signal` (Cancel).
 */
export async function generateScript(
  input: ScriptInput,
  options: { signal: AbortSignal; onEvent: (event: ScriptProgressEvent) => void },
): Promise<GeneratedScript> {
  // A stream, read as it arrives: `fetch` itself, with the typed client's error reading.
  const response = await reachServer(
    fetch("/api/studio/script", {
      method: "POST",
      credentials: "include",
      headers: { Accept: "application/x-ndjson", "Content-Type": "application/json" },
      body: JSON.stringify(input),
      signal: options.signal,
    }),
  );
  if (!response.ok || !response.body) throw await readApiError(response);

  let text = "";
  for await (const event of readScriptEvents(response.body)) {
    if (event.type === "done") return { text, wordCount: event.wordCount };
    // The server's own words for what stopped the stream (the member reads them under the toast).
    if (event.type === "error") throw new ApiError(502, event.error, event);
    if (event.type === "delta") text += event.text;
    options.onEvent(event);
  }
  throw new ScriptStreamError("The script stream ended before the script was complete");
}
