// What a review link's page reads (decision 036): the video's title and channel, its script's newest
// version, its packaging when the link shares it, the threads its guests started, this guest's answers.
import { eq } from "drizzle-orm";
import type { GuestReview } from "../../../shared/schemas/review.ts";
import type { Db } from "../../db/client.ts";
import { channels, packaging, type reviewGuests, scripts, videos } from "../../db/schema.ts";
import { videoNotFound } from "../../domain/errors.ts";
import type { OpenLink } from "../../domain/review/review-links.ts";
import { withChannelAndScript } from "../../domain/videos/video-joins.ts";
import { decisionsOf, guestThreads } from "./service.ts";

export async function getGuestReview(
  db: Db,
  link: OpenLink,
  guest: typeof reviewGuests.$inferSelect | null,
): Promise<GuestReview> {
  const [row] = await withChannelAndScript(
    db
      .select({
        title: videos.title,
        channel: channels.name,
        version: scripts.version,
        content: scripts.content,
        packaging: packaging.content,
      })
      .from(videos)
      .$dynamic(),
  )
    .leftJoin(packaging, eq(packaging.videoId, videos.id))
    .where(eq(videos.id, link.videoId));
  if (!row) throw videoNotFound();
  const script = row.version !== null && row.content !== null ? { version: row.version, content: row.content } : null;
  const shared = link.includePackaging && row.packaging ? row.packaging : null;
  return {
    video: { title: row.title, channel: row.channel },
    script,
    packaging: shared
      ? { title: shared.chosenTitle ?? shared.titles[0] ?? null, description: shared.description, tags: shared.tags }
      : null,
    guest: guest ? { name: guest.name } : null,
    threads: await guestThreads(
      db,
      link.videoId,
      link.id,
      script ? { number: script.version, text: script.content } : null,
    ),
    decisions: guest ? await decisionsOf(db, link.videoId, guest.id) : [],
    expiresAt: link.expiresAt.toISOString(),
  };
}
