// The benchmark's workspace: one team of 20 members, 10 channels with 12 month folders each, and
// 10,000 videos, each with metrics, two notes and a script; each channel has 730 days of YouTube Analytics. Bulk inserts in batches, ids made here
// so no row has to be read back.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "../src/server/db/client.ts";
import {
  accounts,
  channelAnalyticsDays,
  channelAnalyticsState,
  channels,
  folders,
  scripts,
  users,
  videoMetrics,
  videoNotes,
  videos,
} from "../src/server/db/schema.ts";

export const BENCH_PASSWORD = "bench-password";
export const MEMBERS = 20;
export const CHANNELS = 10;
export const MONTHS = 12;
export const VIDEOS = 10_000;
/** Days of YouTube Analytics per channel: a year and the year before it. */
export const ANALYTICS_DAYS = 730;
const BATCH = 500;
const STAGES_BEFORE_PUBLISHED = ["idea", "scripting", "recording", "editing", "ready"];

export interface SeededWorkspace {
  memberEmail: string;
  channelId: string;
  folderId: string;
  /** A video with its script, metrics and notes, read by the video page. */
  videoId: string;
  /** Another video, that the note-writing run adds to. */
  noteVideoId: string;
  /** Draft cards of every channel that the card-move run moves in turn (members move different cards). */
  moveVideoIds: string[];
  counts: Record<string, number>;
}

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const SENTENCES = [
  "Most people get this wrong on the first try, and that is fine.",
  "Here is the one thing that changed everything for me.",
  "Let's break it down step by step so you can follow along at home.",
  "If you remember only one idea from this video, make it this one.",
  "The numbers tell a surprising story once you line them up.",
  "Stay with me, because the next part is where it gets interesting.",
];

/** About 400 words: a few minutes of a spoken script. */
function scriptText(n: number): string {
  return Array.from({ length: 36 }, (_, i) => SENTENCES[(n + i) % SENTENCES.length]).join(" ");
}

