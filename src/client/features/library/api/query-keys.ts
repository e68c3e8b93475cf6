/** One key factory for the library's server state; a channel's keys share its prefix for precise invalidation. */
export const libraryKeys = {
  all: ["library"] as const,
  channels: () => [...libraryKeys.all, "channels"] as const,
  channel: (channelId: string) => [...libraryKeys.channels(), channelId] as const,
  overview: (channelId: string) => [...libraryKeys.channel(channelId), "overview"] as const,
  folders: (channelId: string) => [...libraryKeys.channel(channelId), "folders"] as const,
  folder: (folderId: string) => [...libraryKeys.all, "folder", folderId] as const,
  videos: (folderId: string) => [...libraryKeys.folder(folderId), "videos"] as const,
  youtubeStatus: () => [...libraryKeys.all, "youtube-status"] as const,
};
