import { describe, expect, it } from "vitest";
import {
  countCharacters,
  countLength,
  countWords,
  defaultSpeakingRate,
  formatLength,
  lengthAdded,
  lengthPieces,
  lengthUnit,
  readingMinutes,
  readsRightToLeft,
  speakingMinutes,
  speakingRate,
  targetLength,
} from "./length.ts";

// Samples as a presenter would say them; each count is what a reader counts by hand.
const ENGLISH = "Welcome back! Today we're looking at well-known tricks — 3.5 of them, honestly.";
const SPANISH = "¡Bienvenidos de nuevo! Hoy vemos cómo ahorrar energía en casa, paso a paso.";
const JAPANESE = "こんにちは。今日は、家で電気を節約する方法を紹介します！";
const CHINESE = "大家好，今天我们来聊聊如何在家节约用电。";
const THAI = "สวัสดีครับ วันนี้เราจะมาคุยเรื่องการประหยัดไฟ";
const HINDI = "नमस्ते दोस्तों, आज हम घर पर बिजली बचाने के तरीके देखेंगे।";
const ARABIC = "مرحبا بكم من جديد، اليوم نتحدث عن توفير الكهرباء في المنزل.";

describe("the length rule", () => {
  it("counts languages written with spaces in words, by Intl.Segmenter", () => {
    // "well-known", "we're" and "3.5" are one word each; the dash standing alone is none.
    expect(countLength(ENGLISH, "en")).toBe(12);
    expect(countLength(SPANISH, "es")).toBe(13);
    expect(countLength(HINDI, "hi")).toBe(11);
    expect(countLength(ARABIC, "ar")).toBe(11);
    expect(["en", "es", "hi", "ar", "pt-BR"].map(lengthUnit)).toEqual(["words", "words", "words", "words", "words"]);
  });

  it("counts languages written without spaces in characters, leaving out punctuation and spaces", () => {
    expect(countLength(JAPANESE, "ja")).toBe(25);
    expect(countLength(CHINESE, "zh-Hans")).toBe(18);
    // Thai's vowel and tone marks belong to their consonant: graphemes, not code points.
    expect(countLength(THAI, "th")).toBe(34);
    expect(THAI.replace(/\s/g, "").length).toBeGreaterThan(34);
    expect(["ja", "zh-Hant", "th", "lo", "km", "my", "yue"].map(lengthUnit)).toEqual(Array(7).fill("characters"));
  });

  it("never counts a whitespace-split part that holds no word, and counts the empty text as nothing", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  •  —  ")).toBe(0);
    expect(countWords("  one   two\nthree\t four ")).toBe(4);
    expect(countCharacters(" 、。「」 ")).toBe(0);
  });

  it("adds streamed pieces up to the whole: a word or a grapheme cut in two counts once", () => {
    const pieces = (text: string, size: number) => text.match(new RegExp(`[\\s\\S]{1,${size}}`, "gu")) ?? [];
    for (const [text, language] of [
      [ENGLISH, "en"],
      [HINDI, "hi"],
      [JAPANESE, "ja"],
      [THAI, "th"],
    ] as const) {
      for (const size of [1, 2, 3]) {
        let written = "";
        let total = 0;
        for (const piece of pieces(text, size)) {
          total += lengthAdded(written, piece, language);
          written += piece;
        }
        expect(total, `${language} in pieces of ${size}`).toBe(countLength(text, language));
      }
    }
  });

  it("gives each language its cited default rate, and a channel's pace scales it", () => {
    expect(defaultSpeakingRate("en")).toBe(150);
    expect(defaultSpeakingRate("ja")).toBe(300);
    expect(defaultSpeakingRate("zh-Hans")).toBe(260);
    expect(defaultSpeakingRate("es-419")).toBe(160);
    expect(defaultSpeakingRate("hi")).toBe(150);
    expect(defaultSpeakingRate("th")).toBe(300);
    expect(speakingRate("en", 180)).toBe(180);
    expect(speakingRate("ja", 180)).toBe(360);
    expect(speakingRate("es", 150)).toBe(160);
  });

  it("times a script in its unit: targets, spoken and reading minutes", () => {
    expect(targetLength(5, "en")).toBe(750);
    expect(targetLength(5, "ja")).toBe(1500);
    expect(targetLength(5, "zh")).toBe(1300);
    expect(targetLength(5, "es")).toBe(800);
    expect(targetLength(10, "en", 120)).toBe(1200);
    const japanese = "あ".repeat(1480);
    expect(speakingMinutes(japanese, "ja")).toBe(5);
    expect(readingMinutes(japanese, "ja")).toBe(4);
    expect(speakingMinutes(Array(301).fill("palabra").join(" "), "es")).toBe(2);
    expect(readingMinutes(Array(200).fill("w").join(" "), "en")).toBe(1);
    expect(speakingMinutes(CHINESE, "zh")).toBe(1);
    expect(speakingMinutes(ARABIC, "ar")).toBe(1);
  });

  it("names the unit with the length", () => {
    expect(formatLength(1480, "ja", "en")).toBe("1,480 characters");
    expect(formatLength(1, "ja", "en")).toBe("1 character");
    expect(formatLength(1, "es", "en")).toBe("1 word");
    expect(formatLength(750, "en", "en")).toBe("750 words");
  });
});

describe("the pieces a length counts (the teleprompter moves by them)", () => {
  const samples: [string, string][] = [
    ["en", "Well — here's the thing: 3.5 million views, isn't it?\n\nNext."],
    ["es", "¿Sabías que el café — sí, el café — llegó tarde a España?"],
    ["ja", "「こんにちは。」今日は、コーヒーの話をします！\n\n次へ。"],
    ["zh", "你好，世界。我们今天讲咖啡。"],
    ["th", "สวัสดีครับ วันนี้เราจะคุยเรื่องกาแฟ"],
    ["hi", "नमस्ते! आज हम कॉफ़ी के बारे में बात करेंगे।"],
    ["ar", "مرحبا بكم! اليوم نتحدث عن القهوة، أليس كذلك؟"],
  ];
  it.each(samples)("in %s, as many pieces as the length counts, none empty", (language, text) => {
    const pieces = lengthPieces(text, language);
    expect(pieces).toHaveLength(countLength(text, language));
    expect(pieces.every((piece) => piece.trim().length > 0)).toBe(true);
  });

  it("loses no character but spaces: words join with a space, characters with nothing", () => {
    const english = "Well — here's the thing:\n3.5 million.";
    expect(lengthPieces(english, "en")).toEqual(["Well —", "here's", "the", "thing:", "3.5", "million."]);
    expect(lengthPieces(english, "en").join(" ")).toBe(english.replace(/\s+/g, " "));
    const japanese = "「こんにちは。」今日は、話します。";
    expect(lengthPieces(japanese, "ja").join("")).toBe(japanese);
    expect(lengthPieces(japanese, "ja").slice(0, 2)).toEqual(["「こ", "ん"]);
  });
});

describe("the direction a text reads in", () => {
  it("is right to left when its first letter is Arabic or Hebrew, whatever comes after", () => {
    expect(readsRightToLeft("  ١٢ مرحبا with English inside")).toBe(true);
    expect(readsRightToLeft("שלום, YouTube")).toBe(true);
    expect(readsRightToLeft("YouTube: مرحبا")).toBe(false);
    expect(readsRightToLeft("123 — 456")).toBe(false);
    expect(readsRightToLeft("日本語")).toBe(false);
  });
});
