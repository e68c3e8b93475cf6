export const adminKeys = {
  all: ["admin"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  youtubeQuota: () => [...adminKeys.all, "youtube-quota"] as const,
  aiModel: () => [...adminKeys.all, "ai-model"] as const,
  webhooks: () => [...adminKeys.all, "webhooks"] as const,
  webhookDeliveries: (endpointId: string) => [...adminKeys.webhooks(), endpointId, "deliveries"] as const,
};
