import { type LengthRule, lengthRule } from "../../shared/length.ts";
import type { Logger } from "../logger.ts";
import { type CallEnd, ModelError } from "./model-call.ts";
import type { PromptParts } from "./prompts.ts";

/** Below this share of its budget a section gets one call that continues it. */
export const CONTINUE_BELOW = 0.85;
/**
 * A section that reaches its budget ends at the sentence end closest to it, and never past this share of
 * it when an earlier sentence end will do (the call is stopped there). Models miss their length both ways
 * — many stop at one or two thousand words, others write half as much again as asked — so every section
 * is measured, whatever the model.
 */
export const TOO_MUCH = 1.1;
/**
 * Until the section is this many words short of its budget, its text goes out piece by piece as it
 * comes; after that whole sentences, so the one that would end too long can be left out (longer than
 * any sentence a script normally has).
 */
const SENTENCE_MARGIN = 40;

/**
 * The most words one call is asked for: many models write one or two thousand words an answer
 * whatever they are asked, so a longer section is written in several calls, each carrying on.
 */
export const MAX_CALL_WORDS = 800;

/**
 * The first words of a continuation held back until they show whether it repeats the text before it
 * (a sentence or two said again), and the longest repetition looked for.
 */
export const OVERLAP_WORDS = 30;
export const REPEAT_MIN_WORDS = 3;

export interface SectionWriting {
  /** One streamed model call (model-call.ts's streamModel, with the model and the script's settings bound). */
  call(prompt: PromptParts): AsyncGenerator<string, CallEnd>;
  logger: Logger;
  /** The caller's signal (client gone, Cancel). */
  signal?: AbortSignal;
  /** The section's length, in its language's unit (words, or characters where words have no spaces). */
  budget: number;
  /** How the section's language is counted (decision 038); English words when none is given. */
  rule?: LengthRule;
  /** The call that starts the section, asking for about `words`. */
  prompt(words: number): PromptParts;
  /** The call that carries on from `written`, asking for about `words` more. */
  continuation(written: string, words: number): PromptParts;
}

/**
 * Writes one section in streamed calls, yielding its text as it comes and returning it whole. The text is
 * the model's own — its spacing, punctuation and line breaks — apart from leading whitespace at the
 * section's start and the join between calls (one space where neither side has any, and no words said
 * twice). A section longer than one call's worth is written in parts, each carrying on from the last;
 * then a section under 85 % of its budget gets one continuation; one that reaches its budget ends at the
 * sentence end closest to it (the call is stopped there). A call that breaks mid-answer is tried once
 * more, carrying on from what was already written.
 */
const ENGLISH = lengthRule();

export async function* writeSection(w: SectionWriting): AsyncGenerator<string, string> {
  const rule = w.rule ?? ENGLISH;
  const section = new SectionText(w.budget, rule);
  const parts = Math.max(1, Math.ceil(w.budget / (MAX_CALL_WORDS * rule.scale)));
  for (let part = 1; part <= parts && !section.complete; part++) {
    const words = Math.max(1, Math.round((w.budget * part) / parts) - section.words);
    yield* call(w, section, section.text ? w.continuation(section.text, words) : w.prompt(words));
  }
  if (!section.complete && section.words < w.budget * CONTINUE_BELOW) {
    yield* call(w, section, w.continuation(section.text, w.budget - section.words));
  }
  return section.text;
}

/** One call of a section and, when it breaks mid-answer, its one retry (carrying on from what was written). */
async function* call(w: SectionWriting, section: SectionText, prompt: PromptParts): AsyncGenerator<string> {
  for (let retried = false; ; retried = true) {
    section.startCall();
    try {
      for await (const piece of w.call(prompt)) {
        const text = section.add(piece);
        if (text) yield text;
        if (section.complete) return;
      }
      const rest = section.endCall();
      if (rest) yield rest;
      return;
    } catch (error) {
      // What was held back is the model's too: it goes out before the retry carries on from it.
      const rest = section.endCall();
      if (rest) yield rest;
      const transient = error instanceof ModelError ? error.transient : true;
      if (w.signal?.aborted || retried || !transient) throw error;
      w.logger.warn({ err: error }, "A script section failed; trying it once more");
      const asked = Math.min(MAX_CALL_WORDS * (w.rule ?? ENGLISH).scale, Math.max(1, w.budget - section.words));
      prompt = section.text ? w.continuation(section.text, asked) : w.prompt(asked);
    }
  }
}

/**
 * A section's text as its calls stream in: what went out (`text`), what is held back (the start of a
 * continuation until its overlap is known; whole sentences near the end of the budget), and whether the
 * section is complete.
 */
export class SectionText {
  text = "";
  words = 0;
  complete = false;
  private held = "";
  /** The call's first words are still held to compare them with the text before. */
  private joining = false;
  private callStarted = false;

  private readonly budget: number;
  private readonly rule: LengthRule;

  constructor(budget: number, rule: LengthRule = ENGLISH) {
    this.budget = budget;
    this.rule = rule;
  }

  startCall() {
    this.held = "";
    this.callStarted = false;
    this.joining = this.text.length > 0;
  }

