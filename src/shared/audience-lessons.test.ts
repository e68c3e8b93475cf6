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
