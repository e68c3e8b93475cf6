// Lessons across a channel's published videos, from each one's script laid over its retention curve
// (script-retention.ts). Plain statistics, never a model's guess: two groups compared by their means,
// with how many videos stand behind them and their spread (the pooled standard deviation). A lesson
// is kept only when the difference is larger than that spread; below it, the videos disagree too much
// to say anything.
import { IntlMessageFormat } from "intl-messageformat";
import { msg } from "./message.ts";
import { SECTION_KIND_NAMES, type SectionKind } from "./script-retention.ts";

/** Fewer videos than this with both a curve and a script: no lessons, and the panel says how many more. */
export const LESSONS_MIN_VIDEOS = 5;

export const LESSON_IDS = ["hook-length", "section-kind", "length-end"] as const;
export type LessonId = (typeof LESSON_IDS)[number];

/** One video's figures as the lessons read them. */
export interface LessonVideo {
  id: string;
  title: string;
  /** Words of its hook section; null without one. */
  hookWords: number | null;
  hookHold30: number | null;
  lengthSeconds: number;
  /** Percent of viewers at the end. */
  endShare: number;
  sections: { kind: SectionKind; dropPerMinute: number; words: number }[];
}

/**
 * A text a member reads, as its catalogue message (the English text with ICU values, decision 040) and
 * those values: the client shows it in the interface's language with t(message, values); `title`,
 * `detail` and the groups' labels are the same texts in English.
 */
export interface LessonText {
  message: string;
  values: Record<string, string | number>;
}

const text = (message: string, values: LessonText["values"] = {}): LessonText => ({ message, values });
const english = (lessonText: LessonText) =>
  String(new IntlMessageFormat(lessonText.message, "en").format(lessonText.values));

export interface LessonGroup {
  label: string;
  n: number;
  mean: number;
}

export interface Lesson {
  id: LessonId;
  /** What to do, in the creator's words ("Keep the hook under 50 words"). */
  title: string;
  /** The evidence, with its n. */
  detail: string;
  n: number;
  /** Points between the two groups' means. */
  difference: number;
  /** The pooled standard deviation of the two groups, in the same points. */
  spread: number;
  groups: [LessonGroup, LessonGroup];
  /** The videos behind it. */
  videos: { id: string; title: string }[];
  /** What the writer does with it: the instruction in the plan and section prompts. */
  instruction: string;
  /** What the offline writer can apply by itself. */
  apply: { hookMaxWords?: number; shortKind?: SectionKind };
  /** The title, the detail and the groups' labels as catalogue messages, for the member's language. */
  text: { title: LessonText; detail: LessonText; groups: [LessonText, LessonText] };
}

