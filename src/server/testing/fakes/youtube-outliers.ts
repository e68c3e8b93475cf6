// Watched channels for the fake YouTube whose view counts hold known outliers (decision 035): every
// comparable upload has the same views, so each planted outlier's median — and so its score — is
// known by construction. Among them Shorts (3 minutes or less, compared only with Shorts), uploads
// younger than 48 hours, one whose statistics carry no viewCount, and one private upload the
// playlist lists but videos.list does not return. Dates are relative to `now`, as YouTube's are to today.
import type { FakeChannel, FakeVideo } from "./youtube.ts";

const DAY_MS = 86_400_000;

export interface PlantedOutliers {
  channels: FakeChannel[];
  /** Video id → the score it must get (only those at 2× or more: the outliers page's default). */
  outliers: Record<string, number>;
  /** Uploads younger than 48 hours: no score yet. */
  tooYoung: string[];
  /** Listed by videos.list without a view count: no score. */
  viewsHidden: string;
  /** In the uploads playlist, never returned by videos.list. */
  privateUpload: string;
  /** Scored, but under 2×. */
  ordinary: Record<string, number>;
}

export function plantedOutlierChannels(now: Date, prefix = "o"): PlantedOutliers {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const id = (name: string) => `${prefix}${name}`.padEnd(11, "x").slice(0, 11);
  const video = (name: string, daysAgo: number, views: number, extra: Partial<FakeVideo> = {}): FakeVideo => ({
    id: id(name),
    title: extra.title ?? `Plain upload ${name}`,
    publishedAt: at(daysAgo),
    views,
    likes: 10,
    comments: 1,
    durationSeconds: 600,
    ...extra,
  });
  const newestFirst = (videos: FakeVideo[]) =>
    videos.sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

  const workshop: FakeVideo[] = [
    // 24 long uploads of 1,000 views, every 3 days from 4 days ago.
    ...Array.from({ length: 24 }, (_, k) => video(`L${k}`, 4 + 3 * k, 1000)),
    video("LOUT", 6.5, 8000, {
      title: "How I built a workbench for $50?",
      description: "A whole workbench from scrap, with 3 tools.",
      tags: ["workbench", "budget"],
    }),
    // 14 Shorts of 200 views, every 2 days from 3.5 days ago; 180 s is still a Short.
    ...Array.from({ length: 14 }, (_, k) =>
      video(`S${k}`, 3.5 + 2 * k, 200, { durationSeconds: k % 2 ? 180 : 45, title: `Quick tip ${k}` }),
    ),
    video("SOUT", 5, 1200, { durationSeconds: 59, title: "3 workbench hacks nobody uses" }),
    video("YOUNGL", 10 / 24, 50_000, { title: "Brand new upload" }),
    video("YOUNGS", 1, 9_000, { durationSeconds: 30, title: "Brand new Short" }),
    video("HIDDEN", 2.5, 0, { viewsHidden: true }),
    video("PRIVATE", 3, 5_000, { hidden: true }),
  ];
  const rival: FakeVideo[] = [
    ...Array.from({ length: 11 }, (_, k) => video(`R${k}`, 5 + 2 * k, 5000)),
    video("ROUT", 4, 20_000, { title: "Why my workbench cost $500" }),
    video("RMID", 2.5, 9_000, { title: "Workbench follow up" }),
  ];
  return {
    channels: [
      {
        id: `UC${prefix}workshop`.padEnd(24, "0"),
        title: "Weekend Workshop",
        handle: `${prefix}weekendworkshop`,
        videos: newestFirst(workshop),
      },
      {
        id: `UC${prefix}rival`.padEnd(24, "0"),
        title: "Rival Bench",
        handle: `${prefix}rivalbench`,
        videos: newestFirst(rival),
      },
    ],
    outliers: { [id("LOUT")]: 8, [id("SOUT")]: 6, [id("ROUT")]: 4 },
    tooYoung: [id("YOUNGL"), id("YOUNGS")],
    viewsHidden: id("HIDDEN"),
    privateUpload: id("PRIVATE"),
    ordinary: { [id("RMID")]: 1.8, [id("L0")]: 1 },
  };
}
