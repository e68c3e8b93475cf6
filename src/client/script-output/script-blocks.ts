/**
 * A script as blocks: section labels such as `[INTRO]` or `[PART 2: Lighting]` (written by the
 * studio's writers on a line of their own, issue 10 §7) and the paragraphs between them. The
 * exports and the teleprompter read the same structure, so a label is a heading in every format.
 */
export type ScriptBlock = { kind: "label"; text: string } | { kind: "paragraph"; lines: string[] };

/** A label fills its line: `[INTRO]`, optionally followed by the first words of the paragraph. */
const LABEL_LINE = /^\[([^\][\n]{1,80})\]\s*(.*)$/;

export function parseScriptBlocks(text: string): ScriptBlock[] {
  const blocks: ScriptBlock[] = [];
  let lines: string[] = [];
  const endParagraph = () => {
    if (lines.length > 0) blocks.push({ kind: "paragraph", lines });
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      endParagraph();
      continue;
    }
    const label = LABEL_LINE.exec(line);
    if (label?.[1].trim()) {
      endParagraph();
      blocks.push({ kind: "label", text: label[1].trim() });
      if (label[2]) lines.push(label[2]);
      continue;
    }
    lines.push(line);
  }
  endParagraph();
  return blocks;
}
