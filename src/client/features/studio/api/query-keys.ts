/** The studio's own server state; channels and folders are the library's (`@/api/query-keys.ts`). */
export const studioKeys = {
  all: ["studio"] as const,
  provider: () => [...studioKeys.all, "provider"] as const,
};