export interface LessonsResult {
  /** Videos with both a curve and a script. */
  videos: number;
  /** How many more are needed before any lesson (0 once there are enough). */
  needed: number;
  lessons: Lesson[];
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The pooled standard deviation of two samples (each of at least two values). */
export function pooledSpread(a: number[], b: number[]): number {
  const ss = (xs: number[]) => {
    const m = mean(xs);
    return xs.reduce((sum, x) => sum + (x - m) ** 2, 0);
  };
  return Math.sqrt((ss(a) + ss(b)) / (a.length + b.length - 2));
}

interface Split<T> {
  low: T[];
  high: T[];
  /** Between the largest low and the smallest high. */
  cut: number;
}

/** Splits at the median of `key`: the lower half and the upper half, each of at least two. */
function splitAtMedian<T>(items: T[], key: (item: T) => number): Split<T> | null {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const values = sorted.map(key);
  const middle = values[Math.floor((values.length - 1) / 2)];
  const low = sorted.filter((item) => key(item) <= middle);
  const high = sorted.filter((item) => key(item) > middle);
  if (low.length < 2 || high.length < 2) return null;
  return { low, high, cut: Math.round((key(low[low.length - 1]) + key(high[0])) / 2) };
}

const listed = (videos: LessonVideo[]) => videos.map((v) => ({ id: v.id, title: v.title }));

function hookLesson(videos: LessonVideo[]): Lesson | null {
  const withHook = videos.filter((v) => v.hookWords !== null && v.hookHold30 !== null);
  const split = splitAtMedian(withHook, (v) => v.hookWords as number);
  if (!split) return null;
  const short = split.low.map((v) => v.hookHold30 as number);
  const long = split.high.map((v) => v.hookHold30 as number);
  const difference = mean(short) - mean(long);
  const spread = pooledSpread(short, long);
  if (Math.abs(difference) <= spread) return null;
  const shorter = difference > 0;
  const n = withHook.length;
  const points = round1(Math.abs(difference));
  const words = split.cut;
  const title = shorter
    ? text(msg("Keep the hook under {words} words"), { words })
    : text(msg("Give the hook more than {words} words"), { words });
  const detail = shorter
    ? text(msg("Your videos with shorter hooks hold {points} points more at 30 s (n = {n})."), { points, n })
    : text(msg("Your videos with longer hooks hold {points} points more at 30 s (n = {n})."), { points, n });
  const groups: [LessonText, LessonText] = [
    text(msg("Hooks of {words} words or fewer"), { words }),
    text(msg("Hooks over {words} words"), { words }),
  ];
  return {
    id: "hook-length",
    title: english(title),
    detail: english(detail),
    n,
    difference: points,
    spread: round1(spread),
    groups: [
      { label: english(groups[0]), n: short.length, mean: round1(mean(short)) },
      { label: english(groups[1]), n: long.length, mean: round1(mean(long)) },
    ],
    videos: listed(withHook),
    instruction: shorter
      ? `Keep the hook under ${split.cut} words: this channel's viewers stay longer after short hooks.`
      : `Let the hook run past ${split.cut} words: this channel's viewers stay longer after fuller hooks.`,
    apply: shorter ? { hookMaxWords: split.cut } : {},
    text: { title, detail, groups },
  };
}

function kindLesson(videos: LessonVideo[]): Lesson | null {
  // One value per video and kind: its sections of that kind's mean drop a minute.
  const byKind = new Map<SectionKind, { video: LessonVideo; drop: number }[]>();
  for (const video of videos) {
    const kinds = new Set(video.sections.map((s) => s.kind));
    for (const kind of kinds) {
      const drops = video.sections.filter((s) => s.kind === kind).map((s) => s.dropPerMinute);
      byKind.set(kind, [...(byKind.get(kind) ?? []), { video, drop: mean(drops) }]);
    }
  }
  const ranked = [...byKind.entries()]
    .filter(([, values]) => values.length >= 2)
    .map(([kind, values]) => ({ kind, values, mean: mean(values.map((v) => v.drop)) }))
    .sort((a, b) => b.mean - a.mean);
  const worst = ranked[0];
  if (!worst || ranked.length < 2) return null;
  const others = ranked.slice(1).flatMap((r) => r.values.map((v) => v.drop));
  const worstDrops = worst.values.map((v) => v.drop);
  const difference = worst.mean - mean(others);
  const spread = pooledSpread(worstDrops, others);
  if (difference <= spread) return null;
  const name = SECTION_KIND_NAMES[worst.kind];
  const n = worst.values.length;
  // The kind's name is chosen inside each message (ICU select), so every language words it its own way.
  const kind = worst.kind;
  const title = text(
    msg(
      "Shorten and tighten {kind, select, hook {hook} intro {intro} body {main part} sponsor {sponsor} conclusion {conclusion} cta {call to action} other {{kind}}} sections",
    ),
    { kind },
  );
  const detail = text(
    msg(
      "{kind, select, hook {Hook} intro {Intro} body {Main part} sponsor {Sponsor} conclusion {Conclusion} cta {Call to action} other {{kind}}} sections lose the most viewers: {worst} points a minute against {others} in your other sections (n = {n}).",
    ),
    { kind, worst: round1(worst.mean), others: round1(mean(others)), n },
  );
  const groups: [LessonText, LessonText] = [
    text(
      msg(
        "{kind, select, hook {Hook} intro {Intro} body {Main part} sponsor {Sponsor} conclusion {Conclusion} cta {Call to action} other {{kind}}} sections",
      ),
      { kind },
    ),
    text(msg("Other sections")),
  ];
  return {
    id: "section-kind",
    title: english(title),
    detail: english(detail),
    n,
    difference: round1(difference),
    spread: round1(spread),
    groups: [
      { label: english(groups[0]), n, mean: round1(worst.mean) },
      { label: english(groups[1]), n: others.length, mean: round1(mean(others)) },
    ],
    videos: listed(worst.values.map((v) => v.video)),
    instruction: `Keep the ${name.toLowerCase()} section short and get to the point: on this channel viewers leave fastest there.`,
    apply: { shortKind: worst.kind },
    text: { title, detail, groups },
  };
}

function lengthLesson(videos: LessonVideo[]): Lesson | null {
  const split = splitAtMedian(videos, (v) => v.lengthSeconds);
  if (!split) return null;
  const shorter = split.low.map((v) => v.endShare);
  const longer = split.high.map((v) => v.endShare);
  const difference = mean(shorter) - mean(longer);
  const spread = pooledSpread(shorter, longer);
  if (Math.abs(difference) <= spread) return null;
  const minutes = Math.round(split.cut / 6) / 10;
  const values = { points: round1(Math.abs(difference)), n: videos.length };
  const title =
    difference > 0
      ? text(msg("Aim for under {minutes} minutes"), { minutes })
      : text(msg("Longer videos keep their viewers"));
  const detail =
    difference > 0
      ? text(msg("Your shorter videos keep {points} points more viewers to the end (n = {n})."), values)
      : text(msg("Your longer videos keep {points} points more viewers to the end (n = {n})."), values);
  const groups: [LessonText, LessonText] = [
    text(msg("Up to {minutes} minutes"), { minutes }),
    text(msg("Over {minutes} minutes"), { minutes }),
  ];
  return {
    id: "length-end",
    title: english(title),
    detail: english(detail),
    n: videos.length,
    difference: round1(Math.abs(difference)),
    spread: round1(spread),
    groups: [
      { label: english(groups[0]), n: shorter.length, mean: round1(mean(shorter)) },
      { label: english(groups[1]), n: longer.length, mean: round1(mean(longer)) },
    ],
    videos: listed(videos),
    instruction:
      difference > 0
        ? `Keep the script under about ${minutes} minutes of speech: this channel's shorter videos keep more viewers to the end.`
        : "Longer scripts are fine for this channel: its longer videos keep more viewers to the end.",
    apply: {},
    text: { title, detail, groups },
  };
}

/** The channel's lessons, strongest first (difference against spread). */
export function audienceLessons(videos: LessonVideo[]): LessonsResult {
  if (videos.length < LESSONS_MIN_VIDEOS) {
    return { videos: videos.length, needed: LESSONS_MIN_VIDEOS - videos.length, lessons: [] };
  }
  const lessons = [hookLesson(videos), kindLesson(videos), lengthLesson(videos)]
    .filter((lesson): lesson is Lesson => lesson !== null)
    .sort((a, b) => b.difference / Math.max(0.1, b.spread) - a.difference / Math.max(0.1, a.spread));
  return { videos: videos.length, needed: 0, lessons };
}
