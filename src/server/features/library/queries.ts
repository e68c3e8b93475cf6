import { sql } from "drizzle-orm";

// Spelled out with table names: drizzle leaves columns unqualified in single-table selects, where
// `"id"` inside a subquery would name the subquery's own column.

/** A folder's video count, computed by the database (an index-only count per folder). */
export const folderVideoCount =
  sql<number>`(select count(*) from "videos" where "videos"."folder_id" = "folders"."id")`.mapWith(Number);

/** A channel's folder count. */
export const channelFolderCount =
  sql<number>`(select count(*) from "folders" where "folders"."channel_id" = "channels"."id")`.mapWith(Number);
