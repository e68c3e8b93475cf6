import { describe, expect, it } from "vitest";
import { scriptFileName } from "./script-download.ts";

describe("script download", () => {
  it("is named youtube-script-{timestamp}.txt", () => {
    expect(scriptFileName(new Date(1_700_000_000_000))).toBe("youtube-script-1700000000000.txt");
    expect(scriptFileName()).toMatch(/^youtube-script-\d{13}\.txt$/);
  });
});
