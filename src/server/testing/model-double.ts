// The app's side of the LLM provider doubles (fakes/llm): the settings an operator would set to point
// Scriptloom at each of them, and the check that a script is exactly the model's text. Shared by the
// tests, the e2e servers and `npm run eval`.

import type { ScriptFormat } from "../../shared/studio-values.ts";
import { sectionHeading } from "../ai/script-plan.ts";
import { OVERLAP_WORDS, REPEAT_MIN_WORDS } from "../ai/section-writer.ts";
import type { ScriptWriterEvent } from "../ai/studio-writer.ts";
import type { LlmExchange } from "./fakes/llm/exchange.ts";
import type { LlmApi } from "./fakes/llm/options.ts";

/** The AI_* settings that point the app at a double speaking `api` (as the README tells operators). */
export function aiEnvFor(api: LlmApi, url: string, model?: string): Record<string, string> {
  switch (api) {
    case "openai-chat":
      return { AI_PROVIDER: "openai", AI_API_KEY: "sk-test", AI_BASE_URL: url, AI_MODEL: model ?? "gpt-4o-mini" };
    case "openai-responses":
      return {
        AI_PROVIDER: "openai",
        AI_OPENAI_API: "responses",
        AI_API_KEY: "sk-test",
        AI_BASE_URL: url,
        AI_MODEL: model ?? "gpt-5-mini",
      };
    case "anthropic":
      return {
        AI_PROVIDER: "anthropic",
        AI_API_KEY: "sk-ant-test",
        AI_BASE_URL: url,
        ...(model && { AI_MODEL: model }),
      };
    case "ollama":
      return { AI_PROVIDER: "ollama", AI_BASE_URL: url, AI_MODEL: model ?? "llama3.1" };
    case "llamacpp":
      return { AI_PROVIDER: "openai-compatible", AI_BASE_URL: url, AI_MODEL: model ?? "qwen3-8b" };
  }
}

/**
 * Each section's text as the writer sent it, without what the server writes before it (the line break
 * between sections and the section's heading in the script's format); the whole text when unplanned.
 */
export function sectionTexts(events: ScriptWriterEvent[], format: ScriptFormat): string[] {
  const plan = events.find((e) => e.type === "plan");
  if (!plan || plan.type !== "plan") return [events.map((e) => (e.type === "delta" ? e.text : "")).join("")];
  const sections: string[] = [];
  for (const event of events) {
    if (event.type === "section") sections.push("");
    else if (event.type === "delta" && sections.length) sections[sections.length - 1] += event.text;
  }
  return sections.map((text, index) => {
    const heading = sectionHeading(plan.sections, index, format);
    const lead = (index === 0 ? "" : "\n\n") + (heading ? `${heading}\n` : "");
    return text.startsWith(lead) ? text.slice(lead.length) : text;
  });
}

/**
 * Null when each section is exactly its calls' texts one after another, else what differs. A section
 * starts at its first call's first word; a later call follows with one space where neither side had one,
 * less any words it began by saying again from the end of the text before (a continuation repeating
 * itself); a section's last call may be cut at a sentence end, and a call may add nothing (its first
 * sentence would have taken the section too far). `calls` are the double's streamed, answered requests
 * in order; a call that broke mid-answer counts as far as it was sent.
 */
export function modelTextMismatch(sections: string[], calls: LlmExchange[]): string | null {
  for (const [index, section] of sections.entries()) {
    const own = calls.filter((call) => sectionOf(call) === index);
    let done = "";
    let rest = section;
    let used = 0;
    while (rest.length > 0) {
      const call = own[used++];
      if (!call) return `section ${index + 1} has text no call wrote: ${JSON.stringify(rest.slice(0, 80))}`;
      const written = visibleText(call);
      const meant = done ? withoutRepeat(done, written) : written.trimStart();
      const candidate = done && !/^\s/.test(meant) && !/\s$/.test(done) && rest.startsWith(" ") ? rest.slice(1) : rest;
      const common = commonPrefix(candidate, meant);
      if (common === 0 && !/^\s*$/.test(meant)) continue;
      // Only a section's last call may be cut short (at a sentence end): every other one is there whole.
      if (common < meant.length && common < candidate.length) {
        return `section ${index + 1} differs from its call ${used} at ${JSON.stringify(candidate.slice(common, common + 40))} (the model wrote ${JSON.stringify(meant.slice(common, common + 40))})`;
      }
      done += rest.slice(0, rest.length - candidate.length + common);
      rest = candidate.slice(common);
    }
  }
  return null;
}

/** The section a call wrote: the one its prompt marks "<- this one" (0 for a script written in one call). */
function sectionOf(call: LlmExchange): number {
  const marked = /^(\d+)\. \[[a-z]+\] .*<- this one$/m.exec(call.prompt);
  return marked ? Number(marked[1]) - 1 : 0;
}

/**
 * What of a call's answer a member may see: its content channel (as far as it was sent when it broke)
 * without a `<think>` block at its start — the answer proper plus the model's own spacing after the block.
 */
function visibleText(call: LlmExchange): string {
  const content = call.fault ? call.sent : call.content;
  const closed = content.lastIndexOf("</think>");
  return closed >= 0 ? content.slice(closed + "</think>".length) : content;
}

/** `next` less the words (three at least, as written) it starts with that end `before`. */
function withoutRepeat(before: string, next: string): string {
  const tail = before.match(/\S+/g) ?? [];
  const head = [...next.matchAll(/\S+/g)];
  for (let k = Math.min(tail.length, head.length, OVERLAP_WORDS); k >= REPEAT_MIN_WORDS; k--) {
    if (head.slice(0, k).every((m, i) => m[0] === tail[tail.length - k + i])) {
      const after = next.slice(head[k - 1].index + head[k - 1][0].length);
      return /\s$/.test(before) ? after.trimStart() : after;
    }
  }
  return next;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** The double's requests a script was written from: streamed, plain text, answered. */
export const scriptCalls = (requests: LlmExchange[]) =>
  requests.filter((r) => r.streamed && !r.structured && r.status === 200);
