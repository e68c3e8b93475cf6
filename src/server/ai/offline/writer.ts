import { primaryLanguage } from "../../../shared/languages.ts";
import { msg } from "../../../shared/message.ts";
import type { PlannedSection, ScriptInput } from "../../../shared/schemas/studio.ts";
import { countWords } from "../../../shared/studio.ts";
import type { SectionRole } from "../../../shared/studio-values.ts";
import { AppError } from "../../errors.ts";
import { SINGLE_CALL_MAX_WORDS } from "../script-plan.ts";
import type { StudioWriter, WithChannel } from "../studio-writer.ts";
import { fixGrammarOffline } from "./grammar.ts";
import { offlineLessons } from "./lessons.ts";
import { composeResearch, composeTopics } from "./research.ts";
import { rewriteOffline } from "./rewrite.ts";
import { planScript, renderSections, type ScriptSection, type SectionKind } from "./script.ts";

export interface OfflineWriterOptions {
  /** About how many pieces a script is streamed in, so the studio shows it arriving like a model's. */
  chunks?: number;
  /** The pause between pieces (ms); the whole script arrives in about chunks × this. */
  chunkDelayMs?: number;
}

/**
 * The languages the offline writer writes: its templates, sentence bank and grammar rules are English,
 * so it refuses any other language rather than writing English in its place (decision 038).
 */
export const OFFLINE_LANGUAGES = ["en"] as const;

/** The built-in writer (AI_PROVIDER=offline): deterministic templates and rules, never a model. */
/** Whether the offline writers (script and packaging) write `language`. */
export const writesOffline = (language: string) =>
  (OFFLINE_LANGUAGES as readonly string[]).includes(primaryLanguage(language));

export function createOfflineWriter(options: OfflineWriterOptions = {}): StudioWriter {
  const chunks = options.chunks ?? 40;
  const delay = options.chunkDelayMs ?? 20;
  return {
    writesIn: writesOffline,
    research: async (input) => composeResearch(input),
    topics: async (input) => composeTopics(input),
    async *streamScript(input, signal) {
      const sections = offlineSections(input);
      const words = sections.reduce((sum, s) => sum + s.planned.words, 0);
      // Like a model provider (decision 017): a short script comes as one text, a longer one with its
      // plan and each section in turn, so the generate step looks the same offline.
      const planned = words > SINGLE_CALL_MAX_WORDS;
      // issue 30: which of the channel's lessons the templates followed, for the plan step to say.
      const { applied } = offlineLessons(input);
      if (applied.length) yield { type: "lessons", applied };
      if (planned) yield { type: "plan", sections: sections.map((s) => s.planned) };
      for (const [index, section] of sections.entries()) {
        if (planned) yield { type: "section", index };
        // The pieces are shared by words, so every section arrives at the same pace.
        const count = Math.max(1, Math.round((chunks * section.planned.words) / Math.max(1, words)));
        for (const piece of splitIntoPieces(section.text, count)) {
          if (signal?.aborted) throw cancelled();
          yield { type: "delta", text: piece };
          if (delay > 0) await pause(delay, signal);
        }
      }
      if (signal?.aborted) throw cancelled();
    },
    rewrite: async (input) => rewriteOffline(input),
    fixGrammar: (text) => fixGrammarOffline(text),
  };
}

const ROLES: Record<Exclude<SectionKind, "outro">, SectionRole> = {
  hook: "hook",
  intro: "intro",
  topic: "body",
  transition: "transition",
  cta: "cta",
};

/**
 * The offline script as planned sections with their text (joined, exactly `composeScript`). Plans have
 * no outro role: the sign-off is spoken as the end of the section before it.
 */
export function offlineSections(input: WithChannel<ScriptInput>): Array<{ planned: PlannedSection; text: string }> {
  const plan = planScript(input);
  const texts = renderSections(plan, input.scriptConfig.scriptType);
  const sections: Array<{ planned: PlannedSection; text: string }> = [];
  plan.forEach((section, i) => {
    const last = sections.at(-1);
    if (section.kind === "outro" && last) {
      last.text += texts[i];
      last.planned.words = countWords(last.text);
      return;
    }
    const role = section.kind === "outro" ? "cta" : ROLES[section.kind];
    sections.push({
      planned: { title: section.title, role, words: countWords(texts[i]), topics: topicsOf(section, input) },
      text: texts[i],
    });
  });
  return sections;
}

/** A topic's own section covers it; the leanest script's one overview section covers them all. */
function topicsOf(section: ScriptSection, input: ScriptInput): string[] {
  if (section.kind !== "topic") return [];
  return input.selectedTopics.includes(section.title) ? [section.title] : [...input.selectedTopics];
}

const cancelled = () => new AppError(400, msg("The request was cancelled."));

/** Consecutive pieces of whole words that join back into exactly the text. */
export function splitIntoPieces(text: string, count: number): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? [text];
  const size = Math.max(1, Math.ceil(tokens.length / count));
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += size) pieces.push(tokens.slice(i, i + size).join(""));
  return pieces;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
  });
}
