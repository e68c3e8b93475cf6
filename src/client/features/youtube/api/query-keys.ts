export const youtubeKeys = {
  all: ["youtube"] as const,
  status: () => [...youtubeKeys.all, "status"] as const,
};
