import { type ScriptFormat, scriptFileName } from "./script-file-name.ts";
import { scriptToMarkdown } from "./script-markdown.ts";

export interface ScriptFile {
  blob: Blob;
  fileName: string;
}

/** What the download menu offers, the spec's text file first (spec §2 Edit & Export). */
export const SCRIPT_FORMATS: readonly { format: ScriptFormat; label: string }[] = [
  { format: "txt", label: "Text (.txt)" },
  { format: "md", label: "Markdown (.md)" },
  { format: "docx", label: "Word (.docx)" },
];

/**
 * The script as a file of `format`, named after the video when it belongs to one. The .txt is the
 * editor's text exactly (spec §2); Word's library is fetched only now, on the first .docx.
 */
export async function buildScriptFile(format: ScriptFormat, text: string, title?: string | null): Promise<ScriptFile> {
  const fileName = scriptFileName(format, title);
  switch (format) {
    case "txt":
      return { fileName, blob: new Blob([text], { type: "text/plain;charset=utf-8" }) };
    case "md":
      return { fileName, blob: new Blob([scriptToMarkdown(text, title)], { type: "text/markdown;charset=utf-8" }) };
    case "docx": {
      const { scriptToDocx } = await import("./script-docx.ts").catch(() => {
        throw new Error("The Word exporter could not be downloaded. Check your connection and try again.");
      });
      return { fileName, blob: await scriptToDocx(text, title) };
    }
  }
}
