import { describe, expect, it } from "vitest";
import {
  averagePerVideo,
  formatCommentRate,
  formatComments,
  formatCompactNumber,
  formatCtr,
  formatEngagementRate,
  formatLikeRate,
  formatLikes,
  formatPercent,
  formatRetention,
  ratePercent,
} from "./format.ts";

describe("formatCompactNumber (spec §9: K from 1,000, M from 1,000,000, one decimal)", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1.0K"],
    [1050, "1.1K"],
    [12_345, "12.3K"],
    [999_999, "1000.0K"],
    [1_000_000, "1.0M"],
    [2_540_000, "2.5M"],
    [1_234_567_890, "1234.6M"],
  ])("%d → %s", (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });

  it("shows N/A for missing values", () => {
    expect(formatCompactNumber(null)).toBe("N/A");
    expect(formatCompactNumber(undefined)).toBe("N/A");
    expect(formatCompactNumber(Number.NaN)).toBe("N/A");
  });
});

describe("formatCompactNumber in the reader's language (Intl's compact notation, decision 040)", () => {
  it.each([
    ["es", 12_345, "12,3 mil"],
    ["es", 2_540_000, "2,5 M"],
    ["pt-BR", 12_345, "12,3 mil"],
    ["ja", 12_345, "1.2万"],
    ["ja", 2_540_000, "254万"],
    ["hi", 2_540_000, "25.4 लाख"],
    ["es", 999, "999"],
  ])("%s: %d → %s", (locale, value, expected) => {
    expect(formatCompactNumber(value, locale).replace(/\u00a0/g, " ")).toBe(expected);
  });

  it("keeps spec §9's English form in English, and N/A for missing values in every language", () => {
    expect(formatCompactNumber(999_999, "en")).toBe("1000.0K");
    expect(formatCompactNumber(12_345, "en-GB")).toBe("12.3K");
    expect(formatCompactNumber(null, "ja")).toBe("N/A");
    expect(formatLikes(12_345, "es").replace(/\u00a0/g, " ")).toBe("12,3 mil");
    expect(formatComments(1_500_000, "ja")).toBe("150万");
  });
});

describe("formatEngagementRate (spec §9: (likes + comments) / views, one decimal)", () => {
  it("computes the one-decimal percent", () => {
    expect(formatEngagementRate({ views: 1000, likes: 40, comments: 5 })).toBe("4.5%");
    expect(formatEngagementRate({ views: 3, likes: 1, comments: 0 })).toBe("33.3%");
    expect(formatEngagementRate({ views: 200, likes: 200, comments: 0 })).toBe("100.0%");
  });

  it("shows N/A when views is 0 or there are no metrics", () => {
    expect(formatEngagementRate({ views: 0, likes: 4, comments: 1 })).toBe("N/A");
    expect(formatEngagementRate({ views: null, likes: 4, comments: 1 })).toBe("N/A");
    expect(formatEngagementRate(null)).toBe("N/A");
    expect(formatEngagementRate(undefined)).toBe("N/A");
  });

  it("leaves an unknown count out, says which part it counts, and is N/A when both are unknown", () => {
    expect(formatEngagementRate({ views: 1000, likes: null, comments: 5 })).toBe("0.5% (comments only)");
    expect(formatEngagementRate({ views: 1000, likes: 40, comments: null })).toBe("4.0% (likes only)");
    expect(formatEngagementRate({ views: 100, likes: 5 })).toBe("5.0% (likes only)");
    expect(formatEngagementRate({ views: 1000, likes: null, comments: null })).toBe("N/A");
    expect(formatEngagementRate({ views: 0, likes: null, comments: 5 })).toBe("N/A");
  });
});

describe("unknown counts are not zero", () => {
  it("shows a hidden like count as 'Hidden' and an unknown comment count as 'N/A'", () => {
    expect(formatLikes(null)).toBe("Hidden");
    expect(formatLikes(0)).toBe("0");
    expect(formatLikes(12_345)).toBe("12.3K");
    expect(formatComments(null)).toBe("N/A");
    expect(formatComments(0)).toBe("0");
    expect(formatComments(1_500_000)).toBe("1.5M");
  });
});

describe("percentages", () => {
  it("shows CTR and retention with one decimal, N/A when unknown", () => {
    expect(formatCtr(4.56)).toBe("4.6%");
    expect(formatRetention(52)).toBe("52.0%");
    expect(formatCtr(0)).toBe("0.0%");
    expect(formatCtr(null)).toBe("N/A");
    expect(formatRetention(undefined)).toBe("N/A");
  });

  it("formats any number of decimals", () => {
    expect(formatPercent(12.3456, 2)).toBe("12.35%");
    expect(formatPercent(12.3456)).toBe("12.3%");
  });

  it("like rate has one decimal and comment rate two (spec §9)", () => {
    expect(formatLikeRate(4.5)).toBe("4.5%");
    expect(formatCommentRate(4.5)).toBe("4.50%");
    expect(formatCommentRate(100 / 3000)).toBe("0.03%");
    expect(formatLikeRate(null)).toBe("N/A");
    expect(formatCommentRate(null)).toBe("N/A");
  });

  it("ratePercent is null without views", () => {
    expect(ratePercent(1, 4)).toBe(25);
    expect(ratePercent(1, 0)).toBeNull();
    expect(ratePercent(null, 10)).toBe(0);
  });
});

describe("averagePerVideo (spec §9: rounded)", () => {
  it("rounds to a whole number", () => {
    expect(averagePerVideo(10, 3)).toBe(3);
    expect(averagePerVideo(11, 2)).toBe(6);
    expect(averagePerVideo(1_000_001, 2)).toBe(500_001);
  });

  it("is 0 without videos", () => {
    expect(averagePerVideo(100, 0)).toBe(0);
    expect(averagePerVideo(null, 3)).toBe(0);
  });
});
