import type { IdeasQuery, OutliersQuery } from "../../shared/schemas/ideas.ts";
import type { BoardQuery } from "../../shared/schemas/production.ts";

/**
 * The one key factory for the content library's server state (channels > folders > videos), used by
 * every feature that reads or writes it (decision 011). Keys nest the way the data does: a channel's
 * overview, folders and dashboard sit under the channel's key, a folder's videos under the folder's, a
 * video's notes and script versions under the video's, so invalidating one prefix marks everything derived from it stale.
 */
export const libraryKeys = {
  all: ["library"] as const,
  channels: () => [...libraryKeys.all, "channels"] as const,
  channel: (channelId: string) => [...libraryKeys.channels(), channelId] as const,
  overview: (channelId: string) => [...libraryKeys.channel(channelId), "overview"] as const,
  folders: (channelId: string) => [...libraryKeys.channel(channelId), "folders"] as const,
  dashboard: (channelId: string) => [...libraryKeys.channel(channelId), "dashboard"] as const,
  voice: (channelId: string) => [...libraryKeys.channel(channelId), "voice"] as const,
  allFolders: () => [...libraryKeys.all, "folder"] as const,
  folder: (folderId: string) => [...libraryKeys.allFolders(), folderId] as const,
  videos: (folderId: string) => [...libraryKeys.folder(folderId), "videos"] as const,
  allVideos: () => [...libraryKeys.all, "video"] as const,
  video: (videoId: string) => [...libraryKeys.allVideos(), videoId] as const,
  notes: (videoId: string) => [...libraryKeys.video(videoId), "notes"] as const,
  /** A video's script versions (issue 10), under the video: a script write invalidates the video. */
  scriptVersions: (videoId: string) => [...libraryKeys.video(videoId), "script-versions"] as const,
  scriptVersion: (videoId: string, number: number) => [...libraryKeys.scriptVersions(videoId), number] as const,
  /** Issue 13: a video's activity log, under the video: every write to the video invalidates it. */
  activity: (videoId: string) => [...libraryKeys.video(videoId), "activity"] as const,
  /** Decision 036: a video's review (threads located in a version), its review links, who has its script open. */
  review: (videoId: string) => [...libraryKeys.video(videoId), "review"] as const,
  reviewAt: (videoId: string, version: number | null) => [...libraryKeys.review(videoId), version ?? "newest"] as const,
  reviewLinks: (videoId: string) => [...libraryKeys.video(videoId), "review-links"] as const,
  presence: (videoId: string) => [...libraryKeys.video(videoId), "presence"] as const,
  /** The board cards' review states. */
  reviewSummaries: () => [...libraryKeys.boards(), "review-summaries"] as const,
  /** Issue 13: the production board, of every channel (no id) or of one. */
  boards: () => [...libraryKeys.all, "board"] as const,
  board: (channelId: string | null) => [...libraryKeys.boards(), channelId ?? "all"] as const,
  /** One answer of a board: its filters and how many cards each column shows. */
  boardPage: (channelId: string | null, query: BoardQuery) => [...libraryKeys.board(channelId), query] as const,
  /** "Mine": the signed-in member's work, read with the boards (a move changes it too). */
  myWork: () => [...libraryKeys.boards(), "mine"] as const,
  /** Issue 13: the production calendar's months, of every channel (no id) or of one. */
  calendars: () => [...libraryKeys.all, "calendar"] as const,
  calendar: (channelId: string | null, month: string) =>
    [...libraryKeys.calendars(), channelId ?? "all", month] as const,
  /** The workspace's members (assignees). */
  members: () => ["members"] as const,
  /** The signed-in member's notifications (the bell). */
  notifications: () => ["notifications"] as const,
};

/**
 * Ideas' cache keys (decision 035): niches, outlier pages by query, idea bank pages by query. Here
 * rather than in the ideas feature because live updates (invalidate-live-events.ts) refresh the bank.
 */
export const ideasKeys = {
  all: ["ideas"] as const,
  niches: () => [...ideasKeys.all, "niches"] as const,
  outliers: () => [...ideasKeys.all, "outliers"] as const,
  outlierPage: (query: OutliersQuery) => [...ideasKeys.outliers(), query] as const,
  bank: () => [...ideasKeys.all, "bank"] as const,
  bankPage: (query: IdeasQuery) => [...ideasKeys.bank(), query] as const,
};
