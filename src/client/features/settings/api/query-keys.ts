export const settingsKeys = {
  all: ["settings"] as const,
  profile: () => [...settingsKeys.all, "profile"] as const,
  notificationSettings: () => [...settingsKeys.all, "notification-settings"] as const,
  accessTokens: () => [...settingsKeys.all, "access-tokens"] as const,
};
