import { DEFAULT_LANGUAGE } from "../../../../shared/languages.ts";
import { targetLength } from "../../../../shared/length.ts";

// spec §4 kept the bar's shape (starts at 0, never past 90 before success, 100 on success, 0 after)
// and its messages; issue 5 makes it follow the length received against the target instead of chance,
// counted in the script's language's unit (decision 038: characters in Japanese, at its rate).

export const PROGRESS_CAP = 90;

/**
 * The bar while text arrives: the share of the target length (duration × the language's rate, scaled by
 * the channel's pace when given), at most 90.
 */
export function generationProgress(
  received: number,
  durationMinutes: number,
  language: string = DEFAULT_LANGUAGE,
  channelWordsPerMinute?: number,
): number {
  const target = targetLength(durationMinutes, language, channelWordsPerMinute);
  if (target <= 0 || received <= 0) return 0;
  return Math.min(PROGRESS_CAP, Math.floor((received / target) * 100));
}

export function generationMessage(progress: number): string {
  if (progress < 30) return "Analyzing research data...";
  if (progress < 60) return "Writing compelling content...";
  if (progress < 90) return "Adding hooks and transitions...";
  return "Finalizing your script...";
}
