// The benchmark's ideas (decision 035): 200 watched channels of 500 uploads each (100,000 videos, a
// tenth of them Shorts) in one niche, with the scores a read stores (most near 1×, one in twenty 2× or
// more, the newest two days unscored), and 2,000 ideas. Bulk inserts in batches; ids made here.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client.ts";
import { ideas, nicheChannels, niches, users, watchedChannels, watchedVideos } from "../src/server/db/schema.ts";

export const WATCHED_CHANNELS = 200;
export const UPLOADS_PER_CHANNEL = 500;
export const IDEAS = 2_000;
const BATCH = 500;
const DAY_MS = 86_400_000;
const WORDS = ["workbench", "budget", "router", "plane", "shop", "tour", "mistakes", "beginner", "tools", "why"];

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function seedIdeas(
  db: Db,
  memberEmail: string,
): Promise<{ nicheId: string; counts: Record<string, number> }> {
  const [{ id: userId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, memberEmail));
  const nicheId = randomUUID();
  await db.insert(niches).values({ id: nicheId, name: "Woodworking", userId });
  const channelRows = Array.from({ length: WATCHED_CHANNELS }, (_, i) => ({
    id: randomUUID(),
    youtubeChannelId: `UCbench${String(i).padStart(17, "0")}`,
    title: `Watched channel ${i + 1}`,
    lastReadAt: new Date(),
  }));
  await db.insert(watchedChannels).values(channelRows);
  await db.insert(nicheChannels).values(channelRows.map((c) => ({ nicheId, watchedChannelId: c.id })));
  const now = Date.now();
  const videoRows = channelRows.flatMap((channel, c) =>
    Array.from({ length: UPLOADS_PER_CHANNEL }, (_, i) => {
      const n = c * UPLOADS_PER_CHANNEL + i;
      const isShort = n % 10 === 0;
      const views = 1000 + ((n * 7919) % 5000);
      const score = i < 2 ? null : n % 20 === 0 ? 2 + (n % 7) : 0.4 + ((n * 31) % 140) / 100;
      return {
        id: `b${String(n).padStart(10, "0")}`,
        watchedChannelId: channel.id,
        title: `${WORDS[n % WORDS.length]} ${WORDS[(n * 3) % WORDS.length]} number ${n}`,
        publishedAt: new Date(now - (i * 2 + (c % 2)) * DAY_MS),
        durationSeconds: isShort ? 45 : 720,
        isShort,
        views,
        score,
        scoreBasis:
          score === null
            ? null
            : { basis: "lifetime" as const, views, median: views / score, ageDays: i * 2, compared: 20 },
      };
    }),
  );
  await insertBatches(videoRows, (batch) => db.insert(watchedVideos).values(batch));
  const ideaRows = Array.from({ length: IDEAS }, (_, i) => ({
    title: `Idea ${i + 1}: ${WORDS[i % WORDS.length]} for ${WORDS[(i * 7) % WORDS.length]}`,
    notes: "A follow-up to what worked last month.",
    sourceVideoId: i % 4 === 0 ? videoRows[(i * 37) % videoRows.length].id : null,
    nicheId,
    tags: [WORDS[i % WORDS.length]],
    rating: i % 3 === 0 ? null : i % 101,
    status: (["new", "shortlisted", "in_production", "dropped"] as const)[i % 4],
    userId,
  }));
  await insertBatches(ideaRows, (batch) => db.insert(ideas).values(batch));
  return {
    nicheId,
    counts: { watchedChannels: WATCHED_CHANNELS, watchedVideos: videoRows.length, ideas: IDEAS },
  };
}
