import { parseScriptBlocks } from "./script-blocks.ts";

/**
 * Inline characters that would turn script words into emphasis, links, code, tables or HTML. CommonMark lets
 * any ASCII punctuation be escaped with a backslash, and every reader shows it as the plain character.
 */
const INLINE_SYNTAX = /[\\`*_[\]<>~|]/g;
/**
 * What still makes a line a heading, list item or setext underline once the inline characters are
 * escaped (quotes, fences and `*` bullets start with one of those).
 */
const BLOCK_START = /^(#{1,6}(?=\s|$)|[-+](?=\s|$)|=+\s*$|-+\s*$)/;

function escapeLine(line: string): string {
  const inline = line.replace(INLINE_SYNTAX, "\\$&").replace(/&(?=#?\w+;)/g, "\\&");
  // A digit can't be escaped; escaping the "." or ")" after it breaks the list marker instead.
  const ordered = /^(\d{1,9})([.)])(?=\s|$)/.exec(inline);
  if (ordered) return `${ordered[1]}\\${inline.slice(ordered[1].length)}`;
  return BLOCK_START.test(inline) ? `\\${inline}` : inline;
}

/**
 * issue 10 §6: the script as Markdown. The title (when the script belongs to a video) is the top
 * heading, each section label a second-level heading, paragraphs stay paragraphs, and the lines of a
 * paragraph keep their breaks (a backslash at the end of a line is CommonMark's hard line break).
 */
export function scriptToMarkdown(text: string, title?: string | null): string {
  const parts: string[] = [];
  if (title?.trim()) parts.push(`# ${escapeLine(title.trim())}`);
  for (const block of parseScriptBlocks(text)) {
    if (block.kind === "label") parts.push(`## ${escapeLine(block.text)}`);
    else parts.push(block.lines.map(escapeLine).join("\\\n"));
  }
  return parts.length > 0 ? `${parts.join("\n\n")}\n` : "";
}
