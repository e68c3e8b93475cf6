// What both sides say when a row does not exist: the server answers it as a 404's error, the client
// shows it where it learns first (a page opened on an id that names nothing).
import { msg } from "./message.ts";

export const NOT_FOUND = {
  channel: msg("Channel not found"),
  folder: msg("Folder not found"),
  video: msg("Video not found"),
  comment: msg("Comment not found"),
  reviewLink: msg("Review link not found"),
  user: msg("User not found"),
  niche: msg("Niche not found"),
  idea: msg("Idea not found"),
  watchedChannel: msg("Watched channel not found"),
} as const;
