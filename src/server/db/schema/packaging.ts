// A video's packaging (issue 12, decision 021): titles, description with chapters, tags, thumbnail
// text. Versioned like scripts (decision 018): `packaging` holds the newest as the screens' one-row
// read, `packaging_versions` the last PACKAGING_VERSIONS_KEPT saves beside it.
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import type { PackagingContent } from "../../../shared/schemas/packaging.ts";
import { memberId } from "../auth-schema.ts";
import { createdAt, id, updatedAt } from "../columns.ts";
import { belongsToVideo } from "./belongs-to.ts";
import { videos } from "./library.ts";

export const packaging = pgTable("packaging", {
  id: id(),
  /** One package per video; the unique index is also the read path by video. */
  videoId: uuid("video_id")
    .notNull()
    .unique("packaging_video_id_unique")
    .references(() => videos.id, { onDelete: "cascade" }),
  /** The newest version's content, as packagingContentSchema describes it. */
  content: jsonb("content").$type<PackagingContent>().notNull(),
  /** The number of the newest version in packaging_versions. */
  version: integer("version").notNull().default(1),
  userId: memberId("user_id"),
  updatedAt: updatedAt(),
});

/** Saves of a video's packaging, never changed once written; only the newest 20 are kept. */
export const packagingVersions = pgTable(
  "packaging_versions",
  {
    id: id(),
    videoId: belongsToVideo(),
    /** 1, 2, 3… per video, never reused (older ones are dropped, numbers go on). */
    number: integer("number").notNull(),
    content: jsonb("content").$type<PackagingContent>().notNull(),
    /** The version this one restored, when it was made by 'Restore'. */
    restoredFrom: integer("restored_from"),
    userId: memberId("user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("packaging_versions_video_number_unique").on(t.videoId, t.number),
    check("packaging_versions_number_positive", sql`${t.number} >= 1`),
  ],
);
