// What each publishing call costs in YouTube Data API units, in one table. Source: Google's quota
// cost reference (developers.google.com/youtube/v3/determine_quota_cost), as revised in 2025: list
// calls 1 unit, videos.update and thumbnails.set 50. videos.insert used to cost 1,600 units of the
// shared daily budget; since the 2025 revision it has a bucket of its own (100 calls a day by
// default) and costs 1 unit, so an upload no longer eats a sync's budget.
export const PUBLISHING_COSTS = {
  /** videos.list: reading what is on YouTube now before a difference or an undo. */
  "videos.list": 1,
  /** videos.update: applying (or undoing) the chosen packaging fields, or writing the release time. */
  "videos.update": 50,
  /** thumbnails.set: setting the thumbnail image. */
  "thumbnails.set": 50,
  /** videos.insert: one upload, counted in its own daily bucket of calls. */
  "videos.insert": 1,
} as const;

export type PublishingCall = keyof typeof PUBLISHING_COSTS;

/** The units of a sequence of calls against the shared daily budget (videos.insert has its own bucket). */
export function unitsOf(calls: readonly PublishingCall[]): number {
  return calls.filter((call) => call !== "videos.insert").reduce((sum, call) => sum + PUBLISHING_COSTS[call], 0);
}

/** Applying packaging: read the video as it is now, then write it. */
export const APPLY_CALLS: readonly PublishingCall[] = ["videos.list", "videos.update"];
/** Setting, changing or cancelling a release: read the status as it is now, then write it. */
export const RELEASE_CALLS: readonly PublishingCall[] = ["videos.list", "videos.update"];
/** Reading the difference: one read. */
export const DIFFERENCE_CALLS: readonly PublishingCall[] = ["videos.list"];
