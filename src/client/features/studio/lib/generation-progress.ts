import { targetWordCount } from "../../../../shared/studio.ts";

// spec §4 kept the bar's shape (starts at 0, never past 90 before success, 100 on success, 0 after)
// and its messages; issue 5 makes it follow the words received against the target instead of chance.

export const PROGRESS_CAP = 90;

/** The bar while text arrives: the share of the target word count (duration × the rate, 150 unless given), at most 90. */
export function generationProgress(wordsReceived: number, durationMinutes: number, wordsPerMinute?: number): number {
  const target = targetWordCount(durationMinutes, wordsPerMinute);
  if (target <= 0 || wordsReceived <= 0) return 0;
  return Math.min(PROGRESS_CAP, Math.floor((wordsReceived / target) * 100));
}

export function generationMessage(progress: number): string {
  if (progress < 30) return "Analyzing research data...";
  if (progress < 60) return "Writing compelling content...";
  if (progress < 90) return "Adding hooks and transitions...";
  return "Finalizing your script...";
}
