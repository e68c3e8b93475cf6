/** The studio's own server state; channels and folders are the library's (`@/api/query-keys.ts`). */
export const studioKeys = {
  all: ["studio"] as const,
  provider: () => [...studioKeys.all, "provider"] as const,
  /** The member's work in progress for a video, or the unbound one (null). */
  draft: (videoId: string | null) => [...studioKeys.all, "draft", videoId ?? "unbound"] as const,
};
