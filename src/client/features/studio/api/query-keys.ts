export const studioKeys = {
  all: ["studio"] as const,
  provider: () => [...studioKeys.all, "provider"] as const,
  channels: () => [...studioKeys.all, "channels"] as const,
  folders: (channelId: string) => [...studioKeys.all, "channels", channelId, "folders"] as const,
  /** Whether a key is one channel's folder list (any channel). */
  isFolders: (key: readonly unknown[]) => key[0] === studioKeys.all[0] && key[3] === "folders",
};
