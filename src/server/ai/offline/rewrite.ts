import type { RewriteInput } from "../../../shared/schemas/studio.ts";
import { REWRITE_PRESETS } from "../../../shared/studio-values.ts";
import { AppError } from "../../errors.ts";
import { tidyText } from "./grammar.ts";

export const TRANSLATION_NEEDS_MODEL = "Translation needs an AI provider. Set AI_PROVIDER to use one.";
export const INSTRUCTION_NOT_UNDERSTOOD =
  "The offline writer can make text shorter, longer, more conversational or more formal, and nothing else. " +
  "Set AI_PROVIDER to use an AI model for other instructions.";

type Rule = (text: string) => string;

/**
 * The offline rewrite tools work on rules (spec §5, issue 5): punchier shortens sentences and drops
 * filler; lengthen elaborates; conversational uses contractions and second person. A custom
 * instruction is matched to one of these or refused plainly; translation needs a model (400).
 */
export function rewriteOffline(input: RewriteInput): string {
  const rule = ruleFor(input);
  // The rewritten text replaces exactly the selection, so its surrounding whitespace is kept.
  const [, lead, body, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(input.selectedText)!;
  return lead + rule(body) + trail;
}

function ruleFor(input: RewriteInput): Rule {
  const instruction = input.instruction?.trim() ?? "";
  switch (input.style) {
    case "punchier":
      return punchier;
    case "lengthen":
      return lengthen;
    case "translate":
      throw new AppError(400, TRANSLATION_NEEDS_MODEL);
    case "change_style":
      return matchInstruction(instruction || REWRITE_PRESETS.change_style) ?? conversational;
    case "custom": {
      const rule = matchInstruction(instruction);
      if (!rule) throw new AppError(400, INSTRUCTION_NOT_UNDERSTOOD);
      return rule;
    }
  }
}

function matchInstruction(instruction: string): Rule | null {
  const text = instruction.toLowerCase();
  if (/translat|spanish|french|german|italian|portuguese|chinese|japanese|language/.test(text)) {
    throw new AppError(400, TRANSLATION_NEEDS_MODEL);
  }
  if (/conversational|casual|friendly|informal|less formal|relaxed|engaging|chatty/.test(text)) return conversational;
  if (/formal|professional|serious|business/.test(text)) return formal;
  if (/short|concise|punch|tight|trim|brief|cut|simpl|crisp/.test(text)) return punchier;
  if (/long|expand|elaborat|detail|depth|more words|flesh/.test(text)) return lengthen;
  return null;
}

const keepCase = (original: string, replacement: string) =>
  /^[A-Z]/.test(original) && replacement ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

function replaceAll(text: string, pairs: ReadonlyArray<readonly [RegExp, string]>): string {
  return pairs.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, (m) => keepCase(m, replacement)),
    text,
  );
}

const FILLER: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bdue to the fact that\b/gi, "because"],
  [/\bin order to\b/gi, "to"],
  [/\bat this point in time\b/gi, "now"],
  [/\b(?:at the end of the day|in my opinion|to be honest|needless to say|you know|I mean),\s*/gi, ""],
  [
    /\b(?:really|very|just|actually|basically|literally|totally|simply|quite|definitely|certainly|essentially|truly|extremely)\s+/gi,
    "",
  ],
  [/\b(?:kind of|sort of|a little bit)\s+/gi, ""],
];

/** Splits a long sentence at ", and", ", but", ", so" or ";" when both halves are real clauses. */
function splitLong(sentence: string): string {
  if (sentence.split(/\s+/).length <= 14) return sentence;
  return sentence.replace(/(,\s+(?:and|but|so)\s+|;\s+)/, (joint, _j, offset: number) => {
    const before = sentence.slice(0, offset).split(/\s+/).length;
    const after = sentence.slice(offset + joint.length).split(/\s+/).length;
    if (before < 4 || after < 4) return joint;
    const word = joint.replace(/[,;\s]/g, "");
    return word === "but" || word === "so" ? `. ${word} ` : ". ";
  });
}

const punchier: Rule = (text) => {
  const trimmed = replaceAll(text, FILLER);
  const split = trimmed
    .split("\n")
    .map((line) => sentencesOf(line).map(splitLong).join(""))
    .join("\n");
  return tidyText(split);
};

const ELABORATIONS = [
  "That point deserves a closer look.",
  "In practice, this is where small details make a real difference.",
  "Think about what this means for you and your own situation.",
  "It sounds simple, but it is easy to overlook.",
  "It is worth pausing on this for a moment.",
];