export async function seedWorkspace(db: Db): Promise<SeededWorkspace> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const members = Array.from({ length: MEMBERS }, (_, i) => ({
    id: randomUUID(),
    name: `Member ${i + 1}`,
    email: `member${i + 1}@bench.example.com`,
    role: i === 0 ? "admin" : i < 3 ? "moderator" : "user",
    emailVerified: true,
  }));
  await db.insert(users).values(members);
  await db.insert(accounts).values(
    members.map((m) => ({
      id: randomUUID(),
      accountId: m.id,
      providerId: "credential",
      userId: m.id,
      password: passwordHash,
    })),
  );
  const member = (i: number) => members[i % MEMBERS].id;

  const channelRows = Array.from({ length: CHANNELS }, (_, i) => ({
    id: randomUUID(),
    name: `Channel ${i + 1}`,
    description: `The team's channel number ${i + 1}`,
    userId: member(i),
  }));
  await db.insert(channels).values(channelRows);

  const folderRows = channelRows.flatMap((channel, c) =>
    Array.from({ length: MONTHS }, (_, m) => ({
      id: randomUUID(),
      name: `Uploads ${m + 1}`,
      monthYear: `2025-${String(m + 1).padStart(2, "0")}`,
      channelId: channel.id,
      userId: member(c + m),
    })),
  );
  await db.insert(folders).values(folderRows);

  const now = Date.now();
  const videoRows = Array.from({ length: VIDEOS }, (_, i) => {
    const youtubeVideoId = `bv${String(i).padStart(9, "0")}`;
    const status = ["draft", "published", "archive"][i % 3];
    // Production (issue 13, decision 022): drafts spread over the stages before Published, half of
    // them assigned with a due date, and a planned publish date on most; status follows the stage.
    const stage = status === "published" ? "published" : STAGES_BEFORE_PUBLISHED[i % STAGES_BEFORE_PUBLISHED.length];
    const day = (n: number) => new Date(now + n * 86_400_000).toISOString().slice(0, 10);
    return {
      id: randomUUID(),
      title: `Video ${i + 1}: ${SENTENCES[i % SENTENCES.length].slice(0, 40)}`,
      status,
      stage,
      assigneeId: i % 2 === 0 ? member(i + 3) : null,
      dueDate: i % 2 === 0 ? day((i % 60) - 20) : null,
      plannedPublishDate: i % 5 === 4 ? null : day((i % 90) - 30),
      publishedAt: status === "published" ? new Date(now - i * 60_000) : null,
      boardRank: i,
      youtubeUrl: `https://www.youtube.com/watch?v=${youtubeVideoId}`,
      youtubeVideoId,
      folderId: folderRows[i % folderRows.length].id,
      userId: member(i),
      targetKeywords: ["bench", `topic ${i % 50}`, `series ${i % 7}`],
      createdAt: new Date(now - i * 60_000),
      updatedAt: new Date(now - i * 60_000),
    };
  });
  await insertBatches(videoRows, (batch) => db.insert(videos).values(batch));
  await insertBatches(videoRows, (batch) =>
    db.insert(videoMetrics).values(
      batch.map((v, i) => ({
        videoId: v.id,
        views: 1_000 + ((i * 7919) % 250_000),
        likes: 50 + ((i * 104_729) % 9_000),
        comments: 5 + ((i * 31) % 700),
        ctr: (i % 10) / 100,
        retention: i % 4 === 0 ? null : 0.3 + (i % 50) / 100,
      })),
    ),
  );
  await insertBatches(videoRows, (batch) =>
    db.insert(videoNotes).values(
      batch.flatMap((v, i) => [
        { videoId: v.id, content: `Check the thumbnail for video ${i}.`, userId: member(i + 1) },
        { videoId: v.id, content: "Script approved; record on Tuesday.", userId: member(i + 2) },
      ]),
    ),
  );
  await insertBatches(videoRows, (batch) =>
    db.insert(scripts).values(
      batch.map((v, i) => {
        const content = scriptText(i);
        return {
          videoId: v.id,
          content,
          duration: 3,
          tone: "educational",
          wordCount: content.split(/\s+/).length,
          userId: v.userId,
        };
      }),
    ),
  );

  // Issue 14: every channel connected with Google, with two years of daily YouTube Analytics (the
  // 365-day period and the one before it), as the sync stores them.
  const today = new Date();
  const analyticsDays = channelRows.flatMap((channel, c) =>
    Array.from({ length: ANALYTICS_DAYS }, (_, d) => {
      const day = new Date(today.getTime() - d * 86_400_000).toISOString().slice(0, 10);
      const views = 500 + ((d * 37 + c * 101) % 900);
      return {
        channelId: channel.id,
        day,
        views,
        estimatedMinutesWatched: views * 4,
        averageViewDuration: 240,
        subscribersGained: 5 + (d % 9),
        subscribersLost: d % 4,
        likes: Math.round(views / 25),
        comments: Math.round(views / 120),
        shares: Math.round(views / 60),
      };
    }),
  );
  await insertBatches(analyticsDays, (batch) => db.insert(channelAnalyticsDays).values(batch));
  await db
    .insert(channelAnalyticsState)
    .values(
      channelRows.map((channel) => ({ channelId: channel.id, fetchedAt: today, throughDay: analyticsDays[0].day })),
    );

  const firstFolder = folderRows[0];
  const inFolder = videoRows.filter((v) => v.folderId === firstFolder.id);
  return {
    memberEmail: members[5].email,
    channelId: firstFolder.channelId,
    folderId: firstFolder.id,
    videoId: inFolder[0].id,
    noteVideoId: inFolder[1].id,
    moveVideoIds: videoRows
      .filter((v) => v.status === "draft")
      .slice(0, 100)
      .map((v) => v.id),
    counts: {
      members: MEMBERS,
      channels: CHANNELS,
      folders: folderRows.length,
      videos: VIDEOS,
      notes: VIDEOS * 2,
      scripts: VIDEOS,
      metrics: VIDEOS,
      analyticsDays: analyticsDays.length,
    },
  };
}
