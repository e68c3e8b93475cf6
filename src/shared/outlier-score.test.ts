import { describe, expect, it } from "vitest";
import {
  compactViews,
  describeOutlierScore,
  isShort,
  median,
  type ScoredUpload,
  scoreChannelUploads,
  viewsAtAge,
} from "./outlier-score.ts";

const DAY = 86_400_000;
const NOW = new Date("2026-11-20T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** `count` long uploads, one every 2 days back from `newestDaysAgo`, each with `views`. */
function uploads(count: number, views: (i: number) => number | null, options: { newestDaysAgo?: number } = {}) {
  return Array.from(
    { length: count },
    (_, i): ScoredUpload => ({
      id: `v${i}`,
      publishedAt: daysAgo((options.newestDaysAgo ?? 3) + i * 2),
      durationSeconds: 600,
      views: views(i),
      snapshots: [],
    }),
  );
}

describe("the outlier score", () => {
  it("is views over the median of the 10–20 uploads published before it, lifetime with the age", () => {
    // v0 is the newest; the 20 before it have 1000 views, the oldest ones 50 (beyond 20, not compared).
    const list = uploads(30, (i) => (i === 0 ? 5000 : i <= 20 ? 1000 : 50));
    const scores = scoreChannelUploads(list, NOW);
    expect(scores.get("v0")).toEqual({
      score: 5,
      basis: "lifetime",
      views: 5000,
      median: 1000,
      ageDays: 3,
      compared: 20,
    });
  });

  it("gives no score with fewer than 10 earlier uploads of the kind", () => {
    const scores = scoreChannelUploads(
      uploads(11, () => 100),
      NOW,
    );
    expect(scores.get("v0")?.compared).toBe(10);
    expect(scores.get("v1")).toBeNull();
    expect(scores.get("v10")).toBeNull();
  });

  it("gives no score to a video younger than 48 hours", () => {
    const list = uploads(15, () => 100, { newestDaysAgo: 1.9 });
    const scores = scoreChannelUploads(list, NOW);
    expect(scores.get("v0")).toBeNull();
    expect(scores.get("v1")).not.toBeNull();
  });

  it("compares Shorts only with Shorts", () => {
    const long = uploads(12, () => 10_000);
    const shorts = uploads(12, (i) => (i === 0 ? 900 : 300)).map((u) => ({
      ...u,
      id: `s${u.id}`,
      durationSeconds: 45,
      publishedAt: new Date(u.publishedAt.getTime() - 3_600_000),
    }));
    const scores = scoreChannelUploads([...long, ...shorts], NOW);
    expect(scores.get("sv0")).toMatchObject({ score: 3, median: 300, compared: 11 });
    expect(scores.get("v0")).toMatchObject({ score: 1, median: 10_000, compared: 11 });
  });

  it("compares at the same age when snapshots at 30 days exist for the video and its comparables", () => {
    const list = uploads(12, (i) => (i === 0 ? 90_000 : 50_000), { newestDaysAgo: 40 }).map((u, i) => ({
      ...u,
      snapshots: [
        { takenAt: new Date(u.publishedAt.getTime() + 30 * DAY + 3_600_000), views: i === 0 ? 42_000 : 9_800 },
      ],
    }));
    const score = scoreChannelUploads(list, NOW).get("v0");
    expect(score).toMatchObject({ basis: "30d", views: 42_000, median: 9_800, compared: 11 });
    expect(score && describeOutlierScore(score)).toBe("42K views at 30 days; channel median 9.8K → 4.3×");
  });

  it("falls back to 7 days, then to lifetime, when the 30-day snapshots are missing", () => {
    const at7 = uploads(12, (i) => (i === 0 ? 800 : 400), { newestDaysAgo: 10 }).map((u, i) => ({
      ...u,
      snapshots: [{ takenAt: new Date(u.publishedAt.getTime() + 7 * DAY), views: i === 0 ? 600 : 200 }],
    }));
    expect(scoreChannelUploads(at7, NOW).get("v0")).toMatchObject({ basis: "7d", score: 3 });
    // Only 5 comparables have a 7-day snapshot: too few, so lifetime views.
    const sparse = at7.map((u, i) => (i > 5 ? { ...u, snapshots: [] } : u));
    const lifetime = scoreChannelUploads(sparse, NOW).get("v0");
    expect(lifetime).toMatchObject({ basis: "lifetime", score: 2, ageDays: 10 });
    expect(lifetime && describeOutlierScore(lifetime)).toBe("800 views in 10 days; channel median 400 → 2.0×");
  });

  it("leaves out uploads without a view count, and gives them no score", () => {
    const list = uploads(13, (i) => (i === 0 ? 300 : i === 1 ? null : 100));
    const scores = scoreChannelUploads(list, NOW);
    expect(scores.get("v1")).toBeNull();
    expect(scores.get("v0")).toMatchObject({ score: 3, compared: 11 });
  });

  it("has helpers that say what they do", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(isShort(180)).toBe(true);
    expect(isShort(181)).toBe(false);
    expect(isShort(null)).toBe(false);
    expect(compactViews(1_250_000)).toBe("1.3M");
    expect(compactViews(950)).toBe("950");
    const upload = { ...uploads(1, () => 1)[0], snapshots: [{ takenAt: daysAgo(3 - 7 - 2), views: 7 }] };
    expect(viewsAtAge(upload, 7)).toBeNull();
  });
});

describe("compactViews in the reader's language", () => {
  it("keeps the English short form and gives other languages Intl's compact notation", () => {
    expect(compactViews(9_800, "en")).toBe("9.8K");
    expect(compactViews(42_000, "ja")).toBe("4.2万");
    expect(compactViews(1_250_000, "pt-BR").replace(/\u00a0/g, " ")).toBe("1,3 mi");
  });
});
