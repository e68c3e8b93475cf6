import { describe, expect, it } from "vitest";
import { inEnglish } from "./rule-message.ts";
import {
  aspectRatioLabel,
  isMeantAsShort,
  packagingMarksShort,
  shortFileProblem,
  shortsSpeakingRate,
  shortTargetLength,
} from "./shorts-rules.ts";

const problem = (...args: Parameters<typeof shortFileProblem>) => {
  const found = shortFileProblem(...args);
  return found && inEnglish(found);
};

describe("whether a video is meant to be a Short", () => {
  it("is when its title or description has #shorts, in any case, as a whole hashtag", () => {
    expect(packagingMarksShort({ title: "Sleep in 30 seconds #Shorts", description: "" })).toBe(true);
    expect(packagingMarksShort({ title: "Sleep", description: "More in the long video.\n\n#sleep #SHORTS" })).toBe(
      true,
    );
    expect(packagingMarksShort({ title: "Sleep #shortsvideo", description: "shorts about sleep" })).toBe(false);
  });

  it("is when the video's format says so, whatever the packaging", () => {
    expect(isMeantAsShort({ packaging: null, format: "short" })).toBe(true);
    expect(isMeantAsShort({ packaging: { title: "Sleep", description: "" }, format: "long" })).toBe(false);
    expect(isMeantAsShort({ packaging: { title: "Sleep #shorts", description: "" } })).toBe(true);
  });
});

describe("a file chosen for a Short", () => {
  it("fits when vertical or square and at most 3 minutes", () => {
    expect(shortFileProblem({ width: 1080, height: 1920, durationSeconds: 180 })).toBeNull();
    expect(shortFileProblem({ width: 1080, height: 1080, durationSeconds: 45 })).toBeNull();
    expect(shortFileProblem({ width: 1080, height: 1920, durationSeconds: null })).toBeNull();
  });

  it("is a regular video on YouTube when landscape, longer than 3 minutes, or both", () => {
    expect(problem({ width: 1920, height: 1080, durationSeconds: 30 })).toBe(
      "This file is 16:9 (1920 × 1080): YouTube shows it as a regular video, not a Short. Shorts are vertical or square, up to 3 minutes.",
    );
    expect(problem({ width: 1080, height: 1920, durationSeconds: 180.4 })).toBe(
      "This file is 3:01 long: YouTube shows it as a regular video, not a Short. Shorts are vertical or square, up to 3 minutes.",
    );
    expect(problem({ width: 1440, height: 1080, durationSeconds: 600 })).toBe(
      "This file is 4:3 (1440 × 1080) and 10:00 long: YouTube shows it as a regular video, not a Short. Shorts are vertical or square, up to 3 minutes.",
    );
  });

  it("says neutrally when the size could not be read", () => {
    expect(problem(null)).toMatch(/could not be read, so it is not clear whether YouTube will show it as a Short/);
  });

  it("names ratios by small whole terms, else as a decimal", () => {
    expect(aspectRatioLabel(3840, 2160)).toBe("16:9");
    expect(aspectRatioLabel(1080, 1920)).toBe("9:16");
    expect(aspectRatioLabel(2560, 1080)).toBe("2.37:1");
  });
});

describe("a Short's length", () => {
  it("is spoken a fifth faster than the channel's pace, in the language's unit", () => {
    expect(shortsSpeakingRate("en")).toBe(180);
    expect(shortsSpeakingRate("ja")).toBe(360);
    expect(shortsSpeakingRate("en", 200)).toBe(240);
    expect(shortTargetLength(45, "en")).toBe(135);
    expect(shortTargetLength(60, "ja")).toBe(360);
  });
});
