// A video's script laid over its audience-retention curve: each section's time span (from the
// video's chapters when its description has them, else the chapter rule at the channel's speaking
// rate), the share of viewers at its start and end, how fast they left, YouTube's relative retention
// over it, the hook's hold at 30 s, and the rewatch spikes. Plain arithmetic on YouTube's own curve:
// the same input always gives the same figures, on the server and in tests.

import { DEFAULT_LANGUAGE } from "./languages.ts";
import { countLength, secondsAt, speakingRate } from "./length.ts";
import { msg } from "./message.ts";
import { chapterNameOf } from "./packaging-rules.ts";
import type { Chapter } from "./schemas/packaging.ts";

/** The plan's section kinds (hook, intro, body, call to action), and the ones creators label by hand. */
export const SECTION_KINDS = ["hook", "intro", "body", "sponsor", "conclusion", "cta"] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const SECTION_KIND_NAMES: Record<SectionKind, string> = {
  hook: "Hook",
  intro: "Intro",
  body: "Main part",
  sponsor: "Sponsor",
  conclusion: "Conclusion",
  cta: "Call to action",
};

export interface CurvePoint {
  elapsedVideoTimeRatio: number;
  audienceWatchRatio: number;
  relativeRetentionPerformance: number | null;
}

/** A section label on a line of its own, the same rule as the chapters from the script (packaging-rules). */
const LABEL_LINE = /^\[([^\][\n]{1,80})\]\s*(.*)$/;

export interface TextSection {
  title: string;
  kind: SectionKind;
  /** Words of the script before it. */
  startWord: number;
  words: number;
  /** Its spoken text, without the label. */
  text: string;
}

/** `[HOOK]` → hook, `[SPONSOR: Acme]` → sponsor, `[PART 2: Lighting]` → body (the studio writes these labels). */
export function sectionKindOf(label: string): SectionKind {
  const l = label.trim().toLowerCase();
  if (/\bhook\b/.test(l)) return "hook";
  if (/\bsponsor|\bad read\b|\bbrought to you\b/.test(l)) return "sponsor";
  if (/^intro|\bintroduction\b/.test(l)) return "intro";
  if (/call to action|\bcta\b|\bsubscribe\b/.test(l)) return "cta";
  if (/\bconclusion\b|\boutro\b|\bwrap[- ]?up\b|\bsummary\b|\bfinal thoughts\b/.test(l)) return "conclusion";
  return "body";
}

/**
 * The script's sections with their text, in the same places as the chapters from the script: words
 * before the first label are an "Intro"; a label followed by no words is dropped.
 */
export function textSections(script: string, language: string = DEFAULT_LANGUAGE): TextSection[] {
  const sections: (TextSection & { lines: string[] })[] = [];
  let current: (TextSection & { lines: string[] }) | null = null;
  let position = 0;
  for (const raw of script.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const label = LABEL_LINE.exec(line);
    let text = line;
    if (label?.[1].trim()) {
      current = {
        title: chapterNameOf(label[1]),
        kind: sectionKindOf(label[1]),
        startWord: position,
        words: 0,
        text: "",
        lines: [],
      };
      sections.push(current);
      text = label[2];
    }
    // In the language's own unit (decision 038): characters in Japanese, words in Spanish.
    const words = countLength(text, language);
    if (words === 0) continue;
    if (!current) {
      current = { title: "Intro", kind: "intro", startWord: position, words: 0, text: "", lines: [] };
      sections.push(current);
    }
    current.words += words;
    current.lines.push(text);
    position += words;
  }
  return sections.filter((s) => s.words > 0).map(({ lines, ...s }) => ({ ...s, text: lines.join("\n") }));
}

/** audienceWatchRatio at a share of the video, between YouTube's points (the first point before 0.01). */
export function watchAt(curve: readonly CurvePoint[], ratio: number): number {
  if (curve.length === 0) return Number.NaN;
  if (ratio <= curve[0].elapsedVideoTimeRatio) return curve[0].audienceWatchRatio;
  for (let i = 1; i < curve.length; i++) {
    const b = curve[i];
    if (ratio <= b.elapsedVideoTimeRatio) {
      const a = curve[i - 1];
      const t = (ratio - a.elapsedVideoTimeRatio) / (b.elapsedVideoTimeRatio - a.elapsedVideoTimeRatio);
      return a.audienceWatchRatio + t * (b.audienceWatchRatio - a.audienceWatchRatio);
    }
  }
  return curve[curve.length - 1].audienceWatchRatio;
}

/** A rise this large (in share of viewers) from the lowest point before it is a rewatch spike, not noise. */
export const SPIKE_MIN_RISE = 0.03;
/** The hook's hold is read at 30 s (YouTube Studio's "intro" key moment is the first 30 seconds). */
export const HOOK_HOLD_SECONDS = 30;

