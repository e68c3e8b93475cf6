import { describe, expect, it } from "vitest";
import { scriptFileName, titleSlug } from "./script-file-name.ts";

const at = new Date(1_700_000_000_000);

describe("script file names", () => {
  it("is named youtube-script-{timestamp}.txt when the script belongs to no video", () => {
    expect(scriptFileName("txt", undefined, at)).toBe("youtube-script-1700000000000.txt");
    expect(scriptFileName("txt")).toMatch(/^youtube-script-\d{13}\.txt$/);
    expect(scriptFileName("md", null, at)).toBe("youtube-script-1700000000000.md");
    expect(scriptFileName("docx", "", at)).toBe("youtube-script-1700000000000.docx");
  });

  it("carries the video title as a safe slug when bound to a video", () => {
    expect(scriptFileName("md", "Editing in 10 minutes", at)).toBe("editing-in-10-minutes-script-1700000000000.md");
    expect(scriptFileName("docx", "Café: ¿qué tal? / Ñandú", at)).toBe("cafe-que-tal-nandu-script-1700000000000.docx");
    expect(scriptFileName("txt", "???", at)).toBe("youtube-script-1700000000000.txt");
  });

  it("keeps slugs short and free of path characters", () => {
    const slug = titleSlug(`../../${"very long title ".repeat(10)}`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
