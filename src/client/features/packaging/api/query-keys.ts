import { libraryKeys } from "@/api/query-keys.ts";

/** A video's packaging sits under the video's key (decision 011): deleting the video drops it too. */
export const packagingKeys = {
  video: (videoId: string) => [...libraryKeys.video(videoId), "packaging"] as const,
  versions: (videoId: string) => [...packagingKeys.video(videoId), "versions"] as const,
};
