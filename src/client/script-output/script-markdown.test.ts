import { marked, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { scriptToMarkdown } from "./script-markdown.ts";

type Block = { heading: number; text: string } | { paragraph: string };

/** Plain text of inline tokens; any formatting a reader would apply (emphasis, links, code, HTML) fails. */
function plain(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === "br") return "\n";
      if (token.type === "escape") return token.text;
      if (token.type === "text") return "tokens" in token && token.tokens ? plain(token.tokens) : token.text;
      throw new Error(`the Markdown reader formatted script text as ${token.type}: ${token.raw}`);
    })
    .join("");
}

/** Reads the file back with marked (a CommonMark + GFM reader) into headings and paragraphs. */
function readBack(markdown: string): Block[] {
  return marked.lexer(markdown).flatMap((token): Block[] => {
    if (token.type === "space") return [];
    if (token.type === "heading") return [{ heading: token.depth, text: plain((token as Tokens.Heading).tokens) }];
    if (token.type === "paragraph") return [{ paragraph: plain((token as Tokens.Paragraph).tokens) }];
    throw new Error(`unexpected Markdown block ${token.type}: ${token.raw}`);
  });
}

describe("Markdown export", () => {
  it("has the title as the top heading, section labels as headings and the paragraphs", () => {
    const script = "[INTRO]\nWelcome back.\n\nToday: three tips.\n\n[PART 1: Light]\nUse a window,\nnot a lamp.";
    expect(readBack(scriptToMarkdown(script, "Better home videos"))).toEqual([
      { heading: 1, text: "Better home videos" },
      { heading: 2, text: "INTRO" },
      { paragraph: "Welcome back." },
      { paragraph: "Today: three tips." },
      { heading: 2, text: "PART 1: Light" },
      { paragraph: "Use a window,\nnot a lamp." },
    ]);
  });

  it("has no title heading when the title is unknown", () => {
    expect(readBack(scriptToMarkdown("Just one paragraph."))).toEqual([{ paragraph: "Just one paragraph." }]);
    expect(scriptToMarkdown("")).toBe("");
  });

  it("keeps every character of text that looks like Markdown syntax", () => {
    const lines = [
      "# not a heading",
      "- not a list",
      "+ nor this",
      "* nor this",
      "1. nor a numbered list",
      "2) nor this",
      "> not a quote",
      "```",
      "~~~",
      "a *star*, an _underscore_, a `tick`, <b>html</b>, [a](link) and ~~strike~~",
      "a | table | row",
      "--- | ---",
      "AT&T &amp; &#169; back\\slash",
      "===",
      "--",
    ];
    const paragraphs = lines.map((line) => ({ paragraph: line }));
    expect(readBack(scriptToMarkdown(lines.join("\n\n"), "# Title with *stars*"))).toEqual([
      { heading: 1, text: "# Title with *stars*" },
      ...paragraphs,
    ]);
  });
});