export interface Spike {
  /** Where the rise peaks, as a share of the video. */
  elapsedVideoTimeRatio: number;
  seconds: number;
  /** Points (percent of viewers) the curve rose to the peak. */
  rise: number;
  sectionIndex: number;
}

export interface SectionFigures {
  index: number;
  title: string;
  kind: SectionKind;
  text: string;
  words: number;
  startSeconds: number;
  endSeconds: number;
  startRatio: number;
  endRatio: number;
  /** Percent of viewers watching at its start and at its end (above 100 where they rewatch). */
  startShare: number;
  endShare: number;
  /** Points lost per minute of the section (negative when the share grew). */
  dropPerMinute: number;
  /** Mean relativeRetentionPerformance over the section (0–1, 0.5 typical); null when YouTube gave none. */
  relativePerformance: number | null;
  steepestDrop: boolean;
  spike: boolean;
}

export type SpanSource = "chapters" | "estimated";

export interface SpanInput {
  script: string;
  durationSeconds: number | null;
  /** The chapters of the video's description (its packaging), possibly none. */
  chapters: readonly Chapter[];
  wordsPerMinute: number;
  /** The script's language: its length is counted and timed in its unit, at its rate (decision 038). */
  language?: string;
}

export interface Spans {
  source: SpanSource;
  /** Why the spans are estimated when the video has chapters that could not be used, else null. */
  note: string | null;
  /** The length the ratios are measured against: YouTube's, else the script's spoken length. */
  lengthSeconds: number;
  sections: (TextSection & { startSeconds: number; endSeconds: number })[];
}

const norm = (title: string) => title.trim().toLowerCase();

/**
 * Each section's time span. With chapters: the chapters whose titles the sections carry, in order
 * (a section merged into the next by the chapter rule shares that chapter, by words), or one chapter a
 * section when the counts agree. Without (or when they match nothing): each section starts when its
 * first word is spoken at the channel's rate, the chapter rule, the first at 0:00.
 */
export function sectionSpans(input: SpanInput): Spans {
  const sections = textSections(input.script, input.language);
  const rate = speakingRate(input.language, input.wordsPerMinute);
  const totalWords = sections.reduce((sum, s) => sum + s.words, 0);
  const spoken = secondsAt(totalWords, rate);
  const length = input.durationSeconds && input.durationSeconds > 0 ? input.durationSeconds : spoken;
  const chapters = [...input.chapters].filter((c) => c.seconds < length).sort((a, b) => a.seconds - b.seconds);

  let note: string | null = null;
  if (chapters.length > 0 && sections.length > 0) {
    const starts = chapterStarts(sections, chapters, length);
    if (starts) {
      return {
        source: "chapters",
        note: null,
        lengthSeconds: length,
        sections: sections.map((s, i) => ({ ...s, startSeconds: starts[i], endSeconds: starts[i + 1] ?? length })),
      };
    }
    note = msg("The video's chapters do not match the script's sections, so the spans are estimated.");
  }
  const starts = sections.map((s, i) => (i === 0 ? 0 : Math.min(length, secondsAt(s.startWord, rate))));
  return {
    source: "estimated",
    note,
    lengthSeconds: length,
    sections: sections.map((s, i) => ({ ...s, startSeconds: starts[i], endSeconds: starts[i + 1] ?? length })),
  };
}

/**
 * Section starts from the chapters, or null when they can't be matched: every chapter's title found
 * among the sections in order (sections between belong to the chapter after them, as the chapter rule
 * merges a short section into the next; those after the last belong to it, and a chapter's time is
 * shared by its sections' words), else one chapter a section when the counts agree.
 */
function chapterStarts(sections: TextSection[], chapters: Chapter[], length: number): number[] | null {
  const owner: number[] = new Array(sections.length).fill(-1);
  let next = 0;
  for (let c = 0; c < chapters.length; c++) {
    const found = sections.findIndex((s, i) => i >= next && norm(s.title) === norm(chapters[c].title));
    if (found === -1) return chapters.length === sections.length ? chapters.map((ch) => ch.seconds) : null;
    for (let s = next; s <= found; s++) owner[s] = c;
    next = found + 1;
  }
  for (let s = next; s < sections.length; s++) owner[s] = chapters.length - 1;
  const starts: number[] = [];
  for (let c = 0; c < chapters.length; c++) {
    const members = sections.map((_, i) => i).filter((i) => owner[i] === c);
    const from = c === 0 ? 0 : chapters[c].seconds;
    const to = chapters[c + 1]?.seconds ?? length;
    const words = members.reduce((sum, i) => sum + sections[i].words, 0);
    let before = 0;
    for (const i of members) {
      starts[i] = Math.round(from + ((to - from) * before) / Math.max(1, words));
      before += sections[i].words;
    }
  }
  return starts;
}

