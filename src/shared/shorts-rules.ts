// What makes an upload a YouTube Short, and whether a video is meant to be one. YouTube decides from
// the file itself: "Starting on October 15, you can upload Shorts up to 3 minutes long. This change
// applies to videos that are square or taller in aspect ratio" (YouTube blog, "Tall updates coming to
// Shorts", 2024-10-03, blog.youtube/news-and-events/tall-updates-coming-to-shorts/); YouTube Help
// "Upload YouTube Shorts" (support.google.com/youtube/answer/12779649) and "Understand three-minute
// YouTube Shorts" (answer/15424877) say the same: square or vertical, up to three minutes. A landscape
// or longer file goes out as a regular video whatever its title says, so the member hears it before
// the upload, not after.

import { DEFAULT_LANGUAGE } from "./languages.ts";
import { speakingRate } from "./length.ts";
import { msg } from "./message.ts";
import type { Mp4VideoInfo } from "./mp4-dimensions.ts";
import { SHORT_MAX_SECONDS } from "./outlier-score.ts";
import { formatTimestamp } from "./packaging-rules.ts";
import type { RuleMessage } from "./rule-message.ts";

/** `#shorts` as a whole hashtag, in any case (`#Shorts`, `#SHORTS`), not the start of a longer one. */
const SHORTS_HASHTAG = /#shorts(?![\p{L}\p{N}_])/iu;

/** The text YouTube gets for a video: its title and its full description (with hashtags). */
export interface ShortSignals {
  title: string;
  description: string;
}

/** Whether the packaging marks the video as a Short: `#shorts` in its title or description. */
export function packagingMarksShort({ title, description }: ShortSignals): boolean {
  return SHORTS_HASHTAG.test(title) || SHORTS_HASHTAG.test(description);
}

/**
 * Whether a video is meant to be a Short: it was made as one (its format), or its packaging says so.
 * Everything that asks goes through here, so a new signal is added in one place.
 */
export function isMeantAsShort({
  packaging,
  format,
}: {
  packaging: ShortSignals | null;
  format?: string | null;
}): boolean {
  return format === "short" || (packaging !== null && packagingMarksShort(packaging));
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** "16:9", "4:3", "9:16"; a ratio without small whole terms as "2.37:1". */
export function aspectRatioLabel(width: number, height: number): string {
  const divisor = gcd(width, height);
  const [w, h] = [width / divisor, height / divisor];
  return w <= 32 && h <= 32 ? `${w}:${h}` : `${(width / height).toFixed(2)}:1`;
}

/**
 * Why a file chosen for a Short would not be one on YouTube, or null when it fits. Unreadable sizes
 * are said neutrally: the file may still be fine (a WebM, an MP4 whose header is past what was read).
 * Width and height go as text: a number would be written with grouping ("1,920").
 */
export function shortFileProblem(info: Mp4VideoInfo | null): RuleMessage | null {
  if (!info) {
    return {
      text: msg(
        "The file's picture size and length could not be read, so it is not clear whether YouTube will show it as a Short. Shorts are vertical or square, up to 3 minutes.",
      ),
    };
  }
  const landscape = info.width > info.height;
  const tooLong = info.durationSeconds !== null && info.durationSeconds > SHORT_MAX_SECONDS;
  const size = {
    ratio: aspectRatioLabel(info.width, info.height),
    width: String(info.width),
    height: String(info.height),
  };
  const duration = info.durationSeconds !== null ? formatTimestamp(Math.ceil(info.durationSeconds)) : "";
  if (landscape && tooLong) {
    return {
      text: msg(
        "This file is {ratio} ({width} × {height}) and {duration} long: YouTube shows it as a regular video, not a Short. Shorts are vertical or square, up to 3 minutes.",
      ),
      values: { ...size, duration },
    };
  }
  if (landscape) {
    return {
      text: msg(
        "This file is {ratio} ({width} × {height}): YouTube shows it as a regular video, not a Short. Shorts are vertical or square, up to 3 minutes.",
      ),
      values: size,
    };
  }
  if (tooLong) {
    return {
      text: msg(
        "This file is {duration} long: YouTube shows it as a regular video, not a Short. Shorts are vertical or square, up to 3 minutes.",
      ),
      values: { duration },
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Shorts written from a long video's script (decision 046): how long they run and how fast they are spoken.

export const SHORT_SECONDS = {
  min: 15,
  /** What a proposal aims at unless the member changes it. */
  default: 45,
  /** Proposals stay within a minute; a member may raise one up to YouTube's limit for a Short. */
  proposedMax: 60,
  max: SHORT_MAX_SECONDS,
} as const;

/** How many Shorts one long script gives, and how many one "Accept" makes. */
export const SHORTS_PROPOSED = { min: 3, max: 8 } as const;

/**
 * Shorts are spoken faster than long videos: a fifth above the presenter's pace, in every language.
 * Sources: Tauroza & Allison, "Speech rates in British English", Applied Linguistics 11(1), 1990,
 * measured conversation at about 210 words a minute and interviews at about 190, against 160 for radio
 * monologue and 140 for lectures; creators' guides put fast-paced on-camera delivery at 160–180 words a
 * minute (prepublish.ai, "YouTube Script Length: Words per Min") and simple, high-energy Shorts at 150–200
 * (Biteable's study of its 100 best spoken videos). 180 words a minute against the studio's 150 sits at the
 * top of the creators' range and below conversation. The code has no measured pace of a channel's Shorts:
 * the channel's set pace (words a minute) is scaled by this, so a channel at 180 is timed at 216.
 */
export const SHORTS_PACE = 180 / 150;

/** The rate a Short is timed at, per minute in its language's unit (decision 038), a fifth faster. */
export function shortsSpeakingRate(language: string = DEFAULT_LANGUAGE, channelWordsPerMinute?: number): number {
  return Math.round(speakingRate(language, channelWordsPerMinute) * SHORTS_PACE);
}

/** The length a Short of `seconds` aims at, in its language's unit. */
export function shortTargetLength(
  seconds: number,
  language: string = DEFAULT_LANGUAGE,
  channelWordsPerMinute?: number,
): number {
  return Math.max(1, Math.round((seconds / 60) * shortsSpeakingRate(language, channelWordsPerMinute)));
}

/** A Short's seconds as the studio stores a script's duration: minutes. */
export const secondsToMinutes = (seconds: number) => seconds / 60;
