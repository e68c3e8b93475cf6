import { tidyText } from "./grammar.ts";

// The rules behind "more conversational" and "more formal" in the offline rewrite tools.

export type Rule = (text: string) => string;

/** Keeps a capital at the start of what is replaced ("Do not" → "Don't"). */
export const keepCase = (original: string, replacement: string) =>
  /^[A-Z]/.test(original) && replacement ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

export function replaceAll(text: string, pairs: ReadonlyArray<readonly [RegExp, string]>): string {
  return pairs.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, (m) => keepCase(m, replacement)),
    text,
  );
}

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

/** Contractions, second person and plain words. */
export const conversational: Rule = (text) => {
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

/** Contractions spelled out, informal words replaced. */
export const formal: Rule = (text) =>
  tidyText(
    EXPANSIONS.reduce(
      (r, [pattern, replacement]) => r.replace(pattern, (...args) => keepCase(args[0], expandKeep(replacement, args))),
      text,
    ),
  );

function expandKeep(template: string, args: unknown[]): string {
  return template.replace(/\$(\d)/g, (_m, i: string) => String(args[Number(i)] ?? ""));
}
