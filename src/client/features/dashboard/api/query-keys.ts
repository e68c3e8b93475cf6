export const dashboardKeys = {
  all: ["dashboard"] as const,
  channel: (channelId: string) => [...dashboardKeys.all, "channel", channelId] as const,
};
