import { describe, expect, it } from "vitest";
import { audienceLessons, type LessonVideo, pooledSpread } from "./audience-lessons.ts";

const video = (i: number, hookWords: number, hookHold30: number): LessonVideo => ({
  id: `v${i}`,
  title: `Video ${i}`,
  hookWords,
  hookHold30,
  lengthSeconds: 600,
  endShare: 30,
  sections: [
    { kind: "hook", dropPerMinute: 20, words: hookWords },
    { kind: "body", dropPerMinute: 5, words: 800 },
  ],
});

describe("audience lessons", () => {
  it("gives no lesson when the difference is smaller than its spread", () => {
    // Short hooks hold 4 points more on average, but the videos scatter by about 10.
    const videos = [
      video(1, 20, 90),
      video(2, 20, 70),
      video(3, 20, 84),
      video(4, 80, 80),
      video(5, 80, 62),
      video(6, 80, 90),
    ];
    const result = audienceLessons(videos);
    expect(result.needed).toBe(0);
    expect(result.lessons.find((l) => l.id === "hook-length")).toBeUndefined();
    expect(pooledSpread([90, 70, 84], [80, 62, 90])).toBeGreaterThan(4);
  });

  it("gives the lesson once the same difference stands clear of the spread", () => {
    const videos = [
      video(1, 20, 84),
      video(2, 20, 85),
      video(3, 20, 86),
      video(4, 80, 80),
      video(5, 80, 81),
      video(6, 80, 82),
    ];
    const hook = audienceLessons(videos).lessons.find((l) => l.id === "hook-length");
    expect(hook).toMatchObject({ difference: 4, spread: 1, n: 6, title: "Keep the hook under 50 words" });
  });
});

describe("a lesson in the member's language", () => {
  it("carries its texts as catalogue messages that read in Spanish with the same values", async () => {
    const { IntlMessageFormat } = await import("intl-messageformat");
    const es = (await import("../locales/es/server.json", { with: { type: "json" } })).default as Record<
      string,
      string
    >;
    const videos = [20, 20, 20, 80, 80, 80].map((words, i) => ({
      ...video(i + 1, words, words === 20 ? 84 + i : 80 + i - 3),
      sections: [
        { kind: "sponsor" as const, dropPerMinute: 30 + i, words: 100 },
        { kind: "body" as const, dropPerMinute: 5, words: 800 },
      ],
    }));
    const lessons = audienceLessons(videos).lessons;
    const kind = lessons.find((l) => l.id === "section-kind");
    expect(kind?.title).toBe("Shorten and tighten sponsor sections");
    const spanish = (text: { message: string; values: Record<string, string | number> }) =>
      String(new IntlMessageFormat(es[text.message], "es").format(text.values));
    expect(spanish(kind?.text.title ?? { message: "", values: {} })).toBe(
      "Acorta y ajusta las secciones de patrocinio",
    );
    expect(kind?.text.groups.map(spanish)).toEqual(["Secciones de patrocinio", "Otras secciones"]);
    const hook = lessons.find((l) => l.id === "hook-length");
    expect(hook?.title).toBe("Keep the hook under 50 words");
    expect(spanish(hook?.text.title ?? { message: "", values: {} })).toBe("Mantén el gancho por debajo de 50 palabras");
  });
});
