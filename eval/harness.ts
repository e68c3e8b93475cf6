import type { CallRecord } from "../src/server/ai/model-writer.ts";
import type { ScriptWriterEvent, StudioWriter } from "../src/server/ai/studio-writer.ts";
import type { LlmFault } from "../src/server/testing/fakes/llm/faults.ts";
import { REASONING_MARKER } from "../src/server/testing/fakes/llm/prose.ts";
import type { LlmDouble } from "../src/server/testing/fakes/llm/server.ts";
import { modelTextMismatch, scriptCalls, sectionTexts } from "../src/server/testing/model-double.ts";
import { countLength, targetLength } from "../src/shared/length.ts";
import type { PlannedSection } from "../src/shared/schemas/studio.ts";
import { briefLanguage, type EvalBrief } from "./briefs.ts";

/** One brief's result. `null` where the script gives no way to tell (a one-call script has no plan). */
export interface EvalRow {
  id: string;
  target: number;
  /** The script's length in its language's unit (words, or characters where words have no spaces). */
  words: number;
  /** words / target − 1, e.g. −0.04 for 4 % short. */
  deviation: number;
  topicsPresent: boolean;
  switchesHonoured: boolean | null;
  firstWordsMs: number;
  totalMs: number;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  /** Against a provider double: the script is exactly the model's text apart from our labels (null: no double). */
  exactText: boolean | null;
  /** Reasoning that reached the script (`<think>` tags or the double's thinking): must be 0. */
  reasoningLeaked: number;
  /** Times the writer waited for a busy provider. */
  retries: number;
  error?: string;
}

/** What a run needs besides the writer: its counters, and the double it writes against when there is one. */
export interface EvalTarget {
  writer: StudioWriter;
  counter?: CallCounter;
  double?: LlmDouble;
  faultsPerBrief?: LlmFault[];
}

/** Counts the provider calls and tokens of a model writer (pass `record` as its onCall). */
export class CallCounter {
  calls = 0;
  inputTokens = 0;
  outputTokens = 0;
  record = (call: CallRecord) => {
    this.calls++;
    this.inputTokens += call.inputTokens ?? 0;
    this.outputTokens += call.outputTokens ?? 0;
  };
  reset() {
    this.calls = this.inputTokens = this.outputTokens = 0;
  }
}

/** The briefs `writer` writes: all but those in a language it says it does not write (the offline writer's). */
export const briefsWritten = (writer: StudioWriter, briefs: EvalBrief[]) =>
  briefs.filter((brief) => writer.writesIn?.(briefLanguage(brief)) ?? true);

