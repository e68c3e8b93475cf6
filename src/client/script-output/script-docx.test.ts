import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { scriptToDocx } from "./script-docx.ts";

async function readBack(blob: Blob) {
  const buffer = Buffer.from(await blob.arrayBuffer());
  const { value: text } = await mammoth.extractRawText({ buffer });
  const { value: html, messages } = await mammoth.convertToHtml({ buffer });
  return { text, html, messages };
}

describe("Word export", () => {
  it("opens in a .docx reader with the title, the section labels as headings and the paragraphs", async () => {
    const script = "[INTRO]\nWelcome back.\n\nToday: three tips.\n\n[PART 1: Light]\nUse a window.";
    const blob = await scriptToDocx(script, "Better home videos");
    expect(blob.type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const { text, html, messages } = await readBack(blob);
    expect(messages).toEqual([]);
    expect(text.split(/\n+/).filter(Boolean)).toEqual([
      "Better home videos",
      "INTRO",
      "Welcome back.",
      "Today: three tips.",
      "PART 1: Light",
      "Use a window.",
    ]);
    expect(html).toBe(
      "<h1>Better home videos</h1><h2>INTRO</h2><p>Welcome back.</p><p>Today: three tips.</p>" +
        "<h2>PART 1: Light</h2><p>Use a window.</p>",
    );
  });

  it("keeps the line breaks inside a paragraph", async () => {
    const { html } = await readBack(await scriptToDocx("Use a window,\nnot a lamp.\n\nThen smile."));
    expect(html).toBe("<p>Use a window,<br />not a lamp.</p><p>Then smile.</p>");
  });

  it("has no title heading when the title is unknown and keeps characters Word would escape", async () => {
    const line = "Tom & Jerry <3 \"quotes\" 'n' émoji 🎬";
    const { text, html } = await readBack(await scriptToDocx(line));
    expect(text.trim()).toBe(line);
    expect(html).not.toContain("<h1>");
  });

  it("lays out right to left the paragraphs that start in Arabic or Hebrew, and only those", async () => {
    const script = "[مقدمة]\nمرحبا بكم في YouTube اليوم.\n\nThen English.\n\nשלום, חברים.";
    const blob = await scriptToDocx(script, "قهوة");
    const xml = strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))["word/document.xml"]);
    const paragraphs = [...xml.matchAll(/<w:p>(.*?)<\/w:p>/gs)].map(([, body]) => ({
      text: [...body.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, t]) => t).join(""),
      bidi: body.includes("<w:bidi/>"),
      rtlRuns: body.includes("<w:rtl/>"),
    }));
    expect(paragraphs).toEqual([
      { text: "قهوة", bidi: true, rtlRuns: true },
      { text: "مقدمة", bidi: true, rtlRuns: true },
      { text: "مرحبا بكم في YouTube اليوم.", bidi: true, rtlRuns: true },
      { text: "Then English.", bidi: false, rtlRuns: false },
      { text: "שלום, חברים.", bidi: true, rtlRuns: true },
    ]);
    const { text } = await readBack(blob);
    expect(text).toContain("مرحبا بكم في YouTube اليوم.");
  });
});
