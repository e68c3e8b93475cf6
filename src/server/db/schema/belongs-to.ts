// A row that belongs to a channel, a video or a member goes when its owner goes. Each such column is
// declared once here so every table ties itself the same way (library.ts, which holds channels and
// videos, and automation.ts, which library.ts reads, spell their own to stay free of an import cycle).
import { text, uuid } from "drizzle-orm/pg-core";
import { users } from "../auth-schema.ts";
import { channels, videos } from "./library.ts";

export const belongsToChannel = () =>
  uuid("channel_id")
    .notNull()
    .references(() => channels.id, { onDelete: "cascade" });

export const belongsToVideo = () =>
  uuid("video_id")
    .notNull()
    .references(() => videos.id, { onDelete: "cascade" });

export const belongsToMember = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