/** Writes every brief in turn and measures it. */
export async function runEval(target: EvalTarget, briefs: EvalBrief[]): Promise<EvalRow[]> {
  const { writer, counter, double } = target;
  const rows: EvalRow[] = [];
  for (const brief of briefs) {
    counter?.reset();
    double?.reset();
    if (target.faultsPerBrief) double?.fail(...target.faultsPerBrief);
    const started = performance.now();
    let firstWordsMs = Number.NaN;
    let text = "";
    let plan: PlannedSection[] | null = null;
    let error: string | undefined;
    let retries = 0;
    const events: ScriptWriterEvent[] = [];
    try {
      const stream = writer.streamScript(brief.input, undefined, (status) => {
        if (status.state === "waiting") retries++;
      });
      for await (const event of stream) {
        events.push(event);
        if (event.type === "plan") plan = event.sections;
        if (event.type !== "delta") continue;
        if (Number.isNaN(firstWordsMs) && event.text.trim()) firstWordsMs = performance.now() - started;
        text += event.text;
      }
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    // In the script's language's unit: words, or characters where words have no spaces.
    const language = briefLanguage(brief);
    const goal = targetLength(brief.input.scriptConfig.duration, language, brief.input.channel?.wordsPerMinute);
    const words = countLength(text, language);
    const mismatch = double
      ? modelTextMismatch(sectionTexts(events, brief.input.scriptConfig.scriptType), scriptCalls(double.requests))
      : null;
    rows.push({
      id: brief.id,
      target: goal,
      words,
      deviation: words / goal - 1,
      topicsPresent: topicsPresent(brief, text, plan),
      switchesHonoured: switchesHonoured(brief, text, plan),
      firstWordsMs: Math.round(firstWordsMs),
      totalMs: Math.round(performance.now() - started),
      calls: counter?.calls ?? 0,
      inputTokens: counter?.inputTokens ?? 0,
      outputTokens: counter?.outputTokens ?? 0,
      exactText: double ? mismatch === null : null,
      reasoningLeaked: leaks(text),
      retries,
      ...(error || mismatch ? { error: error ?? `text differs: ${mismatch}` } : {}),
    });
  }
  return rows;
}

/** Reasoning in a script: thinking tags, or the doubles' thinking (which always says so). */
export function leaks(text: string): number {
  return (text.match(/<\/?think>/g)?.length ?? 0) + text.split(REASONING_MARKER).length - 1;
}

/** Each topic has a body section of its own in the plan, or (without a plan) is named in the text. */
function topicsPresent(brief: EvalBrief, text: string, plan: PlannedSection[] | null): boolean {
  const topics = brief.input.selectedTopics;
  if (plan) {
    const own = plan.filter((s) => s.role === "body" && s.topics.length === 1).map((s) => s.topics[0]);
    return topics.every((topic) => own.includes(topic));
  }
  return topics.every((topic) => text.toLowerCase().includes(topic.toLowerCase()));
}

/**
 * Hook, call to action and transitions are there exactly when switched on: by the plan's roles, or
 * (without a plan) by the labels a script carries; transitions are unlabelled there, so left unchecked.
 */
function switchesHonoured(brief: EvalBrief, text: string, plan: PlannedSection[] | null): boolean | null {
  const config = brief.input.scriptConfig;
  if (plan) {
    const has = (role: PlannedSection["role"]) => plan.some((s) => s.role === role);
    const transitionsPossible = brief.input.selectedTopics.length > 0;
    return (
      has("hook") === config.includeHooks &&
      has("cta") === config.includeCTA &&
      has("transition") === (config.includeTransitions && transitionsPossible)
    );
  }
  const hook = /\[HOOK\]|^\s*(\d+\.\s*)?Hook\s*$/im.test(text);
  const cta = /\[CALL TO ACTION\]|^\s*(\d+\.\s*)?Call to action\s*$/im.test(text);
  if (!hook && !cta && (config.includeHooks || config.includeCTA)) return null;
  return hook === config.includeHooks && cta === config.includeCTA;
}

const mark = (value: boolean | null) => (value === null ? "–" : value ? "yes" : "NO");

/** The results as a plain-text table. */
export function formatTable(rows: EvalRow[]): string {
  const header = [
    "brief",
    "target",
    "length",
    "dev %",
    "topics",
    "switches",
    "first ms",
    "total ms",
    "calls",
    "tokens in/out",
    "exact",
    "leaked",
    "retries",
  ];
  const lines = rows.map((r) => [
    r.id,
    String(r.target),
    String(r.words),
    `${r.deviation >= 0 ? "+" : ""}${(r.deviation * 100).toFixed(1)}`,
    mark(r.topicsPresent),
    mark(r.switchesHonoured),
    Number.isNaN(r.firstWordsMs) ? "–" : String(r.firstWordsMs),
    String(r.totalMs),
    String(r.calls),
    `${r.inputTokens}/${r.outputTokens}`,
    mark(r.exactText),
    String(r.reasoningLeaked),
    String(r.retries),
    ...(r.error ? [`error: ${r.error}`] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => cells.map((c, i) => (i < widths.length ? c.padEnd(widths[i]) : c)).join("  ");
  return [row(header), row(widths.map((w) => "-".repeat(w))), ...lines.map(row)].join("\n");
}
