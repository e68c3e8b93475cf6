import { msg } from "../../../shared/message.ts";
import type { RewriteInput } from "../../../shared/schemas/studio.ts";
import { REWRITE_PRESETS } from "../../../shared/studio-values.ts";
import { AppError } from "../../errors.ts";
import { tidyText } from "./grammar.ts";
import { conversational, formal, type Rule, replaceAll } from "./style-rules.ts";

export const TRANSLATION_NEEDS_MODEL = msg("Translation needs an AI provider. Set AI_PROVIDER to use one.");
export const INSTRUCTION_NOT_UNDERSTOOD = msg(
  "The offline writer can make text shorter, longer, more conversational or more formal, and nothing else. Set AI_PROVIDER to use an AI model for other instructions.",
);

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

/** The sentences of a line with their trailing spaces, so joining them gives the line back. */
function sentencesOf(line: string): string[] {
  return line.match(/[^.!?]+(?:[.!?]+["')\]]*)?\s*|[.!?]+\s*/g) ?? [line];
}
