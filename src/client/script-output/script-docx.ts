// Only loaded when the user picks Word (script-files.ts imports it lazily): docx is about
// 100 KB compressed, too much for screens that never export a .docx.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { readsRightToLeft } from "../../shared/length.ts";
import { parseScriptBlocks } from "./script-blocks.ts";

export const DOCX_MIME_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * issue 10 §6: the script as a Word document. The title (when the script belongs to a video) is a
 * first-level heading and the document's title, section labels are second-level headings, paragraphs
 * stay paragraphs with their line breaks. Word's built-in heading styles keep the navigation pane
 * and a table of contents working. A paragraph whose text starts in Arabic, Hebrew or Urdu is laid out
 * right to left (w:bidi, its runs w:rtl), as dir="auto" does on screen; English inside it keeps its order.
 */
export function scriptToDocument(text: string, title?: string | null): Document {
  const children: Paragraph[] = [];
  const heading = title?.trim();
  const headingParagraph = (level: (typeof HeadingLevel)[keyof typeof HeadingLevel], line: string) => {
    const rightToLeft = readsRightToLeft(line);
    return new Paragraph({
      heading: level,
      bidirectional: rightToLeft,
      children: [new TextRun({ text: line, rightToLeft })],
    });
  };
  if (heading) children.push(headingParagraph(HeadingLevel.HEADING_1, heading));
  for (const block of parseScriptBlocks(text)) {
    if (block.kind === "label") {
      children.push(headingParagraph(HeadingLevel.HEADING_2, block.text));
    } else {
      const rightToLeft = readsRightToLeft(block.lines.join("\n"));
      const runs = block.lines.map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0, rightToLeft }));
      children.push(new Paragraph({ children: runs, bidirectional: rightToLeft, spacing: { after: 200, line: 300 } }));
    }
  }
  return new Document({
    title: heading ?? "Script",
    creator: "Scriptloom",
    styles: { default: { document: { run: { size: 24, font: "Calibri" } } } }, // size in half-points: 12 pt
    sections: [{ children }],
  });
}

/** The .docx file's bytes as a Blob, ready to download. */
export async function scriptToDocx(text: string, title?: string | null): Promise<Blob> {
  const blob = await Packer.toBlob(scriptToDocument(text, title));
  return new Blob([blob], { type: DOCX_MIME_TYPE });
}
