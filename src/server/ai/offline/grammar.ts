import { VFile } from "vfile";

/**
 * The offline grammar fix: spacing, a/an, repeated words and capitalisation. The retext plugins only
 * report problems (a vfile message with its place and the `expected` text); the fixes are applied here.
 */
export async function fixGrammarOffline(text: string): Promise<string> {
  return capitalise(await applyRetext(normaliseSpacing(text)));
}

/** Spacing and capitalisation only: what the rule-based rewrites run on their output. */
export function tidyText(text: string): string {
  return capitalise(normaliseSpacing(text));
}

/**
 * The retext pipeline, loaded by the first grammar fix rather than at start: only the offline writer's
 * fixes use it (decision 009, lazily loaded modules).
 */
async function grammarChecker() {
  const [{ unified }, english, indefiniteArticle, repeatedWords] = await Promise.all([
    import("unified"),
    import("retext-english"),
    import("retext-indefinite-article"),
    import("retext-repeated-words"),
  ]);
  return unified().use(english.default).use(indefiniteArticle.default).use(repeatedWords.default);
}

let checker: ReturnType<typeof grammarChecker> | undefined;

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

async function applyRetext(text: string): Promise<string> {
  const file = new VFile(text);
  checker ??= grammarChecker();
  const retext = await checker;
  await retext.run(retext.parse(file), file);
  const edits: Edit[] = [];
  for (const message of file.messages) {
    const start = message.place && "start" in message.place ? message.place.start.offset : undefined;
    const end = message.place && "end" in message.place ? message.place.end.offset : undefined;
    const replacement = message.expected?.[0];
    if (start === undefined || end === undefined || replacement === undefined) continue;
    edits.push({ start, end, replacement });
  }
  return applyEdits(text, edits);
}

/** Applies edits from the end backwards so earlier offsets stay valid; overlapping edits are skipped. */
function applyEdits(text: string, edits: Edit[]): string {
  let result = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    if (edit.end > limit) continue;
    result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
    limit = edit.start;
  }
  return result;
}

/**
 * Within each line (indentation kept): one space between words, none before punctuation, one after a
 * comma between words and after a full stop that runs into a new sentence ("clear.It").
 */
function normaliseSpacing(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const indent = line.match(/^[ \t]*/)![0];
      const body = line
        .slice(indent.length)
        .replace(/[ \t]+/g, " ")
        .replace(/ +([,;:!?.])(?=\s|$)/g, "$1")
        .replace(/ +([,;!?])/g, "$1")
        .replace(/([A-Za-z]),(?=[A-Za-z])/g, "$1, ")
        .replace(/([a-z]{2}[.!?])(?=[A-Z][a-z])/g, "$1 ")
        .trimEnd();
      return indent + body;
    })
    .join("\n");
}

const ABBREVIATIONS = new Set([
  "e.g",
  "i.e",
  "etc",
  "vs",
  "approx",
  "cf",
  "al",
  "ca",
  "no",
  "fig",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
]);

/**
 * Capitals where a sentence starts: after . ! or ? (not after an abbreviation such as "e.g."), at the
 * start of the text, of a list item or of a line that does not continue the previous one; and "I".
 */
function capitalise(text: string): string {
  const upper = (s: string) => s.toUpperCase();
  const afterStop = text.replace(
    /(\S+)([.!?]["')\]]?)( +)([a-z])/g,
    (match, word: string, stop, space, letter: string) => {
      // "e.g. this" and "wait... what" go on with the same sentence.
      if (
        stop.startsWith(".") &&
        (word.endsWith(".") || ABBREVIATIONS.has(word.toLowerCase().replace(/^[("']+/, "")))
      ) {
        return match;
      }
      return `${word}${stop}${space}${upper(letter)}`;
    },
  );
  const lines = afterStop.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const previous = i > 0 ? lines[i - 1].trimEnd() : "";
    const listItem = /^\s*(?:[•*-]|\d+[.)])\s+/.exec(lines[i]);
    const continues = !listItem && /[\p{L},;]$/u.test(previous) && !/^\s*(?:[•*-]|\d+[.)])\s/.test(previous);
    if (continues) continue;
    const prefix = listItem ? listItem[0].length : (lines[i].match(/^[\s"'(]*/)?.[0].length ?? 0);
    lines[i] = lines[i].slice(0, prefix) + lines[i].slice(prefix).replace(/^[a-z]/, upper);
  }
  return lines.join("\n").replace(/(^|[^\p{L}\p{N}.'’-])i(?=(?:['’](?:m|ve|ll|d))?(?![\p{L}\p{N}.'’-]))/gu, "$1I");
}
