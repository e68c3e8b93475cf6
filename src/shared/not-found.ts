// What both sides say when a row does not exist: the server answers it as a 404's error, the client
// shows it where it learns first (a page opened on an id that names nothing).
export const NOT_FOUND = {
  channel: "Channel not found",
  folder: "Folder not found",
  video: "Video not found",
  comment: "Comment not found",
  reviewLink: "Review link not found",
  user: "User not found",
  niche: "Niche not found",
  idea: "Idea not found",
  watchedChannel: "Watched channel not found",
} as const;
