import { describe, expect, it } from "vitest";
import { csvField, parseCsv, toCsv } from "./csv.ts";

describe("CSV (RFC 4180)", () => {
  it("quotes a field with a comma, a quote or a line break, and doubles its quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(null)).toBe("");
    expect(csvField(-3.5)).toBe("-3.5");
    expect(csvField(true)).toBe("true");
  });

  it("keeps a spreadsheet from running a text cell as a formula", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-5 tips, fast")).toBe(`"'-5 tips, fast"`);
  });

  it("writes CRLF records after a byte order mark, and reads them back", () => {
    const text = toCsv(
      ["title", "n"],
      [
        ["Ein, zwei", 2],
        ['日本 "語"', null],
      ],
    );
    expect(text.startsWith("\uFEFFtitle,n\r\n")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual([
      ["title", "n"],
      ["Ein, zwei", "2"],
      ['日本 "語"', ""],
    ]);
  });
});
