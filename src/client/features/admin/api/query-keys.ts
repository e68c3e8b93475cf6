export const adminKeys = {
  all: ["admin"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  youtubeQuota: () => [...adminKeys.all, "youtube-quota"] as const,
  aiModel: () => [...adminKeys.all, "ai-model"] as const,
};
