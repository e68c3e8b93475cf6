// Most reads of a video want its channel (through its folder) and its script when one is written.
import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { channels, folders, scripts, videos } from "../../db/schema.ts";

/** Joins a select from `videos` (made `.$dynamic()`) to its folder, its channel and its script, if any. */
export function withChannelAndScript<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(channels, eq(channels.id, folders.channelId))
    .leftJoin(scripts, eq(scripts.videoId, videos.id));
}
