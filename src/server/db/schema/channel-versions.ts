// The version of a channel's library data (issue 6, benchmarks): a counter per channel that
// database triggers raise whenever anything under it changes (its name, its folders, their videos
// and metrics), whichever code path or app instance wrote it. Something computed from the channel's
// data at version n (its dashboard, a folder's video list) is still right while the counter reads
// n (docs/decisions/007-channel-versions.md).
import { bigint, pgTable, uuid } from "drizzle-orm/pg-core";
import { channels } from "./library.ts";

export const channelVersions = pgTable("channel_versions", {
  channelId: uuid("channel_id")
    .primaryKey()
    .references(() => channels.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(1),
});