/** After every sentence, one sentence that dwells on it; a fragment gets a short clause instead. */
const lengthen: Rule = (text) => {
  let n = 0;
  return text
    .split("\n")
    .map((line) => {
      if (!line.trim() || /^\s*\[[^\]]*\]\s*$/.test(line)) return line;
      return sentencesOf(line)
        .map((sentence) => {
          const body = sentence.trimEnd();
          const space = sentence.slice(body.length) || " ";
          if (!/[.!?]["')\]]?$/.test(body)) return `${body}, which matters more than it first seems${space}`;
          return `${body} ${ELABORATIONS[n++ % ELABORATIONS.length]}${space}`;
        })
        .join("")
        .trimEnd();
    })
    .join("\n");
};

/** Contracts only before another word: "what it is." stays, "it is easy" becomes "it's easy". */
const CONTRACTIONS: ReadonlyArray<readonly [string, string]> = [
  ["do not", "don't"],
  ["does not", "doesn't"],
  ["did not", "didn't"],
  ["is not", "isn't"],
  ["are not", "aren't"],
  ["was not", "wasn't"],
  ["were not", "weren't"],
  ["have not", "haven't"],
  ["has not", "hasn't"],
  ["will not", "won't"],
  ["would not", "wouldn't"],
  ["should not", "shouldn't"],
  ["could not", "couldn't"],
  ["cannot", "can't"],
  ["can not", "can't"],
  ["it is", "it's"],
  ["that is", "that's"],
  ["there is", "there's"],
  ["here is", "here's"],
  ["what is", "what's"],
  ["you are", "you're"],
  ["we are", "we're"],
  ["they are", "they're"],
  ["I am", "I'm"],
  ["you will", "you'll"],
  ["we will", "we'll"],
  ["I will", "I'll"],
  ["let us", "let's"],
];

const SECOND_PERSON: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:the|a|each|every|our) (?:viewer|reader|listener|audience)'s\b/gi, "your"],
  [/\b(?:our |the )?(?:viewers|readers|listeners|people)'(?:s)?(?=\s)/gi, "your"],
  [/\b(many|most|some|all) (?:viewers|readers|listeners|people)\b/gi, "$1 of you"],
  [/\b(?:our |the )?(?:viewers|readers|listeners)\b/gi, "you"],
  [/\bone (can|should|must|might|may|could|will|would)\b/gi, "you $1"],
];

const SINGULAR_SUBJECT = /\b(?:the|a|each|every|our) (?:viewer|reader|listener|audience)\b(?: ([a-z]+))?/gi;
const MODALS = new Set(["can", "will", "should", "might", "must", "may", "could", "would"]);
const NOT_VERBS = new Set([
  "always",
  "sometimes",
  "perhaps",
  "unless",
  "thus",
  "this",
  "plus",
  "yes",
  "its",
  "us",
  "less",
]);
const SINGULAR_VERB: Record<string, string> = { is: "are", has: "have", does: "do", was: "were" };

/** "the viewer needs" → "you need": the verb after a singular subject loses its -s. */
function toPlural(verb: string): string {
  if (SINGULAR_VERB[verb]) return SINGULAR_VERB[verb];
  if (!verb.endsWith("s") || NOT_VERBS.has(verb)) return verb;
  if (/(?:ches|shes|sses|xes|oes)$/.test(verb)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  return verb.endsWith("ss") ? verb : verb.slice(0, -1);
}

const PLAIN_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bHowever,\s*/g, "But "],
  [/\b(?:Therefore|Thus|Consequently),\s*/g, "So "],
  [/\b(?:Furthermore|Moreover|In addition|Additionally),\s*/g, "Plus, "],
  [/\butili[sz]e\b/gi, "use"],
  [/\bpurchase\b/gi, "buy"],
  [/\bapproximately\b/gi, "about"],
  [/\bassist\b/gi, "help"],
  [/\bcommence\b/gi, "start"],
  [/\bobtain\b/gi, "get"],
];

const conversational: Rule = (text) => {
  let result = text.replace(SINGULAR_SUBJECT, (m, next?: string) => {
    if (!next) return keepCase(m, "you");
    // Only a subject followed by its verb becomes "you": "the viewer experience" stays as it is.
    const verb = next.toLowerCase();
    if (!(verb in SINGULAR_VERB) && !MODALS.has(verb) && (!verb.endsWith("s") || NOT_VERBS.has(verb))) return m;
    return keepCase(m, `you ${toPlural(verb)}`);
  });
  result = SECOND_PERSON.reduce(
    (r, [pattern, replacement]) => r.replace(pattern, (...args) => keepCase(args[0], expand(replacement, args))),
    result,
  );
  for (const [full, short] of CONTRACTIONS) {
    const pattern = new RegExp(`\\b${full.replace(" ", "\\s+")}\\b(?=\\s+[\\p{L}\\d])`, "giu");
    result = result.replace(pattern, (m) => keepCase(m, short));
  }
  return tidyText(replaceAll(result, PLAIN_WORDS));
};

function expand(template: string, args: unknown[]): string {
  return template.replace(/\$(\d)/g, (_m, i: string) => String(args[Number(i)] ?? "").toLowerCase());
}

const EXPANSIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bwon't\b/gi, "will not"],
  [/\bcan't\b/gi, "cannot"],
  [/\blet's\b/gi, "let us"],
  [/\bI'm\b/g, "I am"],
  [/\b(it|that|there|here|what)'s\b/gi, "$1 is"],
  [/\b(\w+)n't\b/gi, "$1 not"],
  [/\b(\w+)'re\b/gi, "$1 are"],
  [/\b(\w+)'ll\b/gi, "$1 will"],
  [/\b(\w+)'ve\b/gi, "$1 have"],
  [/\bgonna\b/gi, "going to"],
  [/\bwanna\b/gi, "want to"],
  [/\bkinda\b/gi, "somewhat"],
];

const formal: Rule = (text) =>
  tidyText(
    EXPANSIONS.reduce(
      (r, [pattern, replacement]) => r.replace(pattern, (...args) => keepCase(args[0], expandKeep(replacement, args))),
      text,
    ),
  );

function expandKeep(template: string, args: unknown[]): string {
  return template.replace(/\$(\d)/g, (_m, i: string) => String(args[Number(i)] ?? ""));
}

/** The sentences of a line with their trailing spaces, so joining them gives the line back. */
function sentencesOf(line: string): string[] {
  return line.match(/[^.!?]+(?:[.!?]+["')\]]*)?\s*|[.!?]+\s*/g) ?? [line];
}
