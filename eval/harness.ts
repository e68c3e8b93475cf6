import type { ModelCall } from "../src/server/ai/model-writer.ts";
import type { StudioWriter } from "../src/server/ai/studio-writer.ts";
import type { PlannedSection } from "../src/shared/schemas/studio.ts";
import { countWords, targetWordCount } from "../src/shared/studio.ts";
import type { EvalBrief } from "./briefs.ts";

/** One brief's result. `null` where the script gives no way to tell (a one-call script has no plan). */
export interface EvalRow {
  id: string;
  target: number;
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
  error?: string;
}

/** Counts the provider calls and tokens of a model writer (pass `record` as its onCall). */
export class CallCounter {
  calls = 0;
  inputTokens = 0;
  outputTokens = 0;
  record = (call: ModelCall) => {
    this.calls++;
    this.inputTokens += call.inputTokens ?? 0;
    this.outputTokens += call.outputTokens ?? 0;
  };
  reset() {
    this.calls = this.inputTokens = this.outputTokens = 0;
  }
}

/** Writes every brief in turn and measures it. */
export async function runEval(writer: StudioWriter, briefs: EvalBrief[], counter?: CallCounter): Promise<EvalRow[]> {
  const rows: EvalRow[] = [];
  for (const brief of briefs) {
    counter?.reset();
    const started = performance.now();
    let firstWordsMs = Number.NaN;
    let text = "";
    let plan: PlannedSection[] | null = null;
    let error: string | undefined;
    try {
      for await (const event of writer.streamScript(brief.input)) {
        if (event.type === "plan") plan = event.sections;
        if (event.type !== "delta") continue;
        if (Number.isNaN(firstWordsMs) && event.text.trim()) firstWordsMs = performance.now() - started;
        text += event.text;
      }
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const target = targetWordCount(brief.input.scriptConfig.duration, brief.input.channel?.wordsPerMinute);
    const words = countWords(text);
    rows.push({
      id: brief.id,
      target,
      words,
      deviation: words / target - 1,
      topicsPresent: topicsPresent(brief, text, plan),
      switchesHonoured: switchesHonoured(brief, text, plan),
      firstWordsMs: Math.round(firstWordsMs),
      totalMs: Math.round(performance.now() - started),
      calls: counter?.calls ?? 0,
      inputTokens: counter?.inputTokens ?? 0,
      outputTokens: counter?.outputTokens ?? 0,
      ...(error ? { error } : {}),
    });
  }
  return rows;
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
    "words",
    "dev %",
    "topics",
    "switches",
    "first ms",
    "total ms",
    "calls",
    "tokens in/out",
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
    ...(r.error ? [`error: ${r.error}`] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => cells.map((c, i) => (i < widths.length ? c.padEnd(widths[i]) : c)).join("  ");
  return [row(header), row(widths.map((w) => "-".repeat(w))), ...lines.map(row)].join("\n");
}
