// Planted videos for the audience lessons (issue 30), shared by the dashboard's and the studio's tests
// (integration and e2e): each with a script (hook, intro, sponsor read, main part, call to action),
// chapters for those sections and a retention curve, so that short hooks hold 15 points more at 30 s
// and the sponsor sections lose the most viewers a minute. No test runner here: Playwright imports it.
import { retentionCurve } from "./fakes/youtube-analytics.ts";

const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(" ");

export const LESSON_CHAPTERS = [
  { title: "Hook", seconds: 0 },
  { title: "Intro", seconds: 30 },
  { title: "Sponsor", seconds: 60 },
  { title: "Main", seconds: 120 },
  { title: "Call to action", seconds: 540 },
];

/** Straight lines between the knots (share of the video → share of viewers). */
const through = (knots: [number, number][]) => (r: number) => {
  const i = knots.findIndex(([x]) => x >= r);
  if (i <= 0) return knots[Math.max(0, i)][1];
  const [x0, y0] = knots[i - 1];
  const [x1, y1] = knots[i];
  return y0 + ((r - x0) / (x1 - x0)) * (y1 - y0);
};

/** The hook lengths of the two groups: the lesson's cut falls halfway between them. */
export interface PlantOptions {
  shortHook?: number;
  longHook?: number;
}

/**
 * Video i: a short hook (even i) holding 95 % at 30 s, or a long one (odd i) holding 80 %, a point
 * either way by video; then 10 points a minute in the intro, 35 in the sponsor read, 4 in the main
 * part and 2 in the call to action.
 */
export function plantedVideo(i: number, options: PlantOptions = {}) {
  const short = i % 2 === 0;
  const h = (short ? 0.95 : 0.8) + (Math.floor(i / 2) % 2 === 0 ? -0.01 : 0.01);
  return {
    short,
    script: [
      `[HOOK]\n${words(short ? (options.shortHook ?? 20) : (options.longHook ?? 80), "hook")}`,
      `[INTRO]\n${words(60, "intro")}`,
      `[SPONSOR]\n${words(150, "sponsor")}`,
      `[PART 1: Main]\n${words(800, "main")}`,
      `[CALL TO ACTION]\n${words(100, "subscribe")}`,
    ].join("\n\n"),
    curve: retentionCurve(
      through([
        [0.01, 1],
        [0.05, h],
        [0.1, h - 0.05],
        [0.2, h - 0.4],
        [0.9, h - 0.68],
        [1, h - 0.7],
      ]),
    ),
  };
}
