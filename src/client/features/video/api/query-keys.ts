export const videoKeys = {
  all: ["video"] as const,
  detail: (videoId: string) => [...videoKeys.all, videoId] as const,
  notes: (videoId: string) => [...videoKeys.detail(videoId), "notes"] as const,
};
