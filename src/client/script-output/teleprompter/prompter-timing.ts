/** issue 10 §7: the channel's speaking rate by default; ↑/↓ change it by a step within these bounds. */
export const DEFAULT_WORDS_PER_MINUTE = 150;
export const MIN_WORDS_PER_MINUTE = 60;
export const MAX_WORDS_PER_MINUTE = 300;
export const WORDS_PER_MINUTE_STEP = 10;

/**
 * The rate within its bounds. `scale` is how many of the language's units a word is worth (2 in Japanese
 * characters, shared/length.ts unitsPerWord): the bounds and the step are a word's, in that unit.
 */
export function clampWordsPerMinute(value: number, scale = 1): number {
  return Math.min(MAX_WORDS_PER_MINUTE * scale, Math.max(MIN_WORDS_PER_MINUTE * scale, Math.round(value)));
}

/**
 * Where reading stands: at `anchorMs` the reader was at word `anchorWord` (a fraction is part of the way
 * through that word) and has been reading at `wordsPerMinute` since, unless paused. Any change (speed,
 * pause, a jump) starts a new anchor from the position reached, so the rate is always words per minute.
 */
export interface ReadingAnchor {
  anchorMs: number;
  anchorWord: number;
  wordsPerMinute: number;
  playing: boolean;
}

/** The word being read at `nowMs`: elapsed reading time × rate, never past the script's end. */
export function wordPositionAt(anchor: ReadingAnchor, nowMs: number, wordCount: number): number {
  if (!anchor.playing) return Math.min(anchor.anchorWord, wordCount);
  const minutes = Math.max(0, nowMs - anchor.anchorMs) / 60_000;
  return Math.min(wordCount, anchor.anchorWord + minutes * anchor.wordsPerMinute);
}

/** Seconds left to read from `position` at `wordsPerMinute` (cues take no time). */
export function remainingSeconds(position: number, wordCount: number, wordsPerMinute: number): number {
  return (Math.max(0, wordCount - position) * 60) / wordsPerMinute;
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