  /** A piece of the model's answer; returns the text that goes out now. */
  add(piece: string): string {
    if (this.complete) return "";
    if (!this.callStarted) {
      // A section starts at its first word: the heading before it brings its own line break.
      if (!this.text) piece = piece.trimStart();
      if (!piece) return "";
      this.callStarted = true;
    }
    this.held += piece;
    if (this.joining) {
      if (this.rule.count(this.held) <= OVERLAP_WORDS * this.rule.scale) return "";
      this.held = joinAfter(this.text, this.held, this.rule);
      this.joining = false;
    }
    return this.release(false);
  }

  /** The call ended (the model stopped, or it failed): what was held goes out. */
  endCall(): string {
    if (this.complete) return "";
    if (this.joining) {
      this.held = joinAfter(this.text, this.held, this.rule);
      this.joining = false;
    }
    return this.release(true);
  }

  /**
   * Sends what may go now: pieces while far from the budget; near it, whole sentences, and the section
   * ends at the sentence end closest to its budget (never past TOO_MUCH when an earlier one will do).
   */
  private release(ended: boolean): string {
    let out = "";
    while (this.held) {
      if (this.words + this.rule.count(this.held) < this.budget - SENTENCE_MARGIN * this.rule.scale && !ended) {
        out += this.take(this.held.length);
        break;
      }
      const end = sentenceEnd(this.text, this.held, this.rule);
      if (end < 0 && !ended) break;
      const cut = end < 0 ? this.held.length : end;
      const before = this.words;
      const after = before + this.rule.added(this.text, this.held.slice(0, cut));
      if (after < this.budget) {
        out += this.take(cut);
        continue;
      }
      const closer = after <= this.budget * TOO_MUCH && after - this.budget <= this.budget - before;
      if (closer || !endsSentence(this.text)) out += this.take(cut);
      this.finish();
      break;
    }
    return out;
  }

  private take(length: number): string {
    const text = this.held.slice(0, length);
    this.held = this.held.slice(length);
    this.words += this.rule.added(this.text, text);
    this.text += text;
    return text;
  }

  private finish() {
    this.complete = true;
    this.held = "";
  }
}

/** Whether the text ends at a sentence end (or ends nothing yet). */
function endsSentence(text: string): boolean {
  return !text.trim() || /([.!?…。！？]["'”’)\]」』）]*|\n)\s*$/.test(text);
}

/**
 * A continuation as it follows `before`: words it says again from the end of `before` left out (a model
 * asked to carry on sometimes repeats the last words, or finishes a word that was cut), and one space
 * added where neither side has any. Its own spacing and line breaks are kept.
 */
export function joinAfter(before: string, next: string, rule?: LengthRule): string {
  if (!before) return next.trimStart();
  if (rule?.unit === "characters") return joinCharacters(before, next);
  const tail = before.slice(-1000).match(/\S+/g) ?? [];
  const head = [...next.matchAll(/\S+/g)];
  // The longest run of words, exactly as written, that ends `before` and starts `next`; three words at
  // least, so a sentence that merely starts with the word another ended with is left alone.
  for (let k = Math.min(tail.length, head.length, OVERLAP_WORDS); k >= REPEAT_MIN_WORDS; k--) {
    if (head.slice(0, k).every((m, i) => m[0] === tail[tail.length - k + i])) {
      const after = next.slice(head[k - 1].index + head[k - 1][0].length);
      return /\s$/.test(before) ? after.trimStart() : after;
    }
  }
  // A word cut at the end of `before` ("rememb") that `next` starts whole ("remembers").
  const last = /(\S+)$/.exec(before)?.[1];
  const first = head[0]?.[0];
  if (last && first && /\w$/.test(last) && first.length > last.length && first.startsWith(last)) {
    return next.slice(head[0].index + last.length);
  }
  if (/\s$/.test(before) || /^\s/.test(next)) return next;
  return ` ${next}`;
}

/** The shortest repetition looked for between calls in a language written without spaces. */
const REPEAT_MIN_CHARACTERS = 6;

/**
 * A continuation in a language written without spaces: no space is ever added (the text has none between
 * words), and a run of characters it says again from the end of `before` is left out.
 */
function joinCharacters(before: string, next: string): string {
  const head = next.trimStart();
  const tail = before.trimEnd();
  for (let k = Math.min(head.length, tail.length, 200); k >= REPEAT_MIN_CHARACTERS; k--) {
    if (tail.endsWith(head.slice(0, k))) return head.slice(k);
  }
  return /\s$/.test(before) ? head : next;
}

/**
 * Where the first sentence that ends inside `text` ends (after its punctuation, or at a line break),
 * looking at `before` for punctuation right before `text`; -1 when none does. Punctuation only ends a
 * sentence once the whitespace after it has come ("3.5" is not an end).
 */
export function sentenceEnd(before: string, text: string, rule?: LengthRule): number {
  const joined = before.slice(-3) + text;
  const offset = joined.length - text.length;
  // Japanese and Chinese full stops end a sentence with no space after them, once their closing
  // quote (if any) has come; Thai, Lao, Khmer and Burmese end one with a space or their own marks.
  const match =
    rule?.unit === "characters"
      ? /[。！？!?]+[」』）)"”’]*(?=[^」』）)"”’])|[.…](?=\s)|[။៕]|\n/g
      : /[.!?…]["'”’)\]]*(?=\s)|\n/g;
  for (let found = match.exec(joined); found; found = match.exec(joined)) {
    const end = found.index + found[0].length;
    if (end > offset) return end - offset;
  }
  return -1;
}