export interface ScriptRetention {
  spans: Spans;
  /** Percent of viewers still watching at 30 s; null for a video shorter than that. */
  hookHold30: number | null;
  sections: SectionFigures[];
  spikes: Spike[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The per-section figures of a script over a curve. The curve must be YouTube's: points at 0.01 … 1.0
 * (any number, in order). Null when there is no curve or no script: nothing is computed from nothing.
 */
export function scriptRetention(input: SpanInput & { curve: readonly CurvePoint[] }): ScriptRetention | null {
  const curve = [...input.curve].sort((a, b) => a.elapsedVideoTimeRatio - b.elapsedVideoTimeRatio);
  if (curve.length === 0) return null;
  const spans = sectionSpans(input);
  if (spans.sections.length === 0 || spans.lengthSeconds <= 0) return null;
  const length = spans.lengthSeconds;
  const ratio = (seconds: number) => Math.min(1, Math.max(0, seconds / length));

  const spikes = findSpikes(curve).map((s) => {
    const seconds = Math.round(s.elapsedVideoTimeRatio * length);
    const index = spans.sections.findIndex((x) => seconds >= x.startSeconds && seconds < x.endSeconds);
    return { ...s, seconds, sectionIndex: index === -1 ? spans.sections.length - 1 : index };
  });

  const sections: SectionFigures[] = spans.sections.map((s, index) => {
    const startRatio = ratio(s.startSeconds);
    const endRatio = ratio(s.endSeconds);
    const startShare = watchAt(curve, startRatio) * 100;
    const endShare = watchAt(curve, endRatio) * 100;
    const minutes = (s.endSeconds - s.startSeconds) / 60;
    const inside = curve.filter(
      (p) =>
        p.elapsedVideoTimeRatio > startRatio &&
        p.elapsedVideoTimeRatio <= endRatio &&
        p.relativeRetentionPerformance !== null,
    );
    return {
      index,
      title: s.title,
      kind: s.kind,
      text: s.text,
      words: s.words,
      startSeconds: s.startSeconds,
      endSeconds: s.endSeconds,
      startRatio: Math.round(startRatio * 10_000) / 10_000,
      endRatio: Math.round(endRatio * 10_000) / 10_000,
      startShare: round1(startShare),
      endShare: round1(endShare),
      dropPerMinute: minutes > 0 ? round1((startShare - endShare) / minutes) : 0,
      relativePerformance:
        inside.length > 0
          ? Math.round(
              (inside.reduce((sum, p) => sum + (p.relativeRetentionPerformance ?? 0), 0) / inside.length) * 100,
            ) / 100
          : null,
      steepestDrop: false,
      spike: spikes.some((x) => x.sectionIndex === index),
    };
  });
  const timed = sections.filter((s) => s.endSeconds > s.startSeconds);
  const steepest = timed.reduce<SectionFigures | null>(
    (best, s) => (s.dropPerMinute > 0 && (!best || s.dropPerMinute > best.dropPerMinute) ? s : best),
    null,
  );
  if (steepest) steepest.steepestDrop = true;

  return {
    spans,
    hookHold30: length >= HOOK_HOLD_SECONDS ? round1(watchAt(curve, HOOK_HOLD_SECONDS / length) * 100) : null,
    sections,
    spikes,
  };
}

/** Each run of rises of at least SPIKE_MIN_RISE from the low before it: where viewers rewatched. */
export function findSpikes(curve: readonly CurvePoint[]): Omit<Spike, "seconds" | "sectionIndex">[] {
  const spikes: Omit<Spike, "seconds" | "sectionIndex">[] = [];
  let i = 1;
  while (i < curve.length) {
    if (curve[i].audienceWatchRatio <= curve[i - 1].audienceWatchRatio) {
      i++;
      continue;
    }
    const low = curve[i - 1].audienceWatchRatio;
    while (i + 1 < curve.length && curve[i + 1].audienceWatchRatio > curve[i].audienceWatchRatio) i++;
    const rise = curve[i].audienceWatchRatio - low;
    if (rise >= SPIKE_MIN_RISE) {
      spikes.push({ elapsedVideoTimeRatio: curve[i].elapsedVideoTimeRatio, rise: round1(rise * 100) });
    }
    i++;
  }
  return spikes;
}

/** The hook's length in words (characters in a language without spaces): the first section when it is a hook, else null. */
export function hookWords(script: string, language?: string): number | null {
  const [first] = textSections(script, language);
  return first?.kind === "hook" ? first.words : null;
}
